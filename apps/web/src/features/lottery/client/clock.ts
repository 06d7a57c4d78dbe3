/**
 * Server time on the lottery screens. A phone's clock may be minutes off, and draws close by the
 * server's clock, so countdowns run on the server's time: the `now` of each countdown event of
 * the events stream, or, until the stream has spoken, a near-draws answer (close time less the
 * whole seconds it said remain).
 */
import { useEffect, useState } from 'react';
import type { Game } from '@lotto/contracts/lottery/games';
import { bettingDraw, type Draw } from '@lotto/contracts/lottery/schedule';
import { createStore } from '../../../lib/store.ts';

/** Server time minus this browser's, in ms; `fromEvents` once the events stream has set it. */
const offset = createStore({ ms: 0, fromEvents: false });

/** Learns the server's time from a countdown event (its `now`, sent just now). */
export const syncServerTime = (serverNow: number, localNow: number = Date.now()): void =>
  offset.set({ ms: serverNow - localNow, fromEvents: true });

/**
 * A near-draws answer gives whole seconds to close (rounded up), so it places the server's clock
 * within a second, later by however long the answer took: it only moves the offset when that is
 * further off than the second, and not at all once the events stream (more precise) has spoken.
 */
export function syncFromRemain(
  { closeTime, remainSeconds }: { closeTime: number; remainSeconds: number },
  localNow: number = Date.now(),
) {
  const { ms, fromEvents } = offset.get();
  if (fromEvents) return;
  const latest = closeTime - (remainSeconds - 1) * 1000;
  const earliest = closeTime - remainSeconds * 1000;
  const estimate = localNow + ms;
  if (estimate < earliest || estimate > latest) offset.set({ ms: earliest + 500 - localNow, fromEvents });
}

/**
 * Learns the server's time from an answer that carries it (`now`), asked at `sentAt` and read at
 * `receivedAt`: the server stamped it somewhere in between, so the midpoint is the best guess.
 * The events stream, when it has spoken, is more precise and is kept.
 */
export function syncFromAnswer(
  { serverTime, sentAt }: { serverTime: number; sentAt: number },
  receivedAt: number = Date.now(),
) {
  if (offset.get().fromEvents) return;
  offset.set({ ms: serverTime - (sentAt + receivedAt) / 2, fromEvents: false });
}

export const serverNow = (): number => Date.now() + offset.get().ms;

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

/**
 * "mm:ss", "hh:mm:ss", or "Nd hh:mm:ss" for a daily game days away; whole seconds rounded up,
 * as the server rounds `remainTime`, so a countdown reads 00:00 only once betting has closed.
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (days > 0) return `${days}d ${two(h)}:${two(m)}:${two(s)}`;
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** A draw time in this browser's zone, "HH:mm" (the chase list). */
export function clockText(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A draw time in the game's own zone (Vietnam is UTC+7), "HH:mm dd/MM": "18:15 20/07". */
export function zonedTimeText(ms: number, utcOffsetMinutes: number): string {
  const d = new Date(ms + utcOffsetMinutes * 60_000);
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())} ${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}`;
}
