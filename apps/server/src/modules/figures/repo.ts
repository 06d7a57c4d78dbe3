// The figures' repository: the one statement that adds to a member's hour, and the reads.
import { CompiledQuery, sql, type Expression, type Kysely, type Transaction } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { spell } from '../../db/statements.ts';
import { FIGURE_SUMS } from '../../db/schema/figures.ts';

type On = Kysely<Database> | Transaction<Database>;

/** The figures a movement adds, by column; absent ones add 0. */
export const SUMS = FIGURE_SUMS;
export type Sum = (typeof SUMS)[number];

export const KEY = ['merchant_id', 'member_id', 'day', 'hour', 'game_type'] as const;
const COLUMNS = [...KEY, ...SUMS];
const row = `(${COLUMNS.map(() => '?').join(', ')})`;
const upsertText = (rows: number, pg: boolean) => {
  const text = `${rows === 1 ? PREPARED : ''}insert into member_figures (${COLUMNS.join(', ')}) values ${Array.from(
    { length: rows },
    () => row,
  ).join(', ')} on conflict (${KEY.join(', ')}) do update set ${SUMS.map(
    (c) => `${c} = member_figures.${c} + excluded.${c}`,
  ).join(', ')}`;
  return spell(pg, text);
};
const texts = new Map<string, string>();

/** One row to add: its key and the sums (bigint or number; absent is 0). */
export type FigureRow = {
  merchantId: number;
  memberId: number;
  day: string;
  hour: number;
  gameType: string;
  sums: Partial<Record<Sum, bigint | number>>;
};

/**
 * Adds rows to their hours in one statement (created on first use), on the caller's transaction.
 * Rows with the same key must be merged first (one statement may not touch a row twice).
 */
export async function addRows(on: On, o: { pg: boolean; rows: FigureRow[] }): Promise<void> {
  if (o.rows.length === 0) return;
  const key = `${o.pg ? 'p' : 'l'}${o.rows.length}`;
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = upsertText(o.rows.length, o.pg)));
  const params: (number | string)[] = [];
  for (const r of o.rows) {
    params.push(r.merchantId, r.memberId, r.day, r.hour, r.gameType);
    for (const c of SUMS) {
      const v = r.sums[c];
      params.push(typeof v === 'bigint' ? v.toString() : (v ?? 0));
    }
  }
  await on.executeQuery(CompiledQuery.raw(text, params));
}

/** A member's (or every member's) figures of a brand over local days `from`..`to`, summed per day and game type. */
export function dailyFigures(db: On, q: { merchantId: number; memberId?: number; from: string; to: string }) {
  let query = db
    .selectFrom('member_figures')
    .select(['member_id', 'day', 'game_type'])
    .select((eb) => SUMS.map((c) => eb.fn.sum<number | string>(c).as(c)))
    .where('merchant_id', '=', q.merchantId)
    .where('day', '>=', q.from)
    .where('day', '<=', q.to)
    .groupBy(['member_id', 'day', 'game_type'])
    .orderBy('day')
    .orderBy('member_id')
    .orderBy('game_type');
  if (q.memberId !== undefined) query = query.where('member_id', '=', q.memberId);
  return query.execute();
}

/**
 * The figures of the members `members` selects (a subquery of member ids) over local days
 * `from`..`to`: summed per day and game type, and how many distinct members bet, deposited and
 * withdrew over the whole range.
 */
export async function groupFigures(
  db: On,
  q: { merchantId: number; members: Expression<number>; from: string; to: string },
) {
  const base = () =>
    db
      .selectFrom('member_figures')
      .where('merchant_id', '=', q.merchantId)
      .where('member_id', 'in', q.members)
      .where('day', '>=', q.from)
      .where('day', '<=', q.to);
  const rows = await base()
    .select(['day', 'game_type'])
    .select((eb) => SUMS.map((c) => eb.fn.sum<number | string>(c).as(c)))
    .groupBy(['day', 'game_type'])
    .orderBy('day')
    .orderBy('game_type')
    .execute();
  const who = (c: 'bet_count' | 'deposit_count' | 'withdrawal_count') =>
    sql<number | string>`count(distinct case when ${sql.ref(c)} > 0 then member_id end)`;
  const distinct = await base()
    .select([
      who('bet_count').as('bettors'),
      who('deposit_count').as('depositors'),
      who('withdrawal_count').as('withdrawers'),
    ])
    .executeTakeFirstOrThrow();
  return {
    rows,
    bettors: Number(distinct.bettors),
    depositors: Number(distinct.depositors),
    withdrawers: Number(distinct.withdrawers),
  };
}
