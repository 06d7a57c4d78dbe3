/**
 * What the lottery screen changes: placing the cart (one ticket per item, each with its request
 * id so a retry never places twice), cancelling a ticket before close, and the favourites.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { openModal } from '../../lib/modals.ts';
import { useMemberInfo } from '../../lib/queries/member.ts';
import { useSession } from '../../lib/session.ts';
import { lotteryKeys } from './api.ts';
import { ticketBody, type CartItem } from './cart.ts';
import { readLocalFavourites, toggled, writeLocalFavourites } from './lottfav.ts';
import type { PlaceValue, Ticket } from './types.ts';

export type Placement = {
  numero: string;
  chase: { draws: number; stopOnWin: boolean } | null;
  /** Request id per cart item key, made when the member confirms and kept for a retry. */
  requestIds: Record<string, string>;
};

/** After money moved: the header balance and money pages, and my tickets, read again. */
export const useAfterMoney = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ queryKey: lotteryKeys.tickets });
  };
};

/** A refusal part-way through the cart: the keys (and tickets) that went through before it. */
export class PlaceError extends Error {
  readonly placed: string[];
  readonly tickets: number;
  constructor(cause: unknown, placed: string[], tickets: number) {
    super('placement refused', { cause });
    this.placed = placed;
    this.tickets = tickets;
  }
}

/**
 * Places the items one by one and answers the tickets made (a chase makes one per draw); stops
 * at the first refusal and throws it with what went through, so the cart keeps only the rest.
 */
export async function placeItems(items: readonly CartItem[], p: Placement): Promise<number> {
  const placed: string[] = [];
  let tickets = 0;
  for (const item of items) {
    const requestId = p.requestIds[item.key]!;
    try {
      const body = ticketBody(item, { numero: p.numero, requestId, chase: p.chase });
      tickets += (await apiSend('POST', '/lgw/lottery/tickets', body, shape<PlaceValue>())).tickets.length;
      placed.push(item.key);
    } catch (error) {
      throw new PlaceError(error, placed, tickets);
    }
  }
  return tickets;
}

export const cancelTicket = (ticketId: number) =>
  apiSend('POST', `/lgw/lottery/tickets/${ticketId}/cancel`, {}, shape<Ticket>());

/** LOTTFAV: the server's list, shown from local storage until it answers and mirrored there. */
export function useFavourites() {
  const session = useSession();
  const client = useQueryClient();
  // A session signed in by link token has no account name stored: the member info has it.
  const user = useMemberInfo().data?.account ?? session?.account ?? '';
  const mirror = (codes: readonly string[]) => {
    if (user) writeLocalFavourites(user, codes);
  };
  const key = [...lotteryKeys.favourites, session?.token];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet('/lgw/lottery/favourites', shape<string[]>(), { signal }),
    enabled: session !== null,
    placeholderData: session && user ? readLocalFavourites(user) : undefined,
    retry: false,
  });
  const codes = session ? (query.data ?? []) : [];
  useEffect(() => {
    if (session && user && query.isSuccess && !query.isPlaceholderData)
      writeLocalFavourites(user, query.data);
  }, [session, user, query.isSuccess, query.isPlaceholderData, query.data]);

  /** Favourites need login (SPEC section 5): a guest gets the login modal. */
  const toggle = async (gameCode: string) => {
    if (!session) {
      openModal('loginPopupModal', { tab: 'login' });
      return;
    }
    const next = toggled(codes, gameCode);
    client.setQueryData(key, next);
    mirror(next);
    try {
      const path = next.includes(gameCode) ? '/lgw/lottery/favourites' : '/lgw/lottery/favourites/remove';
      const saved = await apiSend('POST', path, { gameCode }, shape<string[]>());
      client.setQueryData(key, saved);
      mirror(saved);
    } catch {
      await client.invalidateQueries({ queryKey: key });
    }
  };
  return { codes, toggle, error: query.error };
}
