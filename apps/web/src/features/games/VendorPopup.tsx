import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryRoute, type VendorCategory } from '@lotto/contracts/games/categories';
import { GAME_CLIENT_TYPE } from '@lotto/contracts/games/constants';
import type { GameListValue, VendorCard } from '@lotto/contracts';
import { gameApi } from '@lotto/contracts/games/api';
import { errorText } from '../../lib/api-errors.ts';
import { apiGet, shape } from '../../lib/api.ts';
import { openModal } from '../../lib/modals.ts';
import { RESTRICTED_AGENT, useSession } from '../../lib/session.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { useFavourites, useFavouriteToggle, useGameList } from './api.ts';
import { GameCard } from './GameCard.tsx';
import { useLaunch } from './useLaunch.ts';
import './games.css';

type Props = { category: VendorCategory; card: VendorCard; mode: 'popup' | 'launch'; onClose: () => void };
type Launch = ReturnType<typeof useLaunch>;

/** In `launch` mode, the vendor's first game launches once; answers what went wrong, if anything. */
function useLaunchFirst(on: boolean, { vendor, launch }: { vendor: string; launch: Launch['launch'] }) {
  const started = useRef(false);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!on || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const first = await apiGet(gameApi.gameList, {
          schema: shape<GameListValue>(),
          query: { vassalage: vendor, pageSize: 1, clientType: GAME_CLIENT_TYPE },
        });
        const game = first.games[0];
        if (game) await launch(game);
        else setFailed('empty');
      } catch (error) {
        setFailed(error);
      }
    })();
  }, [on, vendor, launch]);
  return failed;
}

/** What went wrong: a launch refused (a restricted account) or failed, or no game to launch. */
function noticeOf(t: TFunction, { problem, failed }: { problem: Launch['problem']; failed: unknown }) {
  if (problem?.kind === 'restricted') return t('in_need_true_account');
  if (problem?.kind === 'failed') return errorText(t, problem.error);
  if (failed === 'empty') return t('lobby.empty');
  return failed ? errorText(t, failed) : null;
}

/** The vendor's games, a page at a time, each launching as in the lobby, with its star. */
function PopupGames({ data, launch, fav }: { data: GameListValue; launch: Launch; fav: Set<number> }) {
  const { t } = useTranslation();
  const session = useSession();
  const toggle = useFavouriteToggle();
  return (
    <>
      <p className="lobby__count">{t('lobby.count', { count: data.totalCount })}</p>
      <ul className="game-grid" data-testid="vendor-popup-games">
        {data.games.map((g) => (
          <GameCard
            key={g.nodeId}
            game={g}
            favourite={fav.has(g.nodeId)}
            launching={launch.busy === g.nodeId}
            onLaunch={(game) => void launch.launch(game)}
            onFavourite={(game, on) => {
              if (!session) openModal('loginPopupModal', { tab: 'login' });
              else if (session.isAgent !== RESTRICTED_AGENT) void toggle(game, on).catch(() => undefined);
            }}
          />
        ))}
      </ul>
    </>
  );
}

/**
 * The VASSALAGE popup (docs/product/games.md#vendor-card-clicks): a vendor's game list over the page, searchable and paged,
 * each game launching as in the lobby. In `launch` mode (a vendor whose card is one game) it
 * launches that game at once instead, and shows only what went wrong, if anything.
 */
export default function VendorPopup({ category, card, mode, onClose }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const list = useGameList({
    gameType: '',
    vassalage: card.vendor,
    gameName: search.trim(),
    minBet: '',
    pageNo,
  });
  const favourites = useFavourites();
  const launch = useLaunch();
  const failed = useLaunchFirst(mode === 'launch', { vendor: card.vendor, launch: launch.launch });
  const notice = noticeOf(t, { problem: launch.problem, failed });

  if (mode === 'launch')
    return notice ? (
      <Dialog title={card.displayName} onClose={onClose} testId="vendor-launch">
        <p role="alert">{notice}</p>
      </Dialog>
    ) : null;

  const data = list.data;
  return (
    <Dialog title={card.displayName} onClose={onClose} width={960} testId="vendor-popup">
      <div className="lobby">
        {notice && (
          <p className="lobby__notice" role="alert">
            {notice}
          </p>
        )}
        <div className="lobby__filters">
          <label className="lobby__search">
            <span className="visually-hidden">{t('lobby.search')}</span>
            <input
              type="search"
              placeholder={t('lobby.search')}
              value={search}
              maxLength={64}
              onChange={(e) => {
                setSearch(e.target.value);
                setPageNo(1);
              }}
            />
          </label>
          <Link to={`${categoryRoute[category]}?vendor=${encodeURIComponent(card.vendor)}`} onClick={onClose}>
            {t('lobby.openLobby')}
          </Link>
        </div>
        {data && (
          <>
            <PopupGames data={data} launch={launch} fav={new Set(favourites.data?.nodeIds ?? [])} />
            <Pager page={data.pageNo} pages={data.totalPages} onChange={setPageNo} />
          </>
        )}
        {!data && <p aria-busy="true">{t('app.loading')}</p>}
      </div>
    </Dialog>
  );
}
