import type { Kysely, Selectable } from 'kysely';
import type { BetsTable, Database } from '../src/db/schema.ts';
import { FIGURE_SUMS } from '../src/modules/figures/index.ts';
import { recountFigures, storedFigures } from './figures-recount.ts';

/**
 * Where the member figures differ from their recount (`figures-recount.ts`), and by how much a
 * single bet's figures may lag when its betting record and its figures commit apart.
 */
type Sums = Record<string, bigint>;
const isZero = (s: Sums) => Object.values(s).every((v) => v === 0n);
/** The member of a figures key (`merchant|member|day|hour|game type`). */
export const memberOfKey = (key: string) => Number(key.split('|')[1]);

/** recount − stored figures, by `merchant|member|day|hour|game type` and by member: only what differs. */
export async function figureGaps(
  db: Kysely<Database>,
): Promise<{ byHour: Map<string, Sums>; byMember: Map<number, Sums>; recounted: number }> {
  const recounted = await recountFigures(db);
  const stored = await storedFigures(db);
  const byHour = new Map<string, Sums>();
  const byMember = new Map<number, Sums>();
  const into = (m: Map<string, Sums>, sign: bigint) => {
    for (const [key, row] of m) {
      const member = memberOfKey(key);
      const hour = byHour.get(key) ?? {};
      const total = byMember.get(member) ?? {};
      for (const [c, v] of Object.entries(row)) {
        hour[c] = (hour[c] ?? 0n) + sign * v;
        total[c] = (total[c] ?? 0n) + sign * v;
      }
      byHour.set(key, hour);
      byMember.set(member, total);
    }
  };
  into(recounted, 1n);
  into(stored, -1n);
  const differing = <K>(m: Map<K, Sums>) => new Map([...m].filter(([, s]) => !isZero(s)));
  return { byHour: differing(byHour), byMember: differing(byMember), recounted: recounted.size };
}

/**
 * The totals a bet's figures may lack when its record and its figures commit apart and the
 * process died between the two: its placement (one bet, its stake), its settlement (valid
 * turnover, payout, a win), or both; its settlement only when its placement was `placed`
 * (answered) before. Real-money bets only; the other columns lag by nothing.
 */
export function possibleLags(b: Selectable<BetsTable>, o: { placed: boolean }): Sums[] {
  const none = (): Sums => Object.fromEntries(FIGURE_SUMS.map((c) => [c, 0n]));
  if (b.mode !== 'real') return [none()];
  const stake = BigInt(b.stake);
  const payout = BigInt(b.payout);
  const placement = { ...none(), bet_count: 1n, stake };
  const settled = b.status === 'settled' && b.settled_at !== null;
  const settlement = { ...none(), valid_turnover: stake, payout, win_count: payout > stake ? 1n : 0n };
  const both = { ...placement, valid_turnover: stake, payout, win_count: settlement.win_count };
  if (o.placed) return settled ? [none(), settlement] : [none()];
  return settled ? [none(), placement, settlement, both] : [none(), placement];
}
