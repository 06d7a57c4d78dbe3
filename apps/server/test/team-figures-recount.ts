import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { DAYS_PER_BLOCK, FIGURE_SUMS as SUMS } from '../src/db/schema/figures.ts';

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
const sorted = (m: Map<string, Record<string, string>>) =>
  Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The team figures and the members' day bits (decision 025) as stored, beside their recount
 * from `member_figures` and the member tree, apart from the trigger that keeps them: every
 * agent's rows are the sums of the rows of everyone below it; a member in a team has a day's bit
 * where it bet, deposited or withdrew that day. Rows of only zeros left out on both sides.
 */
export async function teamFiguresSides(db: Kysely<Database>) {
  const tree = await db
    .selectFrom('member_tree')
    .select(['ancestor_id', 'descendant_id'])
    .where('depth', '>', 0)
    .execute();
  const uplines = new Map<number, number[]>();
  for (const t of tree)
    uplines.set(t.descendant_id, [...(uplines.get(t.descendant_id) ?? []), t.ancestor_id]);
  const recounted = new Map<string, Record<string, bigint>>();
  const bits = new Map<string, { bets: bigint; deposits: bigint; withdrawals: bigint }>();
  for (const f of await db.selectFrom('member_figures').selectAll().execute()) {
    const above = uplines.get(f.member_id) ?? [];
    for (const agent of above) {
      const key = `${f.merchant_id}|${agent}|${f.day}|${Number(f.hour)}|${f.game_type}`;
      const row = recounted.get(key) ?? Object.fromEntries(SUMS.map((c) => [c, 0n]));
      for (const c of SUMS) row[c] = row[c]! + BigInt(f[c]);
      recounted.set(key, row);
    }
    if (above.length === 0) continue;
    const d = dayNumber(f.day);
    const key = `${f.merchant_id}|${f.member_id}|${Math.floor(d / DAYS_PER_BLOCK)}`;
    const b = bits.get(key) ?? { bets: 0n, deposits: 0n, withdrawals: 0n };
    const bit = 1n << BigInt(d % DAYS_PER_BLOCK);
    if (Number(f.bet_count) > 0) b.bets |= bit;
    if (Number(f.deposit_count) > 0) b.deposits |= bit;
    if (Number(f.withdrawal_count) > 0) b.withdrawals |= bit;
    bits.set(key, b);
  }
  const plain = (m: Map<string, Record<string, bigint>>) =>
    sorted(
      new Map(
        [...m]
          .filter(([, row]) => Object.values(row).some((v) => v !== 0n))
          .map(([k, row]) => [k, Object.fromEntries(Object.entries(row).map(([c, v]) => [c, String(v)]))]),
      ),
    );
  const stored = new Map<string, Record<string, bigint>>();
  for (const r of await db.selectFrom('team_figures').selectAll().execute())
    stored.set(
      `${r.merchant_id}|${r.agent_id}|${r.day}|${Number(r.hour)}|${r.game_type}`,
      Object.fromEntries(SUMS.map((c) => [c, BigInt(r[c])])),
    );
  const storedDays = new Map<string, Record<string, bigint>>();
  for (const r of await db.selectFrom('member_days').selectAll().execute())
    storedDays.set(`${r.merchant_id}|${r.member_id}|${r.block}`, {
      bets: BigInt(r.bets),
      deposits: BigInt(r.deposits),
      withdrawals: BigInt(r.withdrawals),
    });
  return {
    team: { stored: plain(stored), recounted: plain(recounted) },
    days: { stored: plain(storedDays), recounted: plain(bits) },
  };
}
