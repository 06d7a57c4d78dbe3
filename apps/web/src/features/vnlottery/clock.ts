/**
 * Server time on the page: countdowns run on the server's clock (its `now` in the SSE countdown
 * events and the near draw's `remainTime`), not the phone's, which may be minutes off.
 */

/** Milliseconds to add to Date.now() to get the server's time. */
export const offsetFrom = (serverNow: number, localNow: number): number => serverNow - localNow;

/** The offset a near-draw answer implies: close time less the seconds left, against our clock. */
export const offsetFromRemain = (closeTime: number, remainSeconds: number, localNow: number): number =>
  closeTime - remainSeconds * 1000 - localNow;

/** Whole seconds left until `at` on the server's clock, never below 0. */
export const secondsLeft = (at: number, offsetMs: number, localNow: number): number =>
  Math.max(0, Math.ceil((at - (localNow + offsetMs)) / 1000));

const two = (n: number) => String(n).padStart(2, '0');

/** 75 -> "01:15"; 3725 -> "01:02:05"; a day and more -> "1d 02:03:04". */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const hms = h > 0 || days > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}

/** A draw time in the game's own zone (Vietnam UTC+7): "18:15 20/07". */
export function localTimeText(ms: number, utcOffsetMinutes: number): string {
  const d = new Date(ms + utcOffsetMinutes * 60_000);
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())} ${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}`;
}
