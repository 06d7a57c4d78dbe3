/** How long ago a win was, in the largest whole unit: just now (under a minute), minutes, hours, days. */
export type Ago = { unit: 'justNow' } | { unit: 'minutes' | 'hours' | 'days'; n: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function agoOf(at: number, now: number): Ago {
  const past = Math.max(0, now - at);
  if (past < MINUTE) return { unit: 'justNow' };
  if (past < HOUR) return { unit: 'minutes', n: Math.floor(past / MINUTE) };
  if (past < DAY) return { unit: 'hours', n: Math.floor(past / HOUR) };
  return { unit: 'days', n: Math.floor(past / DAY) };
}

/** The board asks again every 45 s: the server reads the board at most every 30 s. */
export const WINNERS_REFRESH_MS = 45_000;
/** Rows the home page shows. */
export const WINNERS_SHOWN = 6;
