/**
 * The lottery screen's cadence over the shared lottery client (../client): the near draws are
 * asked again every 10 s while the previous draw's result is due, and my tickets by where their
 * draw stands (decision 015), since an official result the operator enters brings no event.
 */
import type { Game } from '@lotto/contracts/lottery/games';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { useMyTickets, useNearDraws } from '../client/api.ts';
import { serverNow } from '../client/clock.ts';
import type { Ticket } from '../client/types.ts';
import type { NearCadence } from '../client/cadence.ts';

const NEAR_CADENCE: NearCadence = { resultDueMs: 10_000, settlingMs: false, idleMs: false };

export const useNear = (gameCode: string) => useNearDraws(gameCode, NEAR_CADENCE);

/**
 * While a ticket of mine waits on a draw before the one taking bets: every few seconds once its
 * draw time has passed (official results, entered by hand, every 10 s), every 30 s while the
 * closed draw still waits for its draw time (an official lock window lasts up to 30 minutes).
 */
export function ticketPollMs(
  tickets: Ticket[] | undefined,
  { draw, official }: { draw: Draw; official: boolean },
): number | false {
  if (!tickets?.some((t) => t.status === 'open' && t.numero < draw.numero)) return false;
  // the draw before the current one is drawn at the current one's open time
  if (serverNow() < draw.openTime) return 30_000;
  return official ? 10_000 : 3000;
}

/** My tickets of the game, polled while one waits for a result that no event may announce. */
export const useTickets = (game: Game, draw: Draw) =>
  useMyTickets(game.code, {
    pollMs: (tickets) => ticketPollMs(tickets, { draw, official: game.source === 'import' }),
  });
