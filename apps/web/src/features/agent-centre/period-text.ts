import type { Bill } from '@lotto/contracts';

type Parts = { day: string; time: string };

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the brand's clock shows it: its day (yyyy-MM-dd) and time (hh:mm, 24 hours). */
function partsOf(ms: number, timeZone: string): Parts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(ms).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * A bill's period in the brand's time zone: its day for daily wages, the day and hours for hourly
 * and real-time wages, the first and last day for dividends.
 */
export function periodText(bill: Pick<Bill, 'kind' | 'periodStart' | 'periodEnd'>, timeZone: string): string {
  const start = partsOf(bill.periodStart, timeZone);
  if (bill.kind === 'daily') return start.day;
  if (bill.kind === 'dividend') return `${start.day} – ${partsOf(bill.periodEnd - 1, timeZone).day}`;
  return `${start.day} ${start.time}–${partsOf(bill.periodEnd, timeZone).time}`;
}
