/**
 * The VN lottery's reads (SPEC section 7): the brand's SEA games, a game's play menu, the draw
 * taking bets and the one before it, results, the numeros open for chases, the member's tickets
 * and recently played games. Each near-draw answer also sets the page's server clock.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
// Types only: the zod schemas stay out of the browser (lib/api.ts `shape`).
import type {
  Ticket,
  zHistoryValue,
  zLotteryGamesValue,
  zNearDrawsValue,
  zOpenedValue,
  zPlayMenuValue,
} from '@lotto/contracts';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, shape } from '../../lib/api.ts';
import { RESTRICTED_AGENT, useSession } from '../../lib/session.ts';
import { syncClockFromNear } from './events.ts';
import { vnGameInfo } from './games.ts';

export type LotteryGame = ReturnType<(typeof zLotteryGamesValue)['parse']>[number];
export type PlayMenu = ReturnType<(typeof zPlayMenuValue)['parse']>[number];
export type NearDraws = ReturnType<(typeof zNearDrawsValue)['parse']>;
export type DrawResult = ReturnType<(typeof zHistoryValue)['parse']>['content'][number];
export type OpenedDraw = ReturnType<(typeof zOpenedValue)['parse']>[number];
export type { Ticket };

export const HISTORY_COUNT = 20;
/** SPEC section 9: the VN numero list asks for 100. */
export const OPENED_COUNT = 100;

export const vnKeys = {
  near: (gameCode: string) => ['vnlottery', 'near', gameCode] as const,
  history: (gameCode: string) => ['vnlottery', 'history', gameCode] as const,
  tickets: ['vnlottery', 'tickets'] as const,
  recent: ['vnlottery', 'recent'] as const,
  favourites: ['vnlottery', 'favourites'] as const,
};

/** Signed-in members that may bet (a restricted account, isAgent 4, may not). */
export const usePlayer = () => {
  const session = useSession();
  return session && session.isAgent !== RESTRICTED_AGENT ? session : null;
};

/** The brand's Vietnamese games (prize mode SEA). */
export const useVnGames = () => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['vnlottery', 'games', lang],
    queryFn: ({ signal }) =>
      apiGet('/lgw/lottery/games', shape<LotteryGame[]>(), { query: { prizeMode: 'SEA' }, signal }),
    select: (games) => games.filter((g) => vnGameInfo(g.gameCode) !== undefined),
    staleTime: 5 * 60_000,
  });
};

export const usePlayMenu = (gameCode: string) => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['vnlottery', 'menu', gameCode, lang],
    queryFn: ({ signal }) =>
      apiGet('/lgw/vn/games/game_menu', shape<PlayMenu[]>(), { query: { gameCode }, signal }),
    select: (menus) => menus[0],
    staleTime: 5 * 60_000,
  });
};

/** States of a previous draw whose result or settlement is still to come. */
export const PENDING = ['open', 'closed', 'drawn'];

/**
 * How often to ask again: while the previous draw waits for its result it is polled (an official
 * result may be entered on another node or by the CLI, which this node's events stream does not
 * hear), a drawn one being settled more often; otherwise once a minute to keep the clock honest.
 */
export function nearRefetchMs(near: NearDraws | undefined, fast: boolean): number {
  const state = near?.previousNumero?.state;
  if (state === 'drawn') return 2_000;
  if (state && PENDING.includes(state)) return fast ? 5_000 : 15_000;
  return 60_000;
}

export const useNearDraw = (gameCode: string) => {
  const fast = vnGameInfo(gameCode)?.fast ?? true;
  return useQuery({
    queryKey: vnKeys.near(gameCode),
    queryFn: async ({ signal }) => {
      const near = await apiGet('/lotto/lgw/games/opened/numero', shape<NearDraws>(), {
        query: { gameCode },
        signal,
      });
      syncClockFromNear(near.currentNumero.closeTime, near.currentNumero.remainTime);
      return near;
    },
    refetchInterval: (q) => nearRefetchMs(q.state.data, fast),
  });
};

/** Results, newest first; asked again whenever the previous draw's result or state changes. */
export const useHistory = (gameCode: string, near: NearDraws | undefined) => {
  const prev = near?.previousNumero;
  return useQuery({
    queryKey: [...vnKeys.history(gameCode), prev?.numero, prev?.winNo ?? null],
    queryFn: ({ signal }) =>
      apiGet('/lgw/lottery/history', shape<{ content: DrawResult[] }>(), {
        query: { gameCode, count: HISTORY_COUNT },
        signal,
      }),
    select: (v) => v.content,
    placeholderData: keepPreviousData,
  });
};

/** The numeros a chase can cover, the one taking bets first. */
export const useOpenedDraws = (gameCode: string) =>
  useQuery({
    queryKey: ['vnlottery', 'opened', gameCode],
    queryFn: ({ signal }) =>
      apiGet('/lgw/vn/numeros/opened/game', shape<OpenedDraw[]>(), {
        query: { gameCode, count: OPENED_COUNT },
        signal,
      }),
    staleTime: 30_000,
  });

/** Games the member bet on lately (GET /lgw/vn/games/game_menu/recent). */
export const useRecentGames = () => {
  const player = usePlayer();
  const lang = useLangCode();
  return useQuery({
    queryKey: [...vnKeys.recent, player?.token, lang],
    queryFn: ({ signal }) => apiGet('/lgw/vn/games/game_menu/recent', shape<LotteryGame[]>(), { signal }),
    enabled: player !== null,
    retry: false,
  });
};

const SETTLED = new Set(['won', 'lost', 'cancelled', 'refunded']);

/**
 * The member's tickets on a game, asked again when its previous draw changes state (drawn, then
 * settled). A ticket that settles moved money, so the header balance and records read again.
 */
export const useTickets = (gameCode: string, near: NearDraws | undefined) => {
  const player = usePlayer();
  const client = useQueryClient();
  const prev = near?.previousNumero;
  const query = useQuery({
    queryKey: [...vnKeys.tickets, player?.token, gameCode, prev?.numero, prev?.state],
    queryFn: ({ signal }) =>
      apiGet('/lgw/lottery/tickets', shape<Ticket[]>(), { query: { gameCode, pageSize: 30 }, signal }),
    enabled: player !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const open = useRef(new Set<number>());
  useEffect(() => {
    const tickets = query.data ?? [];
    if (tickets.some((t) => open.current.has(t.ticketId) && SETTLED.has(t.status)))
      void client.invalidateQueries({ queryKey: ['wallet'] });
    open.current = new Set(tickets.filter((t) => t.status === 'open').map((t) => t.ticketId));
  }, [query.data, client]);
  return query;
};
