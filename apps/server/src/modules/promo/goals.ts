// Goals of turnover, losses and mission promotions (decision 027): the member's figure over a
// local day or week, read from its figures, and the period a claim is made for.
import type { Kysely } from 'kysely';
import type { Goal } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { addDays, localDayStart, localHour } from '../../lib/local-hour.ts';
import { typeTotals, WALLET_FIGURES, type TypeTotals } from '../figures/index.ts';

/** A goal's period: its local days and when it ends (epoch ms). */
export type Period = { from: string; to: string; endsAt: number };

/** The period of `goal` holding `at` (back: the one before it). */
export function periodOf(
  goal: Pick<Goal, 'period'>,
  q: { at: number; timeZone: string; back?: boolean },
): Period {
  const today = localHour(q.at, q.timeZone).day;
  let from = today;
  let length = 1;
  if (goal.period === 'week') {
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
    from = addDays(today, -weekday);
    length = 7;
  }
  if (q.back) from = addDays(from, -length);
  const to = addDays(from, length - 1);
  return { from, to, endsAt: localDayStart(addDays(to, 1), q.timeZone) };
}

/** A goal's figure from per-game-type totals. */
export function goalValue(goal: Goal, totals: readonly TypeTotals[]): bigint {
  const counted = (t: TypeTotals) =>
    t.gameType !== WALLET_FIGURES && (goal.gameTypes.length === 0 || goal.gameTypes.includes(t.gameType));
  let sum = 0n;
  for (const t of totals) {
    if (goal.metric === 'deposits') sum += t.deposit;
    else if (!counted(t)) continue;
    else if (goal.metric === 'turnover') sum += t.valid_turnover;
    else if (goal.metric === 'bets') sum += t.bet_count;
    else sum += t.stake - t.payout;
  }
  return sum < 0n ? 0n : sum;
}

/** The member's goal figure over a period. */
export async function goalProgress(
  db: Kysely<Database>,
  q: { merchantId: number; memberId: number; goal: Goal; period: Period },
): Promise<bigint> {
  const totals = await typeTotals(db, { ...q, from: q.period.from, to: q.period.to });
  return goalValue(q.goal, totals);
}

/** The key of a goal period's bonus: one per member and period. */
export const goalSource = (p: Period) => `goal:${p.from}`;
