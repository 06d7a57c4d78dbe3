/**
 * Placing the VN slip: one idempotent ticket per line on the draw the slip shows (a draw that has
 * closed is refused, not moved on). A guest gets the login modal; a restricted account (isAgent
 * 4) the real-account notice.
 */
import { usePlaceTickets } from '../client/actions.ts';
import { useGate } from '../../../lib/session.ts';
import type { PlaceValue } from '../client/types.ts';
import { ticketBody, type Chase } from '../common/ticket.ts';
import type { CartLine } from './cart.ts';

/**
 * A placed line leaves the slip; on a failure the rest stay, each with its request id, so
 * pressing again never places a line twice.
 */
export function usePlaceSlip(onPlaced: (line: CartLine, value: PlaceValue) => void) {
  const gate = useGate();
  const placing = usePlaceTickets();
  const place = ({
    lines,
    numero,
    chase,
  }: {
    lines: readonly CartLine[];
    numero: string;
    chase: Chase;
  }): Promise<boolean> =>
    !gate.allow()
      ? Promise.resolve(false)
      : placing.place({
          items: lines,
          bodyOf: (line) =>
            ticketBody(
              {
                gameCode: line.gameCode,
                playId: line.playId,
                selection: [line.numbers],
                multiplier: line.points,
              },
              { numero, requestId: line.requestId, chase: chase.draws > 1 ? chase : null },
            ),
          onPlaced,
        });
  return { place, busy: placing.busy, error: placing.error, restricted: gate.restricted };
}
