import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SeamlessTxTable } from '../../../db/schema.ts';

export type TxRow = Selectable<SeamlessTxTable>;
type TxKey = { merchantId: number; vendor: string };
type Status = TxRow['status'];

/**
 * A debit row with its bet: `bet_id` is the row's own (written by the earlier code) or else the
 * betting record's row under the debit's txId, and `bet_mode` that record's mode.
 */
export type DebitRow = TxRow & { bet_mode: 'real' | 'demo' | null };

/** A vendor's transaction by its txId. */
export const findTx = (db: Kysely<Database>, k: TxKey & { txId: string }) =>
  db
    .selectFrom('seamless_tx')
    .selectAll()
    .where('merchant_id', '=', k.merchantId)
    .where('vendor_code', '=', k.vendor)
    .where('tx_id', '=', k.txId)
    .executeTakeFirst();

/** A transaction with the bet recorded under its txId, in one read (a debit's round). */
export async function findDebit(
  db: Kysely<Database>,
  k: TxKey & { txId: string },
): Promise<DebitRow | undefined> {
  const row = await db
    .selectFrom('seamless_tx as t')
    .leftJoin('bets as b', (j) =>
      j
        .onRef('b.merchant_id', '=', 't.merchant_id')
        .onRef('b.vendor_code', '=', 't.vendor_code')
        .onRef('b.ref', '=', 't.tx_id'),
    )
    .selectAll('t')
    .select(['b.id as record_id', 'b.mode as bet_mode'])
    .where('t.merchant_id', '=', k.merchantId)
    .where('t.vendor_code', '=', k.vendor)
    .where('t.tx_id', '=', k.txId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { record_id, ...tx } = row;
  return { ...tx, bet_id: tx.bet_id ?? record_id ?? null };
}

/** Records a transaction unless its txId (or another unique key) is taken: the new row, or none. */
export const insertTxOnce = (db: Kysely<Database>, row: Insertable<SeamlessTxTable>) =>
  db
    .insertInto('seamless_tx')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();

/** Forgets a transaction still pending (nothing moved for it), freeing its txId. */
export async function deletePendingTx(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('seamless_tx').where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Moves a transaction on from one of the given statuses; whether this call moved it. */
export async function moveTx(
  db: Kysely<Database>,
  o: { id: number; from: Status[]; set: { status: Status; hold_id?: number; bet_id?: number | null } },
): Promise<boolean> {
  const q = db.updateTable('seamless_tx').set(o.set).where('id', '=', o.id);
  const r = await (
    o.from.length === 1 ? q.where('status', '=', o.from[0]!) : q.where('status', 'in', o.from)
  ).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks a transaction done, whatever its status. */
export async function markTxDone(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('seamless_tx').set({ status: 'done' }).where('id', '=', id).execute();
}

/**
 * The credit that settled a debit: the one done, else the first recorded for it (a credit the
 * earlier code recorded and was cut off before it paid).
 */
export const findCredit = (db: Kysely<Database>, k: TxKey & { debitTxId: string }) =>
  db
    .selectFrom('seamless_tx')
    .selectAll()
    .where('merchant_id', '=', k.merchantId)
    .where('vendor_code', '=', k.vendor)
    .where('kind', '=', 'credit')
    .where('ref_tx_id', '=', k.debitTxId)
    .orderBy((eb) => eb.case().when('status', '=', 'done').then(0).else(1).end())
    .orderBy('id')
    .executeTakeFirst();

/** Debits taken before `before` whose round is still open (no credit, no rollback), oldest first. */
export const openDebitsBefore = (db: Kysely<Database>, o: { before: number; limit: number }) =>
  db
    .selectFrom('seamless_tx')
    .select(['merchant_id', 'vendor_code', 'tx_id'])
    .where('status', '=', 'held')
    .where('kind', '=', 'debit')
    .where('hold_id', 'is', null)
    .where('created_at', '<', o.before)
    .orderBy('created_at')
    .limit(o.limit)
    .execute();

/**
 * Closes a member's open debit (held) by its txId in one statement: settled by a credit, or
 * rolled back; its bet's id is written on it on the way (the betting record's row under the
 * debit's txId). The debit as it is now, or none when it was not open (the caller reads why).
 */
export async function closeDebit(
  db: Kysely<Database>,
  k: TxKey & { txId: string; memberId: number; to: 'settled' | 'rolled_back' },
): Promise<DebitRow | undefined> {
  const row = await db
    .updateTable('seamless_tx')
    .set((eb) => ({
      status: k.to,
      bet_id: eb.fn.coalesce(
        'bet_id',
        eb
          .selectFrom('bets')
          .select('bets.id')
          .where('bets.merchant_id', '=', k.merchantId)
          .where('bets.vendor_code', '=', k.vendor)
          .where('bets.ref', '=', k.txId),
      ),
    }))
    .where('merchant_id', '=', k.merchantId)
    .where('vendor_code', '=', k.vendor)
    .where('tx_id', '=', k.txId)
    .where('kind', '=', 'debit')
    .where('member_id', '=', k.memberId)
    .where('status', '=', 'held')
    .returningAll()
    .executeTakeFirst();
  return row && { ...row, bet_mode: null };
}
