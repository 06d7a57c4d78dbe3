import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '@lotto/contracts';
import { gameApi } from '@lotto/contracts/games/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, shape } from '../../lib/api.ts';
import { GameCard } from './GameCard.tsx';
import { useGamePlay } from './useGamePlay.ts';
import './games.css';

/** Hot games on the home page: two rows on a phone, one on a desktop. */
const SHOWN = 12;

/** The brand's hot games (GCSGAME_hotGamesV2, every category). */
export const useHotGames = () => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['games', 'hot', lang],
    queryFn: ({ signal }) =>
      apiGet(gameApi.hotGames, {
        schema: shape<{ games: Game[] }>(),
        query: { isPlatform: 2, platform: 'flash,html5-desktop', language: lang },
        signal,
      }),
    select: (v) => v.games.slice(0, SHOWN),
    staleTime: 5 * 60_000,
  });
};

/** "Hot games" on the home page: the cards play as in a lobby (launch, favourite). */
export function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const play = useGamePlay();
  const games = hot.data ?? [];
  if (games.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-hot">
      <header className="home-section__head">
        <h2 id="home-hot">{t('home.hotGames')}</h2>
        <Link to="/rng">{t('home.seeAll')}</Link>
      </header>
      {play.notice && (
        <p className="lobby__notice" role="alert">
          {play.notice}
          <button
            type="button"
            className="lobby__notice-close"
            aria-label={t('common.close')}
            onClick={play.dismiss}
          >
            ×
          </button>
        </p>
      )}
      <ul className="game-grid game-grid--home" data-testid="hot-games">
        {games.map((g) => (
          <GameCard
            key={g.nodeId}
            game={g}
            favourite={play.isFavourite(g)}
            launching={play.busy === g.nodeId}
            onLaunch={(game) => void play.launch(game)}
            onFavourite={(game, on) => void play.onFavourite(game, on)}
          />
        ))}
      </ul>
    </section>
  );
}
