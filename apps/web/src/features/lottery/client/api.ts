/**
 * The lottery endpoints' reads for every lottery screen (issue 7, docs/product/lottery.md#calls): games, play
 * menu, near draws, results, trends, the numeros open for chases, my tickets, recently played
 * games and the verifier. Keys come from `lotteryKeys`, so both screens share one cache.
 */
import { useQuery } from '@tanstack/react-query';
import { lotteryApi } from '@lotto/contracts/lottery/api';
import { useLangCode } from '../../../i18n/useLangCode.ts';
import { apiGet, shape } from '../../../lib/api.ts';
import { usePlayer, useSession } from '../../../lib/session.ts';
import { syncFromRemain } from './clock.ts';
import { lotteryKeys } from './keys.ts';
import { nearPollMs, type NearCadence } from './cadence.ts';
import type {
  History,
  LotteryGame,
  NearDraws,
  Opened,
  PlayMenu,
  Ticket,
  Trends,
  Verification,
} from './types.ts';

/** Results a screen lists. */
export const HISTORY_COUNT = 20;
/** Tickets a screen lists, newest first. */
const TICKETS_PAGE = 30;

/** The brand's lottery games, of one prize mode when given (SEA: the Vietnamese ones). */
export function useLotteryGames<T = LotteryGame[]>(prizeMode?: string, select?: (games: LotteryGame[]) => T) {
  const lang = useLangCode();
  return useQuery({
    queryKey: lotteryKeys.games(lang, prizeMode ?? null),
    queryFn: ({ signal }) =>
      apiGet(lotteryApi.games, { schema: shape<LotteryGame[]>(), query: { prizeMode }, signal }),
    select,
    staleTime: 5 * 60_000,
  });
}

/** A game's play menu, one entry per prize mode. */
export function usePlayMenu<T = PlayMenu>(gameCode: string, select?: (menu: PlayMenu) => T) {
  const lang = useLangCode();
  return useQuery({
    queryKey: lotteryKeys.menu(gameCode, lang),
    queryFn: ({ signal }) =>
      apiGet(lotteryApi.gameMenu, { schema: shape<PlayMenu>(), query: { gameCode }, signal }),
    select,
    staleTime: 5 * 60_000,
  });
}

/**
 * The draw taking bets (its commitment) and the one before it; each answer also sets the server
 * clock. `cadence` is the screen's (see cadence.ts).
 */
export const useNearDraws = (gameCode: string, cadence: NearCadence) =>
  useQuery({
    queryKey: lotteryKeys.near(gameCode),
    queryFn: async ({ signal }) => {
      const near = await apiGet(lotteryApi.near, {
        schema: shape<NearDraws>(),
        query: { gameCode },
        signal,
      });
      syncFromRemain({
        closeTime: near.currentNumero.closeTime,
        remainSeconds: near.currentNumero.remainTime,
      });
      return near;
    },
    refetchInterval: (q) => nearPollMs(q.state.data, cadence),
  });

/** Results, newest first. */
export const useDrawHistory = (gameCode: string, count = HISTORY_COUNT) =>
  useQuery({
    queryKey: [...lotteryKeys.history(gameCode), count],
    queryFn: ({ signal }) =>
      apiGet(lotteryApi.history, { schema: shape<History>(), query: { gameCode, count }, signal }),
  });

export const useTrends = (gameCode: string, count: number) =>
  useQuery({
    queryKey: [...lotteryKeys.trends(gameCode), count],
    queryFn: ({ signal }) =>
      apiGet(lotteryApi.trends, { schema: shape<Trends>(), query: { gameCode, count }, signal }),
  });

/** The numeros a chase of `count` draws covers, from `from`, the one taking bets. */
export const useOpenedDraws = (
  gameCode: string,
  { count, from, enabled = true }: { count: number; from: string | undefined; enabled?: boolean },
) =>
  useQuery({
    queryKey: [...lotteryKeys.opened(gameCode), count, from],
    queryFn: ({ signal }) =>
      apiGet(lotteryApi.opened, { schema: shape<Opened>(), query: { gameCode, count }, signal }),
    enabled,
    staleTime: 30_000,
  });

/**
 * My tickets of a game, newest first. `enabled` says who may ask (a screen may leave out a
 * restricted account); `pollMs`, how often to look again while a settlement is due.
 */
export function useMyTickets(
  gameCode: string,
  options: { enabled?: boolean; pollMs?: (tickets: Ticket[] | undefined) => number | false } = {},
) {
  const session = useSession();
  const { enabled = true, pollMs } = options;
  return useQuery({
    queryKey: [...lotteryKeys.tickets, session?.token, gameCode],
    queryFn: ({ signal }) =>
      apiGet(lotteryApi.tickets, {
        schema: shape<Ticket[]>(),
        query: { gameCode, pageSize: TICKETS_PAGE },
        signal,
      }),
    enabled: session !== null && enabled,
    retry: false,
    refetchInterval: pollMs ? (q) => pollMs(q.state.data) : undefined,
  });
}

/** Games the member bet on lately (GET /lgw/vn/games/game_menu/recent). */
export const useRecentGames = () => {
  const player = usePlayer();
  const lang = useLangCode();
  return useQuery({
    queryKey: [...lotteryKeys.recent, player?.token, lang],
    queryFn: ({ signal }) => apiGet(lotteryApi.recent, { schema: shape<LotteryGame[]>(), signal }),
    enabled: player !== null,
    retry: false,
  });
};

/** The server's check of an in-house draw's commit-reveal. */
export const useVerify = (gameCode: string, numero: string | null) =>
  useQuery({
    queryKey: [...lotteryKeys.verify(gameCode), numero],
    queryFn: ({ signal }) =>
      apiGet(lotteryApi.verify, {
        schema: shape<Verification>(),
        query: { gameCode, numero: numero ?? '' },
        signal,
      }),
    enabled: numero !== null,
    retry: false,
    staleTime: Infinity,
  });
