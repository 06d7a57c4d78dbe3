// The betting record's statements on PostgreSQL: each bet's row and the figures it makes in one.
import {
  sql,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type RawBuilder,
} from 'kysely';
import { PREPARED } from '../../../db/database.ts';
import { arrayOf, type SqlPart } from '../../../db/statements.ts';
import type { BetsTable, Database, Minor } from '../../../db/schema.ts';
import { addFigures, figureRows, figuresUnnest, figuresUpsertSql, localHour } from '../../figures/index.ts';
import { betFigures, COUNTED, type Counted } from './bets-figures.ts';

/**
 * On PostgreSQL a statement's round trip is the cost inside a bet's transaction, so the betting
 * record's row and the member figures it makes are one statement (a data-modifying CTE): the
 * figures are written exactly when the row is. SQLite (no data-modifying CTEs, cheap statements
 * inside its group commit) keeps one statement each (bets.ts).
 */

type Insert = InsertQueryBuilder<Database, 'bets', InsertResult>;

/**
 * Inserts a bet's row (`insert`, of `row`'s values; with its own conflict rule) and, when it is
 * written, the figures it adds in the brand's time zone and the caller's `also` (reading `b.id`);
 * gives its id, or undefined when not written.
 */
export async function insertBetPg(
  db: Kysely<Database>,
  o: { insert: Insert; row: Counted; timeZone: string; also?: RawBuilder<unknown> | undefined },
): Promise<number | undefined> {
  const rows = figureRows(betFigures(o.row, { timeZone: o.timeZone, sign: 1, part: 'all' }));
  const figures = figuresUpsertSql({ rows, from: 'b' });
  const insert = o.insert.returning('id');
  const ctes = [...(figures ? [sql`f as (${figures})`] : []), ...(o.also ? [sql`a as (${o.also})`] : [])];
  const query =
    ctes.length > 0
      ? sql<{ id: number }>`${sql.raw(PREPARED)}with b as (${insert}), ${sql.join(ctes)} select id from b`
      : sql<{ id: number }>`${sql.raw(PREPARED)}${insert}`;
  return (await query.execute(db)).rows[0]?.id;
}

/** The PostgreSQL type of each column of a batch of bets, in insert order. */
const BATCH_COLUMNS = {
  merchant_id: 'int',
  member_id: 'int',
  game_id: 'int',
  vendor_code: 'varchar',
  game_type: 'varchar',
  game_name: 'text',
  ref: 'varchar',
  round_id: 'varchar',
  stake: 'bigint',
  payout: 'bigint',
  status: 'varchar',
  mode: 'varchar',
  created_at: 'bigint',
  settled_at: 'bigint',
  ticket_id: 'int',
} as const;
const BATCH_NAMES = Object.keys(BATCH_COLUMNS) as (keyof typeof BATCH_COLUMNS)[];

/** A new bet of a batch: its row, its brand's time zone and its group (see `SqlPart`). */
export type BatchBet = { values: Insertable<BetsTable>; timeZone: string; grp: number };

/**
 * PostgreSQL: a batch of new bets' rows and the figures they add, as part of a caller's statement
 * written by hand and kept prepared (an in-house batch writes its money, rounds and records in
 * one): the CTEs `bet_rows` (each new record's id and ref, for the caller's rows that link to it) and `bet_figures` over arrays (`unnest`), for the groups the caller's
 * statement lets through. No conflict rule: a ref already recorded is a unique violation, and the
 * caller's transaction fails whole.
 */
export const newBetsPart: SqlPart<BatchBet[]> = {
  ctes: (first, only) => `bet_rows as (
    insert into bets (${BATCH_NAMES.join(', ')})
    select ${BATCH_NAMES.join(', ')}
    from unnest($${first}::int[], ${BATCH_NAMES.map((c, i) => `$${first + 1 + i}::${BATCH_COLUMNS[c]}[]`).join(', ')})
      as u(grp, ${BATCH_NAMES.join(', ')})
    where u.grp in (select grp from ${only})
    returning id, ref
  ),
  bet_figures as (${figuresUnnest.sql(first + 1 + BATCH_NAMES.length, only)})`,
  params(rows) {
    // A group's bets are one member's: its figures are merged within the group.
    const groups = new Map<number, BatchBet[]>();
    for (const r of rows) groups.set(r.grp, [...(groups.get(r.grp) ?? []), r]);
    const figures = [...groups].flatMap(([grp, bets]) =>
      figureRows(
        bets.flatMap((r) => betFigures(r.values as Counted, { timeZone: r.timeZone, sign: 1, part: 'all' })),
      ).map((f) => ({ ...f, grp })),
    );
    const column = (c: (typeof BATCH_NAMES)[number]) => arrayOf(rows, (r) => r.values[c]);
    return [rows.map((r) => r.grp), ...BATCH_NAMES.map(column), ...figuresUnnest.params(figures)];
  },
};

const WAS = sql.raw(COUNTED.join(', '));
const BEFORE = sql.raw(COUNTED.map((c) => `was.${c}`).join(', '));

/**
 * Changes a bet's record (settles or voids it; when `onlyOpen`, only while it is open) and moves
 * its figures from its old state to the new: one statement that locks the row, reads its state,
 * changes it and adds the new settlement's figures; a second one only when the old state was
 * settled too (its settlement taken back at its own hour). Nothing when the record is not there
 * (or not open).
 */
export async function changeBetPg(
  db: Kysely<Database>,
  o: {
    betId: number;
    onlyOpen: boolean;
    timeZone: string;
    set: { status: 'settled' | 'void'; payout?: Minor; settled_at: number };
  },
): Promise<void> {
  const { set } = o;
  const payout = set.payout === undefined ? undefined : BigInt(set.payout);
  const open = o.onlyOpen ? sql` and status = 'open'` : sql``;
  const update = sql`update bets set status = ${set.status}, payout = ${
    payout === undefined ? sql`bets.payout` : sql`cast(${payout.toString()} as bigint)`
  }, settled_at = cast(${set.settled_at} as bigint) from was where bets.id = was.id returning ${BEFORE}`;
  const { day, hour } = localHour(set.settled_at, o.timeZone);
  const figures =
    set.status === 'settled' && payout !== undefined
      ? figuresUpsertSql({
          rows: [
            {
              merchantId: sql.ref('u.merchant_id'),
              memberId: sql.ref('u.member_id'),
              day,
              hour,
              gameType: sql.ref('u.game_type'),
              sums: {
                valid_turnover: sql.ref('u.stake'),
                payout,
                win_count: sql`case when cast(${payout.toString()} as bigint) > u.stake then 1 else 0 end`,
              },
            },
          ],
          from: 'u',
          where: sql`u.mode = 'real' and u.status <> 'settled'`,
        })
      : undefined;
  const query = sql<Counted>`${sql.raw(PREPARED)}with was as (select id, ${WAS} from bets where id = ${o.betId}${open} for update), u as (${update})${
    figures ? sql`, f as (${figures})` : sql``
  } select * from u`;
  const before = (await query.execute(db)).rows[0];
  // An earlier settlement is taken back, and the new state counted, here (the statement left both).
  if (!before || before.status !== 'settled') return;
  const after = { ...before, ...set, payout: set.payout ?? before.payout };
  await addFigures(db, [
    ...betFigures(before, { timeZone: o.timeZone, sign: -1, part: 'settlement' }),
    ...betFigures(after, { timeZone: o.timeZone, sign: 1, part: 'settlement' }),
  ]);
}
