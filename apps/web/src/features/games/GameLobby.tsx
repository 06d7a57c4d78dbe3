import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { VendorCard } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { LazyImage } from '../../ui/LazyImage.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { useGameList, useRecentGames } from './api.ts';
import { ART_SIZE, GameCard } from './GameCard.tsx';
import { useGamePlay } from './useGamePlay.ts';
import './games.css';

/** Minimum-bet choices of the filter (major units); '' is any. */
const MIN_BETS = ['', '0.10', '1', '10', '100'] as const;
const ALL = 'all';

type Update = (changes: Record<string, string | null>) => void;
type Play = ReturnType<typeof useGamePlay>;

/**
 * The lobby's filters in the address (vendor, search, minimum bet, page), so back and forward
 * and a shared link keep them; `update` sets some and drops the empty ones.
 */
function useLobbyParams() {
  const [params, setParams] = useSearchParams();
  const update: Update = (changes) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: false },
    );
  return {
    vendor: params.get('vendor') ?? ALL,
    gameName: params.get('q') ?? '',
    minBet: params.get('minBet') ?? '',
    pageNo: Math.max(1, Number(params.get('page') ?? 1) || 1),
    update,
  };
}

/** Why the last launch or star did not go through, until dismissed. */
function LobbyNotice({ notice, onDismiss }: { notice: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <p className="lobby__notice" role="alert" data-testid="lobby-notice">
      {notice}
      <button
        type="button"
        className="lobby__notice-close"
        aria-label={t('common.close')}
        onClick={onDismiss}
      >
        ×
      </button>
    </p>
  );
}

/** The member's recent games of the category, as a strip of icons that launch them. */
function RecentStrip({ category, play }: { category: string; play: Play }) {
  const { t } = useTranslation();
  const recent = useRecentGames(category);
  if (!recent.data || recent.data.list.length === 0) return null;
  return (
    <section className="lobby__recent" aria-label={t('lobby.recent')}>
      <h2 className="lobby__subtitle">{t('lobby.recent')}</h2>
      <ul className="lobby__strip" data-testid="recent-games">
        {recent.data.list.map((g) => (
          <li key={g.nodeId}>
            <button type="button" onClick={() => void play.launch(g)} title={g.gameName}>
              <LazyImage
                src={g.iconUrl}
                fallback={g.defaultIcon}
                alt={g.gameName}
                width={ART_SIZE}
                height={ART_SIZE}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The category's vendors as tabs, 'all' first; choosing one starts again at page 1. */
function VendorTabs({ vendors, vendor, update }: { vendors: VendorCard[]; vendor: string; update: Update }) {
  const { t } = useTranslation();
  return (
    <div className="lobby__vendors" role="tablist" aria-label={t('lobby.vendors')} data-testid="vendor-tabs">
      {[{ vassalage: ALL, displayName: t('lobby.all'), smallIcon: '' }, ...vendors].map((v) => (
        <button
          key={v.vassalage}
          type="button"
          role="tab"
          aria-selected={v.vassalage === vendor}
          data-vendor={v.vassalage}
          className="lobby__vendor"
          onClick={() => update({ vendor: v.vassalage === ALL ? null : v.vassalage, page: null })}
        >
          {v.smallIcon && (
            <LazyImage
              src={v.smallIcon}
              fallback="/media/demo/game-default.svg"
              alt=""
              width={24}
              height={24}
            />
          )}
          <span>{v.displayName}</span>
        </button>
      ))}
    </div>
  );
}

/** The name search (applied after a short pause in typing, from page 1) and the minimum bet. */
function LobbyFilters({ gameName, minBet, update }: { gameName: string; minBet: string; update: Update }) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState(gameName);
  useEffect(() => {
    if (search === gameName) return;
    const timer = setTimeout(() => update({ q: search.trim(), page: null }), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is rebuilt each render
  }, [search, gameName]);
  return (
    <form className="lobby__filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <label className="lobby__search">
        <span className="visually-hidden">{t('lobby.search')}</span>
        <input
          type="search"
          name="q"
          placeholder={t('lobby.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={64}
          data-testid="lobby-search"
        />
      </label>
      <label className="lobby__minbet" htmlFor={`${id}-minbet`}>
        <span>{t('lobby.minBetFilter')}</span>
        <select
          id={`${id}-minbet`}
          value={minBet}
          onChange={(e) => update({ minBet: e.target.value, page: null })}
          data-testid="lobby-minbet"
        >
          {MIN_BETS.map((m) => (
            <option key={m} value={m}>
              {m === '' ? t('lobby.any') : t('lobby.upTo', { amount: m })}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}

/** A page of the filtered games (42 a page), their count and the pager; or why there are none. */
function GamesPage({
  list,
  play,
  update,
}: {
  list: ReturnType<typeof useGameList>;
  play: Play;
  update: Update;
}) {
  const { t } = useTranslation();
  // A page of cards is the lobby's biggest render: a deferred update, done in slices.
  const data = useDeferredValue(list.data);
  return (
    <>
      {list.isError && (
        <p role="alert" className="lobby__empty">
          {errorText(t, list.error)}{' '}
          <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
            {t('lobby.retry')}
          </button>
        </p>
      )}
      {data && (
        <>
          <p className="lobby__count" data-testid="lobby-count">
            {t('lobby.count', { count: data.totalCount })}
          </p>
          {data.games.length === 0 ? (
            <p className="lobby__empty" data-testid="lobby-empty">
              {t('lobby.empty')}
            </p>
          ) : (
            <ul className="game-grid" data-testid="game-grid" aria-busy={list.isFetching}>
              {data.games.map((g) => (
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
          )}
          <Pager page={data.pageNo} pages={data.totalPages} onChange={(p) => update({ page: String(p) })} />
        </>
      )}
      {!data && !list.isError && (
        <p className="lobby__empty" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

/**
 * A game lobby (/rng, /pvp, /live, /fish, /sports, /esports, /inhouse; docs/product/games.md#lobbies): the
 * category's vendors as tabs ('all' first), a name search and a minimum-bet filter, 42 games a
 * page with hot and new badges and a favourite star, and the member's recent games. Choosing
 * 'all' or a vendor starts again at page 1. The filters live in the address,
 * so back and forward and a shared link keep them.
 */
export function GameLobby({ category, vendors }: { category: string; vendors: VendorCard[] }) {
  const { vendor, gameName, minBet, pageNo, update } = useLobbyParams();
  const list = useGameList({
    gameType: category,
    vassalage: vendor === ALL ? '' : vendor,
    gameName,
    minBet,
    pageNo,
  });
  const play = useGamePlay();
  return (
    <div className="lobby" data-category={category}>
      <LobbyNotice notice={play.notice} onDismiss={play.dismiss} />
      <RecentStrip category={category} play={play} />
      <VendorTabs vendors={vendors} vendor={vendor} update={update} />
      <LobbyFilters gameName={gameName} minBet={minBet} update={update} />
      <GamesPage list={list} play={play} update={update} />
    </div>
  );
}
