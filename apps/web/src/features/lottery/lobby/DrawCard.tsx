import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countdownText, phaseOf } from '../client/clock.ts';
import { FamilyIcon } from '../common/FamilyIcon.tsx';
import type { BoardRow } from './board.ts';
import { LastResult } from './LastResult.tsx';

/**
 * A lottery game in a lobby: its draw taking bets with a live countdown to close (server time),
 * its latest result, and the way into the game. The whole card is the link.
 */
export function DrawCard({ row, now }: { row: BoardRow; now: number }) {
  const { t } = useTranslation();
  const { draw, info, game } = row;
  const phase = phaseOf(now, draw);
  const soon = phase === 'open' && draw.closeTime - now < 60_000;
  return (
    <Link
      to={row.href}
      className="draw-card"
      data-testid="draw-card"
      data-game={info.gameCode}
      data-numero={draw.numero}
      data-phase={phase}
    >
      <span className="draw-card__head">
        <FamilyIcon family={game.family} />
        <span className="draw-card__name">
          <strong>{info.gameName}</strong>
          <small className="muted">{t('draws.numero', { numero: draw.numero })}</small>
        </span>
      </span>
      <span className="draw-card__clock" data-soon={soon || undefined} data-testid="draw-countdown">
        <small>{phase === 'open' ? t('draws.closesIn') : t('draws.drawsIn')}</small>
        <strong>{countdownText((phase === 'open' ? draw.closeTime : draw.drawTime) - now)}</strong>
      </span>
      <span className="draw-card__last">
        <small className="muted">{t('draws.last')}</small>
        <LastResult row={row} />
      </span>
      <span className="draw-card__play">{t('draws.play')}</span>
    </Link>
  );
}
