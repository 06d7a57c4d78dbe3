/**
 * Pure schedule functions: which draw (numero, open, close and draw time, all epoch ms) comes at
 * or after an instant. A draw opens when the one before it is drawn and closes `closeSeconds`
 * before its own draw time. Local days are the game's fixed UTC offset.
 */
import type { Game, NumeroFormat } from './games.ts';

export type Draw = { numero: string; openTime: number; closeTime: number; drawTime: number };

const MINUTE = 60_000;
const DAY = 86_400_000;

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const ymd = (dayStart: number) => {
  const d = new Date(dayStart);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
};
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Local draw times (ms from local midnight) of a daily game on a local day; [] if it rests. */
function dailyTimes(game: Game, dayStart: number): number[] {
  if (game.schedule.kind !== 'daily') return [];
  if (!game.schedule.weekdays.includes(new Date(dayStart).getUTCDay())) return [];
  return game.schedule.times.map((t) => minutesOf(t) * MINUTE).sort((a, b) => a - b);
}

/** Draws of the year up to and including this local day (for year-sequence numeros). */
function drawsInYearThrough(game: Game, dayStart: number): number {
  const yearStart = Date.UTC(new Date(dayStart).getUTCFullYear(), 0, 1);
  let n = 0;
  for (let d = yearStart; d < dayStart; d += DAY) n += dailyTimes(game, d).length;
  return n;
}

function numero(game: Game, format: NumeroFormat, dayStart: number, ofDay: number): string {
  const date = ymd(dayStart);
  if (format === 'YYYYMMDD') return date;
  if (format === 'YYYYMMDD-NNN') return `${date}-${pad(ofDay, 3)}`;
  if (format === 'YYYYMMDD-NNNN') return `${date}-${pad(ofDay, 4)}`;
  const ofYear = drawsInYearThrough(game, dayStart) + ofDay;
  return format === 'YYYY-NNN'
    ? `${date.slice(0, 4)}-${pad(ofYear, 3)}`
    : `${date.slice(0, 4)}${pad(ofYear, 3)}`;
}

/** Local draw slots around a local day: [dayStart, ms from midnight, draw of the day]. */
function slotsFrom(game: Game, dayStart: number, direction: 1 | -1): Generator<[number, number, number]> {
  return (function* () {
    for (let i = 0; i < 400; i++) {
      const day = dayStart + direction * i * DAY;
      let times: number[];
      if (game.schedule.kind === 'interval') {
        const step = game.schedule.minutes * MINUTE;
        times = Array.from({ length: Math.floor(DAY / step) }, (_, k) => (k + 1) * step);
      } else times = dailyTimes(game, day);
      const order = times.map((t, k): [number, number, number] => [day, t, k + 1]);
      yield* direction === 1 ? order : order.reverse();
    }
    throw new RangeError(`${game.code}: no draw within 400 days`);
  })();
}

/** Draw time of the last draw strictly before `utc` (the open time of the next one). */
function previousDrawTime(game: Game, utc: number): number {
  const local = utc + game.utcOffsetMinutes * MINUTE;
  for (const [day, t] of slotsFrom(game, Math.floor(local / DAY) * DAY, -1)) {
    const at = day + t - game.utcOffsetMinutes * MINUTE;
    if (at < utc) return at;
  }
  throw new RangeError('unreachable');
}

/** The draw whose draw time is at or after `utc`. */
export function drawAtOrAfter(game: Game, utc: number): Draw {
  const offset = game.utcOffsetMinutes * MINUTE;
  const local = utc + offset;
  // An interval day's last draw is at 24:00, so start a day early for instants at midnight.
  for (const [day, t, ofDay] of slotsFrom(game, Math.floor(local / DAY) * DAY - DAY, 1)) {
    const drawTime = day + t - offset;
    if (drawTime < utc) continue;
    return {
      numero: numero(game, game.numero, day, ofDay),
      openTime: previousDrawTime(game, drawTime),
      closeTime: drawTime - game.closeSeconds * 1000,
      drawTime,
    };
  }
  throw new RangeError('unreachable');
}

/** The draw taking bets at `utc`: the next one whose betting has not closed. */
export function bettingDraw(game: Game, utc: number): Draw {
  const draw = drawAtOrAfter(game, utc);
  return utc < draw.closeTime ? draw : drawAtOrAfter(game, draw.drawTime + 1);
}
