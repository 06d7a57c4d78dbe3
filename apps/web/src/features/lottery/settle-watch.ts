import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { lotteryKeys, useTickets } from './api.ts';

/**
 * Watches my tickets of the game (the query polls while one waits for a result): when one leaves
 * "open" (settled, cancelled by a chase that won, refunded), the balance, the results and the
 * trends are read again. This covers results no event announced, such as an official draw the
 * operator entered from another process.
 */
export function useSettleWatch(gameCode: string, currentNumero: string): void {
  const client = useQueryClient();
  const tickets = useTickets(gameCode, currentNumero).data;
  const open = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!tickets) return;
    const now = new Set(tickets.filter((t) => t.status === 'open').map((t) => t.ticketId));
    const before = open.current;
    open.current = now;
    if (!before || ![...before].some((id) => !now.has(id))) return;
    void client.invalidateQueries({ queryKey: ['wallet'] });
    for (const key of [
      lotteryKeys.near(gameCode),
      lotteryKeys.history(gameCode),
      lotteryKeys.trends(gameCode),
    ])
      void client.invalidateQueries({ queryKey: key });
  }, [tickets, client, gameCode]);
}
