import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts/lottery/games';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { Balls } from '../common/Balls.tsx';
import { countdownText, phaseOf, useServerNow } from '../client/clock.ts';
import { useNear } from './queries.ts';
import type { LotteryGame } from '../client/types.ts';

/**
 * The draw taking bets with its countdown to close (server time), the previous draw's result or
 * its own countdown to the draw, and the open draw's commitment.
 */
export function DrawBar({ game, info, draw }: { game: Game; info: LotteryGame; draw: Draw }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const near = useNear(info.gameCode);
  const nearNumero = near.data?.currentNumero.numero;
  const { refetch } = near;
  // The page moved to the next draw by the server's clock: fetch its commitment and the result.
  useEffect(() => {
    if (nearNumero !== undefined && nearNumero !== draw.numero) void refetch();
  }, [draw.numero, nearNumero, refetch]);
  const phase = phaseOf(now, draw);
  const prev = near.data?.previousNumero;
  const commitment = nearNumero === draw.numero ? near.data?.currentNumero.commitment : null;
  const prevDrawIn = draw.openTime - now;
  return (
    <section
      className="lt-draw lottery-panel"
      aria-label={t('lottery.draw.title')}
      data-testid="lt-draw"
      data-numero={draw.numero}
      data-phase={phase}
    >
      <div className="lt-draw__now">
        <span className="muted">
          <span data-testid="gameCode">{info.gameCode}</span> ·{' '}
          {t('lottery.draw.numero', { numero: draw.numero })}
        </span>
        <span className="lt-draw__clock" data-testid="lt-countdown" aria-live="off">
          <small>{t('lottery.draw.closesIn')}</small>
          <strong>{countdownText(draw.closeTime - now)}</strong>
        </span>
      </div>
      <div className="lt-draw__last" data-testid="lt-last" data-numero={prev?.numero ?? ''}>
        {prev && prev.state !== 'none' ? (
          <>
            <span className="muted">{t('lottery.draw.last', { numero: prev.numero })}</span>
            {prev.winNo ? (
              <Balls winNo={prev.winNo} family={info.family} />
            ) : (
              <span className="lt-draw__waiting">
                {prevDrawIn > 0
                  ? t('lottery.draw.drawsIn', { time: countdownText(prevDrawIn) })
                  : t(game.source === 'import' ? 'lottery.draw.awaitOfficial' : 'lottery.draw.drawing')}
              </span>
            )}
          </>
        ) : (
          <span className="muted">{t('lottery.draw.noPrevious')}</span>
        )}
      </div>
      {commitment ? (
        <details className="lt-commit" data-testid="lt-commitment">
          <summary>
            {t('lottery.draw.commitment')}: <code>{commitment.slice(0, 12)}…</code>
          </summary>
          <p className="lt-help">{t('lottery.draw.commitmentHelp')}</p>
          <code className="lt-hash">{commitment}</code>
        </details>
      ) : game.source === 'import' ? (
        <p className="lt-help">{t('lottery.draw.official')}</p>
      ) : (
        // Its line is kept while the draw's commitment loads (first, and when a new draw opens
        // before its commitment has been read), so the board below does not jump.
        <div className="lt-commit lt-commit--pending" aria-hidden="true" />
      )}
    </section>
  );
}
