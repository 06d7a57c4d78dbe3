/**
 * How often a screen asks for the near draws again: while the previous draw waits for its result
 * (which no event may bring) and while it is being settled. Apart from the watching hooks
 * (watch.ts), since the near-draws read (api.ts) sits on the home page's path too.
 */
import type { NearDraws, PreviousDraw } from './types.ts';

/** States of a previous draw whose result or settlement is still to come. */
const PENDING_STATES = ['open', 'closed', 'drawn'];

/** The previous draw waits for its result (nobody opened a draw in state 'none': nothing to wait for). */
export const resultDue = (prev: PreviousDraw | null | undefined): prev is PreviousDraw =>
  !!prev && !prev.winNo && PENDING_STATES.includes(prev.state);

/** Its result is in and its tickets are being settled. */
export const settling = (prev: PreviousDraw | null | undefined): boolean => prev?.state === 'drawn';

/** How often a screen asks for the near draws again; `false` is never. */
export type NearCadence = { resultDueMs: number; settlingMs: number | false; idleMs: number | false };

export function nearPollMs(near: NearDraws | undefined, cadence: NearCadence): number | false {
  const prev = near?.previousNumero;
  if (settling(prev)) return cadence.settlingMs;
  return resultDue(prev) ? cadence.resultDueMs : cadence.idleMs;
}
