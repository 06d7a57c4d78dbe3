/**
 * Server time on the page. A phone's clock may be minutes off, and the draw closes by the
 * server's clock, so countdowns run on the server's time: the `now` of each countdown event,
 * or the near-draws answer (close time less the seconds it said remain).
 */
import { useEffect, useState } from 'react';
import { bettingDraw, type Draw } from '@lotto/contracts/lottery/schedule';
import type { Game } from '@lotto/contracts/lottery/games';
import { createStore } from '../../lib/store.ts';

/** Server time minus this browser's, in ms. */
const offset = createStore(0);

/** Learns the server's time from a value it sent just now. */
export const syncServerTime = (serverNow: number, localNow: number = Date.now()): void =>
  offset.set(serverNow - localNow);

/**
 * The near-draws answer gives whole seconds to close (rounded up), so it places the server's
 * clock within a second; it only moves the offset when that is further off than the second.
 */
export function syncFromRemain(closeTime: number, remainSeconds: number, localNow: number = Date.now()) {
  const latest = closeTime - (remainSeconds - 1) * 1000;
  const earliest = closeTime - remainSeconds * 1000;
  const estimate = localNow + offset.get();
  if (estimate < earliest || estimate > latest) offset.set(earliest + 500 - localNow);
}

export const serverNow = (): number => Date.now() + offset.get();

/** Server time, re-rendering every `everyMs` and whenever the offset changes. */
export function useServerNow(everyMs = 1000): number {
  const off = offset.use();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    tick();
    const id = setInterval(tick, everyMs);
    return () => clearInterval(id);
  }, [everyMs, off]);
  return now;
}

/**
 * The draw taking bets by the server's clock, from the same schedule the server computes; a
 * component using it re-renders only when the draw changes, not every second.
 */
export function useBettingDraw(game: Game): Draw {
  const off = offset.use();
  const [draw, setDraw] = useState(() => bettingDraw(game, serverNow()));
  useEffect(() => {
    const check = () =>
      setDraw((prev) => {
        const next = bettingDraw(game, serverNow());
        return next.numero === prev.numero ? prev : next;
      });
    check();
    const id = setInterval(check, 500);
    return () => clearInterval(id);
  }, [game, off]);
  return draw;
}

export type Phase = 'open' | 'locked' | 'drawing';

/** Where a draw stands: taking bets, closed and waiting for its draw time, or past it. */
export const phaseOf = (now: number, draw: { closeTime: number; drawTime: number }): Phase =>
  now < draw.closeTime ? 'open' : now < draw.drawTime ? 'locked' : 'drawing';

const two = (n: number) => String(n).padStart(2, '0');

/** "mm:ss", "hh:mm:ss", or "Nd hh:mm:ss" for a daily game days away; whole seconds rounded up. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (days > 0) return `${days}d ${two(h)}:${two(m)}:${two(s)}`;
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** A draw time as local "HH:mm" (the results board and the chase list). */
export function clockText(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
}
