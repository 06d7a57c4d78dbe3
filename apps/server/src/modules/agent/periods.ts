// The periods contracts are billed for, in the brand's local time (decision 026).
import type { ContractKind, DividendPeriod } from '@lotto/contracts';
import { addDays, localDayStart, localHour } from '../../lib/local-hour.ts';

const HOUR = 3_600_000;
export const WINDOW_MS = 5 * 60_000;

/**
 * A period: its key (unique per contract), its moments `[start, end)` and the local days
 * `from`..`to` its figures are read over (with `hour`: that hour of `from` only).
 */
export type Period = { key: string; start: number; end: number; from: string; to: string; hour?: number };

export type PeriodRule = { kind: ContractKind; timeZone: string; dividendPeriod: DividendPeriod };

const pad = (n: number) => String(n).padStart(2, '0');

function dayPeriod(key: string, { from, to, timeZone }: { from: string; to: string; timeZone: string }) {
  return {
    key,
    from,
    to,
    start: localDayStart(from, timeZone),
    end: localDayStart(addDays(to, 1), timeZone),
  };
}

/** The local days of a dividend period holding `day`: D that day, W from its Monday, H half a month, M the month. */
function dividendDays(day: string, period: DividendPeriod): { key: string; from: string; to: string } {
  if (period === 'D') return { key: day, from: day, to: day };
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (period === 'W') {
    const monday = addDays(day, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
    return { key: `W${monday}`, from: monday, to: addDays(monday, 6) };
  }
  const month = `${y}-${pad(m)}`;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (period === 'M') return { key: `M${month}`, from: `${month}-01`, to: `${month}-${pad(last)}` };
  const first = d < 16 ? 1 : 16;
  return {
    key: `H${month}-${pad(first)}`,
    from: `${month}-${pad(first)}`,
    to: `${month}-${pad(first === 1 ? 15 : last)}`,
  };
}

/** The period of `rule` that holds the moment `at`. */
export function periodAt(rule: PeriodRule, at: number): Period {
  const { day, hour } = localHour(at, rule.timeZone);
  const timeZone = rule.timeZone;
  if (rule.kind === 'daily') return dayPeriod(day, { from: day, to: day, timeZone });
  if (rule.kind === 'dividend')
    return dayPeriod(dividendDays(day, rule.dividendPeriod).key, {
      ...dividendDays(day, rule.dividendPeriod),
      timeZone,
    });
  // Hours are counted from the local midnight (a day that changes its clock is off by that hour).
  const hourStart = localDayStart(day, timeZone) + hour * HOUR;
  if (rule.kind === 'hourly')
    return { key: `${day}T${pad(hour)}`, start: hourStart, end: hourStart + HOUR, from: day, to: day, hour };
  // Every zone's offset is a whole number of quarter hours, so 5-minute windows line up in UTC.
  const start = Math.max(hourStart, Math.floor(at / WINDOW_MS) * WINDOW_MS);
  const minute = Math.floor((start - hourStart) / 60_000);
  return {
    key: `${day}T${pad(hour)}:${pad(minute)}`,
    start,
    end: Math.min(start + WINDOW_MS, hourStart + HOUR),
    from: day,
    to: day,
    hour,
  };
}

/** The period just before `p`. */
export const periodBefore = (rule: PeriodRule, p: Period): Period => periodAt(rule, p.start - 1);

/** The period just after `p`. */
export const periodAfter = (rule: PeriodRule, p: Period): Period => periodAt(rule, p.end);
