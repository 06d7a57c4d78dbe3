// The mall's items (the mall module owns `mall_items`).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { MallItemDefinition } from '@lotto/contracts';
import type { Database, MallItemsTable } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;
export type ItemRow = Selectable<MallItemsTable>;

/** Writes an item by its code: a new one, or the definition replacing the stored one (stock included). */
export async function putItem(db: On, q: { merchantId: number; def: MallItemDefinition; now: number }) {
  const { def } = q;
  const columns = {
    kind: def.kind,
    title: JSON.stringify(def.title),
    description: JSON.stringify(def.description),
    image: def.image,
    points: def.points,
    amount: def.kind === 'cash' ? def.amount : 0,
    stock: def.stock,
    enabled: def.enabled ? 1 : 0,
    sort: def.sort,
  };
  const row = await db
    .insertInto('mall_items')
    .values({ merchant_id: q.merchantId, code: def.code, created_at: q.now, ...columns })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doUpdateSet(columns))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The brand's items, the enabled ones only unless `all`, in their order. */
export function itemsOf(db: On, q: { merchantId: number; all?: boolean }) {
  let query = db
    .selectFrom('mall_items')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .orderBy('sort')
    .orderBy('id');
  if (!q.all) query = query.where('enabled', '=', 1);
  return query.execute();
}

export function itemById(db: On, q: { merchantId: number; id: number }) {
  return db
    .selectFrom('mall_items')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .executeTakeFirst();
}

/** Takes `qty` of a limited item's stock; false when fewer are left (nothing taken). */
export async function takeStock(trx: On, q: { id: number; qty: number }): Promise<boolean> {
  const r = await trx
    .updateTable('mall_items')
    .set((eb) => ({ stock: eb('stock', '-', q.qty) }))
    .where('id', '=', q.id)
    .where('stock', '>=', q.qty)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Puts `qty` back into a limited item's stock (a rejected order); an unlimited item stays so. */
export async function returnStock(trx: On, q: { id: number; qty: number }) {
  await trx
    .updateTable('mall_items')
    .set((eb) => ({ stock: eb('stock', '+', q.qty) }))
    .where('id', '=', q.id)
    .where('stock', 'is not', null)
    .execute();
}
