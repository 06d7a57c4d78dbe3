import type { Insertable, Kysely, RawBuilder } from 'kysely';
import { isPostgres, PREPARED } from '../../../db/database.ts';
import type { BetsTable, Database, Minor } from '../../../db/schema.ts';
import { runStatement, type SqlPart } from '../../../db/statements.ts';
import { addFigures } from '../../figures/index.ts';
import { betFigures, COUNTED, type Counted } from './bets-figures.ts';
import { changeBetPg, insertBetPg, newBetsPart } from './bets-pg.ts';

/**
 * The betting record's one writer: vendor games, in-house games and the lottery all write their
 * bets' rows here, each on the caller's connection or transaction (`db`), so a bet's round or
 * ticket, its money and its record commit together.
 */

/** One bet as the betting record holds it. `ref` is unique per brand and vendor. */
export type BetRecord = {
  merchantId: number;
  memberId: number;
  gameId: number | null;
  vendorCode: string;
  gameType: string;
  /** The game's name as stored: a JSON object of localized names. */
  gameName: string;
  ref: string;
  roundId: string;
  stake: Minor;
  mode: BetsTable['mode'];
  createdAt: number;
  /** The brand's time zone: the member figures count the bet in its local hour. */
  timeZone: string;
} & (
  | { status: 'open'; payout?: undefined; settledAt?: undefined }
  | { status: 'settled'; payout: Minor; settledAt: number }
) & {
    /** A lottery bet's ticket: the record reads its status and payout from it (decision 013). */
    ticketId?: number;
    /**
     * PostgreSQL only: the caller's own write that goes with the new record, run in the same
     * statement as a CTE; it reads the record's id as `b.id` (a relation `b` of the new row).
     */
    withPg?: RawBuilder<unknown>;
  };

function betRow(b: BetRecord): Insertable<BetsTable> {
  return {
    merchant_id: b.merchantId,
    member_id: b.memberId,
    game_id: b.gameId,
    vendor_code: b.vendorCode,
    game_type: b.gameType,
    game_name: b.gameName,
    ref: b.ref,
    round_id: b.roundId,
    stake: b.stake,
    payout: b.status === 'settled' ? b.payout : 0,
    status: b.status,
    mode: b.mode,
    created_at: b.createdAt,
    settled_at: b.status === 'settled' ? b.settledAt : null,
    ...(b.ticketId === undefined ? {} : { ticket_id: b.ticketId }),
  };
}

/** Writes a new bet's record and gives its id; its ref must be new (a unique-key error otherwise). */
export async function recordBet(db: Kysely<Database>, bet: BetRecord): Promise<number> {
  const values = betRow(bet);
  if (isPostgres(db)) {
    const insert = db.insertInto('bets').values(values);
    const id = await insertBetPg(db, {
      insert,
      row: values as Counted,
      timeZone: bet.timeZone,
      also: bet.withPg,
    });
    if (id === undefined) throw new Error(`bet ${bet.ref} not recorded`);
    return id;
  }
  const id = await insertBetSqlite(db, { values, once: false });
  if (id === undefined) throw new Error(`bet ${bet.ref} not recorded`);
  await addFigures(db, betFigures(values as Counted, { timeZone: bet.timeZone, sign: 1, part: 'all' }));
  return id;
}

/**
 * PostgreSQL: the records of a batch of bets (new refs) and their figures, as part of the
 * caller's own statement (see `newBetsPart`).
 */
export const betRecordsPart: SqlPart<{ bet: BetRecord; grp: number }[]> = {
  ctes: newBetsPart.ctes,
  params: (bets) =>
    newBetsPart.params(bets.map(({ bet, grp }) => ({ values: betRow(bet), timeZone: bet.timeZone, grp }))),
};

/** The record's columns, in the order the embedded database's insert takes them. */
const BET_COLUMNS = [
  'merchant_id',
  'member_id',
  'game_id',
  'vendor_code',
  'game_type',
  'game_name',
  'ref',
  'round_id',
  'stake',
  'payout',
  'status',
  'mode',
  'created_at',
  'settled_at',
  'ticket_id',
] as const;
const betInsert = (once: boolean) =>
  `${PREPARED}insert into bets (${BET_COLUMNS.join(', ')}) values (${BET_COLUMNS.map(() => '?').join(', ')})${
    once ? ' on conflict (merchant_id, vendor_code, ref) do nothing' : ''
  } returning id`;
