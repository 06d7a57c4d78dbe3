import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerNow } from '../client/clock.ts';
import { FamilyIcon } from '../common/FamilyIcon.tsx';
import { closingSoon, latestFirst, useLotteryBoard } from './board.ts';
import { DrawCard } from './DrawCard.tsx';
import { LastResult } from './LastResult.tsx';
import './lobby.css';

/**
 * The home page's lottery: the draws about to close, with live countdowns, and the latest
 * results. Nothing shows until the games are known, and a brand without lottery shows neither.
 */
export function HomeDraws() {
  const { t } = useTranslation();
  const now = useServerNow();
  const { rows } = useLotteryBoard(now);
  if (rows.length === 0) return null;
  const soon = closingSoon(rows, { now, count: 4 });
  const results = latestFirst(rows, 6);
  return (
    <>
      <section className="home-section" aria-labelledby="home-closing">
        <header className="home-section__head">
          <h2 id="home-closing">{t('draws.closingSoon')}</h2>
          <Link to="/elott">{t('draws.seeAll')}</Link>
        </header>
        <ul className="draw-grid draw-grid--strip" data-testid="closing-soon">
          {soon.map((row) => (
            <li key={row.info.gameCode}>
              <DrawCard row={row} now={now} />
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="home-results">
        <header className="home-section__head">
          <h2 id="home-results">{t('draws.latestResults')}</h2>
        </header>
        {results.length === 0 ? (
          <p className="muted">{t('draws.noResultsYet')}</p>
        ) : (
          <ul className="result-list" data-testid="latest-results">
            {results.map((row) => (
              <li key={row.info.gameCode}>
                <Link to={row.href} className="result-row" data-game={row.info.gameCode}>
                  <FamilyIcon family={row.game.family} small />
                  <span className="result-row__name">
                    <strong>{row.info.gameName}</strong>
                    <small className="muted">{t('draws.numero', { numero: row.last.numero })}</small>
                  </span>
                  <LastResult row={row} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
