/**
 * The lottery screen's reads (issue 7): games, play menu, near draws, results, trends, opened
 * numeros for chases, my tickets and the verifier. Keys start with 'lottery' so one event can
 * refresh what a draw changed.
 */
import { useQuery } from '@tanstack/react-query';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, shape } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { serverNow, syncFromRemain } from './clock.ts';
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

export const lotteryKeys = {
  near: (code: string) => ['lottery', 'near', code] as const,
  history: (code: string) => ['lottery', 'history', code] as const,
  trends: (code: string) => ['lottery', 'trends', code] as const,
  tickets: ['lottery', 'tickets'] as const,
  favourites: ['lottery', 'favourites'] as const,
};

export const useGames = () => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['lottery', 'games', lang],
    queryFn: ({ signal }) => apiGet('/lgw/lottery/games', shape<LotteryGame[]>(), { signal }),
    staleTime: 5 * 60_000,
  });
};

export const useMenu = (gameCode: string) => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['lottery', 'menu', gameCode, lang],
    queryFn: ({ signal }) =>
      apiGet('/lgw/vn/games/game_menu', shape<PlayMenu>(), { query: { gameCode }, signal }),
    staleTime: 5 * 60_000,
  });
};

/** The draw taking bets (its commitment) and the one before it; also sets the server clock. */
export const useNear = (gameCode: string) =>
  useQuery({
    queryKey: lotteryKeys.near(gameCode),
    queryFn: async ({ signal }) => {
      const v = await apiGet('/lotto/lgw/games/opened/numero', shape<NearDraws>(), {
        query: { gameCode },
        signal,
      });
      syncFromRemain(v.currentNumero.closeTime, v.currentNumero.remainTime);
      return v;
    },
    // An official result the operator enters reaches no event stream: look again while one is due.
    refetchInterval: (q) => {
      const prev = q.state.data?.previousNumero;
      return prev && prev.state !== 'none' && prev.winNo === null ? 10_000 : false;
    },
  });

export const useHistory = (gameCode: string, count = 20) =>
  useQuery({
    queryKey: [...lotteryKeys.history(gameCode), count],
    queryFn: ({ signal }) =>
      apiGet('/lgw/lottery/history', shape<History>(), { query: { gameCode, count }, signal }),
  });

export const useTrends = (gameCode: string, count: number) =>
  useQuery({
    queryKey: [...lotteryKeys.trends(gameCode), count],
    queryFn: ({ signal }) =>
      apiGet('/lgw/lottery/trends', shape<Trends>(), { query: { gameCode, count }, signal }),
  });

/** The numeros a chase of `count` draws covers, from the one taking bets. */
export const useOpened = (gameCode: string, count: number, from: string, enabled: boolean) =>
  useQuery({
    queryKey: ['lottery', 'opened', gameCode, count, from],
    queryFn: ({ signal }) =>
      apiGet('/lgw/vn/numeros/opened/game', shape<Opened>(), { query: { gameCode, count }, signal }),
    enabled,
  });

/**
 * My tickets of a game. While one waits for a result that no event announced (an official draw,
 * or a settlement that finished after the result event), they are read again: every few seconds
 * once its draw time has passed (official results, entered by hand, every 10 s), every 30 s while
 * the closed draw still waits for its draw time (an official lock window lasts up to 30 minutes).
 */
export const useTickets = (gameCode: string, draw: Draw, official: boolean) => {
  const session = useSession();
  return useQuery({
    queryKey: [...lotteryKeys.tickets, session?.token, gameCode],
    queryFn: ({ signal }) =>
      apiGet('/lgw/lottery/tickets', shape<Ticket[]>(), { query: { gameCode, pageSize: 30 }, signal }),
    enabled: session !== null,
    retry: false,
    refetchInterval: (q) => {
      if (!q.state.data?.some((t) => t.status === 'open' && t.numero < draw.numero)) return false;
      // the draw before the current one is drawn at the current one's open time
      if (serverNow() < draw.openTime) return 30_000;
      return official ? 10_000 : 3000;
    },
  });
};

export const useVerify = (gameCode: string, numero: string | null) =>
  useQuery({
    queryKey: ['lottery', 'verify', gameCode, numero],
    queryFn: ({ signal }) =>
      apiGet('/lgw/lottery/verify', shape<Verification>(), {
        query: { gameCode, numero: numero ?? '' },
        signal,
      }),
    enabled: numero !== null,
    retry: false,
    staleTime: Infinity,
  });
