import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SeamlessTxTable } from '../../../db/schema.ts';

export type TxRow = Selectable<SeamlessTxTable>;
type TxKey = { merchantId: number; vendor: string };
type Status = TxRow['status'];

/** A vendor's transaction by its txId. */
export const findTx = (db: Kysely<Database>, k: TxKey & { txId: string }) =>
  db
    .selectFrom('seamless_tx')
    .selectAll()
    .where('merchant_id', '=', k.merchantId)
    .where('vendor_code', '=', k.vendor)
    .where('tx_id', '=', k.txId)
    .executeTakeFirst();

/** Records a transaction unless its txId (or another unique key) is taken: the new row, or none. */
export const insertTxOnce = (db: Kysely<Database>, row: Insertable<SeamlessTxTable>) =>
  db
    .insertInto('seamless_tx')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();

/** Records a transaction unless its txId is taken, returning nothing. */
export async function writeTxOnce(db: Kysely<Database>, row: Insertable<SeamlessTxTable>): Promise<void> {
  await db
    .insertInto('seamless_tx')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

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

/** The credit that settled a debit: the first one recorded for it. */
export const findCredit = (db: Kysely<Database>, k: TxKey & { debitTxId: string }) =>
  db
    .selectFrom('seamless_tx')
    .selectAll()
    .where('merchant_id', '=', k.merchantId)
    .where('vendor_code', '=', k.vendor)
    .where('kind', '=', 'credit')
    .where('ref_tx_id', '=', k.debitTxId)
    .orderBy('id')
    .executeTakeFirst();
