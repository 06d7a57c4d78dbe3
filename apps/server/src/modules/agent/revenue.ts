// The agent's own income: what the ledger credited it, by day and source, from its own figures.
import type { Kysely } from 'kysely';
import type { RevenueSums, RevenueValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { addDays, localDayStart, localHour } from '../../lib/local-hour.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { dailyFigures } from '../figures/index.ts';
import { billFlows } from './bills-repo.ts';
import { checkRange } from './overview.ts';

type Income = { rebate: bigint; dividend: bigint; wage: bigint };

const money = (i: Income): RevenueSums => ({
  rebate: formatMinor(i.rebate),
  dividend: formatMinor(i.dividend),
  wage: formatMinor(i.wage),
  total: formatMinor(i.rebate + i.dividend + i.wage),
});

/**
 * agentRevenueReport: every day of the range with the agent's income by source. Rebates are the
 * lottery rebates credited to the agent (its own bets' and its steps over its team's), read from
 * its daily figures; dividends and wages are what its contracts' bills paid it less what it paid
 * its downlines' bills, on the local day their period began.
 */
export async function agentRevenue(
  deps: { db: Kysely<Database> },
  q: { brand: Brand; agentId: number; from: string; to: string },
): Promise<RevenueValue> {
  checkRange(q);
  const rows = await dailyFigures(deps.db, {
    merchantId: q.brand.id,
    memberId: q.agentId,
    from: q.from,
    to: q.to,
  });
  const byDay = new Map<string, Income>();
  for (const r of rows) {
    const day = byDay.get(r.day) ?? { rebate: 0n, dividend: 0n, wage: 0n };
    day.rebate += BigInt(r.rebate ?? 0);
    byDay.set(r.day, day);
  }
  const flows = await billFlows(deps.db, {
    agentId: q.agentId,
    from: localDayStart(q.from, q.brand.settings.timeZone),
    to: localDayStart(addDays(q.to, 1), q.brand.settings.timeZone),
  });
  for (const f of flows) {
    const { day: d } = localHour(f.start, q.brand.settings.timeZone);
    const day = byDay.get(d) ?? { rebate: 0n, dividend: 0n, wage: 0n };
    if (f.kind === 'dividend') day.dividend += f.amount;
    else day.wage += f.amount;
    byDay.set(d, day);
  }
  const totals: Income = { rebate: 0n, dividend: 0n, wage: 0n };
  const daily: RevenueValue['daily'] = [];
  for (let day = q.from; day <= q.to; day = addDays(day, 1)) {
    const income = byDay.get(day) ?? { rebate: 0n, dividend: 0n, wage: 0n };
    totals.rebate += income.rebate;
    totals.dividend += income.dividend;
    totals.wage += income.wage;
    daily.push({ day, ...money(income) });
  }
  return { from: q.from, to: q.to, daily, totals: money(totals) };
}
