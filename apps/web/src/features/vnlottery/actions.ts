/**
 * What the member does: place the slip (one idempotent ticket per line), cancel an open ticket
 * before close, and keep favourites (LOTTFAV) on the server with a copy per username locally.
 * A guest gets the login modal; a restricted account (isAgent 4) the real-account notice.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PlaceValue, Ticket } from '@lotto/contracts';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { readFavourites, toggleFavourite, writeFavourites } from '../../lib/lottery-favourites.ts';
import { openModal } from '../../lib/modals.ts';
import { useMemberInfo } from '../../lib/queries/member.ts';
import { RESTRICTED_AGENT, useSession } from '../../lib/session.ts';
import { vnKeys } from './api.ts';
import type { CartLine } from './cart.ts';

/** A request id the server accepts (8-64 characters), fresh for each slip line. */
export function newRequestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** May this visitor act? Opens the login modal for a guest. */
export const useGate = () => {
  const session = useSession();
  const [restricted, setRestricted] = useState(false);
  const allow = () => {
    if (!session) {
      openModal('loginPopupModal', { tab: 'login' });
      return false;
    }
    if (session.isAgent === RESTRICTED_AGENT) {
      setRestricted(true);
      return false;
    }
    return true;
  };
  return { allow, restricted };
};

/**
 * After a bet or a refusal: the header balance, the records, my tickets and recent games read
 * again, and the draws (a "closed" refusal means another draw takes bets now).
 */
const useAfterBet = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['vnlottery', 'near'] });
    void client.invalidateQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ queryKey: vnKeys.tickets });
    void client.invalidateQueries({ queryKey: vnKeys.recent });
  };
};

export type Chase = { draws: number; stopOnWin: boolean };

/**
 * Places the slip line by line on `numero` (a draw that has closed is refused, not moved on).
 * A placed line leaves the slip; on a failure the rest stay, each with its request id, so
 * pressing again never places a line twice.
 */
export function usePlaceSlip(onPlaced: (line: CartLine, value: PlaceValue) => void) {
  const gate = useGate();
  const after = useAfterBet();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const place = async (lines: readonly CartLine[], numero: string, chase: Chase) => {
    if (inFlight.current || lines.length === 0 || !gate.allow()) return false;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      for (const line of lines) {
        const value = await apiSend(
          'POST',
          '/lgw/lottery/tickets',
          {
            gameCode: line.gameCode,
            numero,
            playId: line.playId,
            selection: [line.numbers],
            multiplier: line.points,
            requestId: line.requestId,
            ...(chase.draws > 1 ? { chase } : {}),
          },
          shape<PlaceValue>(),
        );
        onPlaced(line, value);
      }
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
      after();
    }
  };
  return { place, busy, error, restricted: gate.restricted, clearError: () => setError(null) };
}

export function useCancelTicket() {
  const after = useAfterBet();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const cancel = async (ticketId: number) => {
    setBusyId(ticketId);
    setError(null);
    try {
      await apiSend('POST', `/lgw/lottery/tickets/${ticketId}/cancel`, {}, shape<Ticket>());
    } catch (e) {
      setError(e);
    } finally {
      setBusyId(null);
      after();
    }
  };
  return { cancel, busyId, error };
}

/**
 * Favourite games: the server's list, shown at once from the local copy of this username and
 * written back to it whenever the server answers.
 */
export function useFavourites() {
  const session = useSession();
  const gate = useGate();
  const client = useQueryClient();
  const info = useMemberInfo();
  const player = session && session.isAgent !== RESTRICTED_AGENT ? session : null;
  // A session from a link (?token=) has no account name until the member info answers.
  const username = player ? player.account || (info.data?.account ?? '') : '';
  const key = [...vnKeys.favourites, player?.token];
  const query = useQuery<string[]>({
    queryKey: key,
    queryFn: ({ signal }) => apiGet('/lgw/lottery/favourites', shape<string[]>(), { signal }),
    enabled: player !== null,
    placeholderData: () => (username ? readFavourites(username) : undefined),
    retry: false,
  });
  const saved = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (username && saved) writeFavourites(username, saved);
  }, [username, saved]);
  const list = player ? (query.data ?? []) : [];
  const toggle = async (gameCode: string) => {
    if (!gate.allow()) return;
    const path = list.includes(gameCode) ? '/lgw/lottery/favourites/remove' : '/lgw/lottery/favourites';
    client.setQueryData(key, toggleFavourite(list, gameCode));
    try {
      client.setQueryData(key, await apiSend('POST', path, { gameCode }, shape<string[]>()));
    } catch {
      client.setQueryData(key, list);
    }
  };
  return { list, toggle, restricted: gate.restricted };
}
