import type { Kysely, Selectable } from 'kysely';
import type { BetsTable, Database } from '../src/db/schema.ts';
import { localHour } from '../src/modules/figures/index.ts';

/**
 * The member figures' bet columns recounted from the betting record, by the figures' own
 * definition: real-money bets only; at the placement hour (created_at, the brand's local hour)
 * one bet and its stake; once settled, at the settlement hour (settled_at), its stake as valid
 * turnover, its payout, and a win when the payout is more than the stake. A void bet counts its
 * placement only.
 */
export const BET_SUMS = ['bet_count', 'stake', 'valid_turnover', 'payout', 'win_count'] as const;
export type BetSums = Record<(typeof BET_SUMS)[number], bigint>;
const zero = (): BetSums => ({ bet_count: 0n, stake: 0n, valid_turnover: 0n, payout: 0n, win_count: 0n });

/** What one bet row adds: its placement part and, when settled, its settlement part, each at its hour. */
export function betParts(b: Selectable<BetsTable>) {
  if (b.mode !== 'real') return [];
  const stake = BigInt(b.stake);
  const parts: { at: number; part: 'placement' | 'settlement'; sums: BetSums }[] = [
    { at: Number(b.created_at), part: 'placement', sums: { ...zero(), bet_count: 1n, stake } },
  ];
  if (b.status === 'settled' && b.settled_at !== null) {
    const payout = BigInt(b.payout);
    parts.push({
      at: Number(b.settled_at),
      part: 'settlement',
      sums: { ...zero(), valid_turnover: stake, payout, win_count: payout > stake ? 1n : 0n },
    });
  }
  return parts;
}

const add = (a: BetSums, b: BetSums, sign = 1n) => {
  for (const c of BET_SUMS) a[c] += sign * b[c];
};
const isZero = (s: BetSums) => BET_SUMS.every((c) => s[c] === 0n);

/**
 * recount − figures, by `member|day|hour|game_type` and by member: only the keys that differ.
 * Money-only figures (deposits, bonuses) are not compared.
 */
export async function figureGaps(
  db: Kysely<Database>,
  o: { merchantId: number; timeZone: string },
): Promise<{ byHour: Map<string, BetSums>; byMember: Map<number, BetSums>; recounted: number }> {
  const byHour = new Map<string, BetSums>();
  const byMember = new Map<number, BetSums>();
  const at = (key: string, member: number) => {
    if (!byHour.has(key)) byHour.set(key, zero());
    if (!byMember.has(member)) byMember.set(member, zero());
    return [byHour.get(key)!, byMember.get(member)!] as const;
  };
  const bets = await db.selectFrom('bets').selectAll().where('merchant_id', '=', o.merchantId).execute();
  for (const b of bets)
    for (const p of betParts(b)) {
      const { day, hour } = localHour(p.at, o.timeZone);
      for (const s of at(`${b.member_id}|${day}|${hour}|${b.game_type}`, b.member_id)) add(s, p.sums);
    }
  const figures = await db
    .selectFrom('member_figures')
    .select(['member_id', 'day', 'hour', 'game_type', ...BET_SUMS])
    .where('merchant_id', '=', o.merchantId)
    .execute();
  for (const f of figures) {
    const sums = zero();
    for (const c of BET_SUMS) sums[c] = BigInt(f[c]);
    for (const s of at(`${f.member_id}|${f.day}|${f.hour}|${f.game_type}`, f.member_id)) add(s, sums, -1n);
  }
  const differing = <K>(m: Map<K, BetSums>) => new Map([...m].filter(([, s]) => !isZero(s)));
  return { byHour: differing(byHour), byMember: differing(byMember), recounted: bets.length };
}

/**
 * The totals a bet's figures may lack when its record and its figures commit apart and the
 * process died between the two: none, its placement, its settlement, or both; its settlement
 * only when its placement was `placed` (answered) before.
 */
export function possibleLags(b: Selectable<BetsTable>, o: { placed: boolean }): BetSums[] {
  const parts = betParts(b).filter((p) => !o.placed || p.part === 'settlement');
  const out: BetSums[] = [zero()];
  for (const p of parts) out.push(p.sums);
  if (parts.length === 2) {
    const both = zero();
    for (const p of parts) add(both, p.sums);
    out.push(both);
  }
  return out;
}