const BET_INSERT = betInsert(false);
const BET_INSERT_ONCE = betInsert(true);

/**
 * The embedded database: every bet's row through one of two hand-written statements (no query
 * building per bet); `once` writes nothing when the ref is there. Its id when written.
 */
async function insertBetSqlite(
  db: Kysely<Database>,
  { values, once }: { values: Insertable<BetsTable>; once: boolean },
): Promise<number | undefined> {
  const params = BET_COLUMNS.map((c) => values[c] ?? null);
  const text = once ? BET_INSERT_ONCE : BET_INSERT;
  const [row] = await runStatement<{ id: number }>(db, { pg: false, text, params });
  return row?.id;
}

/** Writes a bet's record unless its ref is there already (a retry, a twin); its id when written now. */
async function insertOnce(db: Kysely<Database>, bet: BetRecord): Promise<number | undefined> {
  const values = betRow(bet);
  if (isPostgres(db)) {
    const insert = db
      .insertInto('bets')
      .values(values)
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'ref']).doNothing());
    return insertBetPg(db, { insert, row: values as Counted, timeZone: bet.timeZone, also: bet.withPg });
  }
  const id = await insertBetSqlite(db, { values, once: true });
  if (id !== undefined)
    await addFigures(db, betFigures(values as Counted, { timeZone: bet.timeZone, sign: 1, part: 'all' }));
  return id;
}

/** Writes a bet's record unless its ref is there already (a retry, a twin): idempotent. */
export async function recordBetOnce(db: Kysely<Database>, bet: BetRecord): Promise<void> {
  await insertOnce(db, bet);
}

/** `recordBetOnce`, then the id of the record under that ref (written now or before). */
export async function recordBetOnceWithId(db: Kysely<Database>, bet: BetRecord): Promise<number> {
  const id = await insertOnce(db, bet);
  if (id !== undefined) return id;
  const row = await db
    .selectFrom('bets')
    .select('id')
    .where('merchant_id', '=', bet.merchantId)
    .where('vendor_code', '=', bet.vendorCode)
    .where('ref', '=', bet.ref)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The record a settlement or void changes, and whether it may be any or only one still open. */
type Guard = { betId: number; onlyOpen: boolean; timeZone: string };

/** The bet as it is before a change, for the figures to take back its settlement. */
const counted = (db: Kysely<Database>, betId: number) =>
  db.selectFrom('bets').select(COUNTED).where('id', '=', betId).executeTakeFirst();

/** Marks a bet's record settled with its payout; its figures move from its old state to the new. */
export async function settleBetRecord(
  db: Kysely<Database>,
  o: Guard & { payout: Minor; at: number },
): Promise<void> {
  await changeBet(db, o, { status: 'settled', payout: o.payout, settled_at: o.at });
}

/** Marks a bet's record void (its stake given back); a settled bet's settlement figures are taken back. */
export async function voidBetRecord(db: Kysely<Database>, o: Guard & { at: number }): Promise<void> {
  await changeBet(db, o, { status: 'void', settled_at: o.at });
}

async function changeBet(
  db: Kysely<Database>,
  o: Guard,
  set: { status: 'settled' | 'void'; payout?: Minor; settled_at: number },
): Promise<void> {
  if (isPostgres(db)) return changeBetPg(db, { ...o, set });
  // The update holds only on the state just read, so of two concurrent changes (twin calls not
  // sharing a transaction) the second reads again and takes back what the first counted.
  for (;;) {
    const before = await counted(db, o.betId);
    if (!before || (o.onlyOpen && before.status !== 'open')) return;
    let q = db
      .updateTable('bets')
      .set(set)
      .where('id', '=', o.betId)
      .where('status', '=', before.status)
      .where('payout', '=', before.payout);
    q =
      before.settled_at === null
        ? q.where('settled_at', 'is', null)
        : q.where('settled_at', '=', before.settled_at);
    if (!(await q.returning('id').executeTakeFirst())) continue;
    const after = { ...before, ...set, payout: set.payout ?? before.payout };
    await addFigures(db, [
      ...betFigures(before, { timeZone: o.timeZone, sign: -1, part: 'settlement' }),
      ...betFigures(after, { timeZone: o.timeZone, sign: 1, part: 'settlement' }),
    ]);
    return;
  }
}

/** Whether a bet was played for real money or play money. */
export const betMode = (db: Kysely<Database>, betId: number) =>
  db.selectFrom('bets').select('mode').where('id', '=', betId).executeTakeFirst();
