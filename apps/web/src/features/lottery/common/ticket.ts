/**
 * The ticket request both lottery screens send (POST /lgw/lottery/tickets): a selection on a
 * pinned draw, its request id (a retry is the same ticket) and, optionally, a chase.
 */
import { centsText } from '../../../lib/money.ts';
import type { TicketBody } from '../client/types.ts';

/** The same tickets on the next draws, optionally stopping after a win. */
export type Chase = { draws: number; stopOnWin: boolean };

export type Placement = { numero: string; requestId: string; chase: Chase | null };

/** What is bet; the unit and prize series only where the screen lets the member choose them. */
export type TicketBet = {
  gameCode: string;
  playId: string;
  selection: number[][];
  multiplier: number;
  unitMinor?: bigint;
  series?: number;
};

export function ticketBody(bet: TicketBet, placement: Placement): TicketBody {
  const { numero, requestId, chase } = placement;
  return {
    gameCode: bet.gameCode,
    numero,
    playId: bet.playId,
    selection: bet.selection,
    ...(bet.unitMinor === undefined ? {} : { unit: centsText(bet.unitMinor) }),
    multiplier: bet.multiplier,
    ...(bet.series === undefined ? {} : { series: bet.series }),
    requestId,
    ...(chase ? { chase } : {}),
  };
}
