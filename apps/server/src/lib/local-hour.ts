// A moment's local date and hour in a brand's time zone, computed once per quarter hour.

const formatters = new Map<string, Intl.DateTimeFormat>();
const slots = new Map<string, { day: string; hour: number }>();
/** Every time zone's hour starts on a quarter hour, so a slot has one local date and hour. */
const SLOT_MS = 15 * 60_000;
const MAX_SLOTS = 10_000;

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local `YYYY-MM-DD` and hour (0-23) of `at` (epoch ms) in `timeZone` (IANA name). */
export function localHour(at: number, timeZone: string): { day: string; hour: number } {
  const slot = Math.floor(at / SLOT_MS);
  const key = `${timeZone}|${slot}`;
  const hit = slots.get(key);
  if (hit) return hit;
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(slot * SLOT_MS))) parts[p.type] = p.value;
  const out = { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
  if (slots.size >= MAX_SLOTS) slots.clear();
  slots.set(key, out);
  return out;
}

/** How far `timeZone`'s clock is ahead of UTC at `at` (ms). */
function offsetAt(at: number, timeZone: string): number {
  const f = formatterOf(timeZone);
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(at))) p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p['year']!, p['month']! - 1, p['day'], p['hour'], p['minute']);
  return asUtc - (at - (at % 60_000));
}

/** The moment (epoch ms) local date `day` (`YYYY-MM-DD`) begins in `timeZone`. */
export function localDayStart(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  const guess = midnight - offsetAt(midnight, timeZone);
  // Across a change of offset the first guess is an hour off: the offset at the guess is right.
  return midnight - offsetAt(guess, timeZone);
}

/** The local date `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
