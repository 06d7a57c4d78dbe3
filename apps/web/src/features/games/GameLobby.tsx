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

/**
 * A game lobby (SPEC section 2: /rng, /pvp, /live, /fish, /sports, /esports, /inhouse): the
 * category's vendors as tabs ('all' first), a name search and a minimum-bet filter, 42 games a
 * page with hot and new badges and a favourite star, and the member's recent games. Choosing
 * 'all' or a vendor starts again at page 1 (SPEC section 4). The filters live in the address,
 * so back and forward and a shared link keep them.
 */
export function GameLobby({ category, vendors }: { category: string; vendors: VendorCard[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const vendor = params.get('vendor') ?? ALL;
  const gameName = params.get('q') ?? '';
  const minBet = params.get('minBet') ?? '';
  const pageNo = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [search, setSearch] = useState(gameName);
  const list = useGameList({
    gameType: category,
    vassalage: vendor === ALL ? '' : vendor,
    gameName,
    minBet,
    pageNo,
  });
  const recent = useRecentGames(category);
  const play = useGamePlay();
  const { launch, busy, notice } = play;

  const update = (changes: Record<string, string | null>) =>
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

  // The search applies after a short pause in typing, and starts again at page 1.
  useEffect(() => {
    if (search === gameName) return;
    const timer = setTimeout(() => update({ q: search.trim(), page: null }), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is rebuilt each render
  }, [search, gameName]);

  // A page of cards is the lobby's biggest render: a deferred update, done in slices.
  const data = useDeferredValue(list.data);
  return (
    <div className="lobby" data-category={category}>
      {notice && (
        <p className="lobby__notice" role="alert" data-testid="lobby-notice">
          {notice}
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
      {recent.data && recent.data.list.length > 0 && (
        <section className="lobby__recent" aria-label={t('lobby.recent')}>
          <h2 className="lobby__subtitle">{t('lobby.recent')}</h2>
          <ul className="lobby__strip" data-testid="recent-games">
            {recent.data.list.map((g) => (
              <li key={g.nodeId}>
                <button type="button" onClick={() => void launch(g)} title={g.gameName}>
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
      )}
      <div
        className="lobby__vendors"
        role="tablist"
        aria-label={t('lobby.vendors')}
        data-testid="vendor-tabs"
      >
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
                  launching={busy === g.nodeId}
                  onLaunch={(game) => void launch(game)}
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
    </div>
  );
}
