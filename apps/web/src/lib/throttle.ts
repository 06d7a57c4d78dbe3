import { useEffect, useState } from 'react';

/**
 * SMS sends and captcha refreshes are allowed at most once per 1000 ms (docs/product/shell-and-routes.md#interface-constants).
 * Returns a gate: true when the action may run now (and starts the next interval).
 */
export const THROTTLE_MS = 1000;

export function createThrottle(ms = THROTTLE_MS, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

/** Whole seconds left until `until` (ms since epoch), never negative. */
export const secondsLeft = (until: number, now: number): number =>
  Math.max(0, Math.ceil((until - now) / 1000));

/** Seconds left until `until`, re-rendering every second while it runs; 0 when there is none. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = until === null ? 0 : secondsLeft(until, now);
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    };
    const first = setTimeout(tick, 0); // the clock may have moved on since the last render
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return left;
}
