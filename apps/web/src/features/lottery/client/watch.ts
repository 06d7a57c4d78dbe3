/**
 * Watching for results and settlements that no event announced. An official result entered by
 * the operator CLI, or on another node, reaches no events stream of this node, so the screens
 * poll the near draws while a result is due, and what a draw changes reads again when the
 * previous draw moves on or when one of my tickets leaves "open".
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { lotteryKeys } from './keys.ts';
import type { NearDraws, Ticket } from './types.ts';

/** A draw of the game changed: its near draws, results and trends read again. */
export function refreshDraw(client: QueryClient, gameCode: string): void {
  for (const key of [lotteryKeys.near(gameCode), lotteryKeys.history(gameCode), lotteryKeys.trends(gameCode)])
    void client.invalidateQueries({ queryKey: key });
}

/**
 * When the near draws say the previous draw moved on (a new one, its result, its settlement),
 * the results, trends and my tickets read again; the first answer changes nothing.
 */
export function useFollowPrevious(gameCode: string, near: NearDraws | undefined): void {
  const client = useQueryClient();
  const prev = near?.previousNumero;
  const seen = prev ? `${prev.numero}|${prev.winNo ?? ''}|${prev.state}` : undefined;
  const last = useRef(seen);
  useEffect(() => {
    if (seen === undefined || seen === last.current) return;
    const first = last.current === undefined;
    last.current = seen;
    if (first) return;
    for (const key of [lotteryKeys.history(gameCode), lotteryKeys.trends(gameCode)])
      void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: lotteryKeys.tickets });
  }, [seen, gameCode, client]);
}

/**
 * Watches my tickets of a game: when one leaves "open" (settled, cancelled by a chase that won,
 * refunded), money moved, so the balance and money pages read again, and so does the draw.
 */
export function useSettleWatch(gameCode: string, tickets: readonly Ticket[] | undefined): void {
  const client = useQueryClient();
  const open = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!tickets) return;
    const now = new Set(tickets.filter((t) => t.status === 'open').map((t) => t.ticketId));
    const before = open.current;
    open.current = now;
    if (!before || ![...before].some((id) => !now.has(id))) return;
    void client.invalidateQueries({ queryKey: ['wallet'] });
    refreshDraw(client, gameCode);
  }, [tickets, client, gameCode]);
}

/**
 * Results no event brought, on a game screen: what the previous draw (its near draws) or a
 * settled ticket of mine changed reads again.
 */
export function useResultWatch(
  gameCode: string,
  seen: { near: NearDraws | undefined; tickets: readonly Ticket[] | undefined },
) {
  useFollowPrevious(gameCode, seen.near);
  useSettleWatch(gameCode, seen.tickets);
}
