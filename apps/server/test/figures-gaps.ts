import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { recountFigures, storedFigures } from './figures-recount.ts';

/**
 * Where the member figures differ from their recount (`figures-recount.ts`), by hour and by member.
 */
type Sums = Record<string, bigint>;
const isZero = (s: Sums) => Object.values(s).every((v) => v === 0n);
/** The member of a figures key (`merchant|member|day|hour|game type`). */
const memberOfKey = (key: string) => Number(key.split('|')[1]);

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
