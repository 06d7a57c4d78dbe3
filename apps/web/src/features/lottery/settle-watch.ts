import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Game } from '@lotto/contracts/lottery/games';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { lotteryKeys, useTickets } from './api.ts';

/**
 * Watches my tickets of the game (the query polls while one waits for a result): when one leaves
 * "open" (settled, cancelled by a chase that won, refunded), the balance, the results and the
 * trends are read again. This covers results no event announced, such as an official draw the
 * operator entered from another process.
 */
export function useSettleWatch(game: Game, draw: Draw): void {
  const gameCode = game.code;
  const client = useQueryClient();
  const tickets = useTickets(gameCode, draw, game.source === 'import').data;
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
