import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts';
import { formatMoney } from '../../lib/money.ts';
import { LazyImage } from '../../ui/LazyImage.tsx';

/** Game art is drawn square at 200 px (the server's tiles); CSS scales it to the card. */
export const ART_SIZE = 200;

type Props = {
  game: Game;
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, on: boolean) => void;
};

/** One game: its art (lazy, with the default icon behind it), name, vendor, badges and the favourite star. */
export function GameCard({ game, favourite, launching, onLaunch, onFavourite }: Props) {
  const { t } = useTranslation();
  return (
    <li className="game-card" data-node={game.nodeId} data-testid="game-card">
      <button
        type="button"
        className="game-card__play"
        onClick={() => onLaunch(game)}
        disabled={launching}
        aria-label={t('gameCard.play', { name: game.gameName })}
      >
        <LazyImage
          src={game.iconUrl}
          fallback={game.defaultIcon}
          alt=""
          width={ART_SIZE}
          height={ART_SIZE}
          className="game-card__art"
        />
        <span className="game-card__name">{game.gameName}</span>
        <span className="game-card__meta">
          {game.displayName} · {t('gameCard.minBet', { amount: formatMoney(game.minBet) })}
        </span>
        <span className="game-card__badges">
          {game.isHot === 1 && <span className="badge">{t('gameCard.hot')}</span>}
          {game.isNew === 1 && <span className="badge badge--new">{t('gameCard.new')}</span>}
          {game.maintenance === 1 && <span className="badge badge--muted">{t('gameCard.maintenance')}</span>}
        </span>
        {launching && <span className="game-card__busy">{t('gameCard.launching')}</span>}
      </button>
      <button
        type="button"
        className="game-card__fav"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'gameCard.unfavourite' : 'gameCard.favourite', { name: game.gameName })}
        onClick={() => onFavourite(game, !favourite)}
        data-testid="game-fav"
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}
