import type { Insertable, Kysely } from 'kysely';
import type { BetsTable, Database, Minor } from '../../../db/schema.ts';

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
} & (
  | { status: 'open'; payout?: undefined; settledAt?: undefined }
  | { status: 'settled'; payout: Minor; settledAt: number }
) & {
    /** A lottery bet's ticket: the record reads its status and payout from it (decision 013). */
    ticketId?: number;
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
  const row = await db.insertInto('bets').values(betRow(bet)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a bet's record unless its ref is there already (a retry, a twin): idempotent. */
export async function recordBetOnce(db: Kysely<Database>, bet: BetRecord): Promise<void> {
  await db
    .insertInto('bets')
    .values(betRow(bet))
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'ref']).doNothing())
    .execute();
}

/** `recordBetOnce`, then the id of the record under that ref (written now or before). */
export async function recordBetOnceWithId(db: Kysely<Database>, bet: BetRecord): Promise<number> {
  await recordBetOnce(db, bet);
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
type Guard = { betId: number; onlyOpen: boolean };

/** Marks a bet's record settled with its payout. */
export async function settleBetRecord(
  db: Kysely<Database>,
  o: Guard & { payout: Minor; at: number },
): Promise<void> {
  let q = db
    .updateTable('bets')
    .set({ payout: o.payout, status: 'settled', settled_at: o.at })
    .where('id', '=', o.betId);
  if (o.onlyOpen) q = q.where('status', '=', 'open');
  await q.execute();
}

/** Marks a bet's record void (its stake given back). */
export async function voidBetRecord(db: Kysely<Database>, o: Guard & { at: number }): Promise<void> {
  let q = db.updateTable('bets').set({ status: 'void', settled_at: o.at }).where('id', '=', o.betId);
  if (o.onlyOpen) q = q.where('status', '=', 'open');
  await q.execute();
}

/** Whether a bet was played for real money or play money. */
export const betMode = (db: Kysely<Database>, betId: number) =>
  db.selectFrom('bets').select('mode').where('id', '=', betId).executeTakeFirst();
