import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tAny } from '../../../lib/api-errors.ts';
import { useLotteryFavourites } from '../client/favourites.ts';
import { FamilyIcon } from '../common/FamilyIcon.tsx';
import { FavStar } from '../common/FavStar.tsx';
import { gameScreenPath } from '../common/links.ts';
import type { LotteryGame } from '../client/types.ts';

/** The spec's lottery icon types, in the order the switcher lists them; VN games open /vnlottery. */
const FAMILY_ORDER = ['SSC', '11X5', 'PK10', 'LHC', 'LF', 'VN'];

/** The brand's games grouped by family, favourites (LOTTFAV) first, each with its star. */
export function GameSwitcher({ games, current }: { games: LotteryGame[]; current: LotteryGame }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const favourites = useLotteryFavourites();
  const families = FAMILY_ORDER.map((f) => ({
    family: f,
    games: games.filter((g) => g.family === f),
  })).filter((f) => f.games.length > 0);
  const favGames = favourites.codes.flatMap((c) => games.filter((g) => g.gameCode === c));
  const chip = (g: LotteryGame) => {
    const fav = favourites.codes.includes(g.gameCode);
    return (
      <li key={g.gameCode} className="lt-game">
        <Link
          to={gameScreenPath(g)}
          className="lt-game__link"
          aria-current={g.gameCode === current.gameCode ? 'page' : undefined}
          onClick={() => setOpen(false)}
          data-testid={`lt-game-${g.gameCode}`}
        >
          {g.gameName}
        </Link>
        <FavStar
          on={fav}
          label={t(fav ? 'lottery.switcher.favRemove' : 'lottery.switcher.favAdd', { game: g.gameName })}
          onToggle={() => void favourites.toggle(g.gameCode)}
          className="lt-star"
          testId={`lt-fav-${g.gameCode}`}
        />
      </li>
    );
  };
  return (
    <div className="lt-switcher lottery-panel">
      <button
        type="button"
        className="lt-switcher__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="lt-switcher"
      >
        <FamilyIcon family={current.family} />
        <span className="lt-switcher__name">
          <strong>{current.gameName}</strong>
          <small className="muted">{t('lottery.switcher.change')}</small>
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <div id={panelId} className="lt-switcher__panel" data-testid="lt-switcher-panel">
          {favGames.length > 0 && (
            <section aria-label={t('lottery.switcher.favourites')}>
              <h2 className="lt-h3">★ {t('lottery.switcher.favourites')}</h2>
              <ul className="lt-games">{favGames.map(chip)}</ul>
            </section>
          )}
          {families.map(({ family, games: list }) => (
            <section key={family} aria-label={tAny(t)(`lottery.families.${family}`)}>
              <h2 className="lt-h3 lt-family">
                <FamilyIcon family={family} small />
                {tAny(t)(`lottery.families.${family}`)}
                {family === 'VN' && <small className="muted">{t('lottery.switcher.vnNote')}</small>}
              </h2>
              <ul className="lt-games">{list.map(chip)}</ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
