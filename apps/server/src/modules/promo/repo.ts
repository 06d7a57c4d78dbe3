// The promotions' rows (the promo module owns `promotions`).
import type { Kysely, Selectable } from 'kysely';
import type { PromotionDefinition } from '@lotto/contracts';
import type { Database, PromotionsTable } from '../../db/schema.ts';
import { randomHex32 } from '../../lib/node-crypto.ts';

type Db = Kysely<Database>;
export type PromotionRow = Selectable<PromotionsTable>;

/** Writes a promotion by its code: a new one, or the definition replacing the stored one. */
export async function putPromotion(db: Db, q: { merchantId: number; def: PromotionDefinition; now: number }) {
  const { def } = q;
  const columns = {
    category: def.category,
    trigger: def.trigger,
    definition: JSON.stringify(def),
    starts_at: def.startsAt,
    ends_at: def.endsAt,
    enabled: def.enabled ? 1 : 0,
    sort: def.sort,
    updated_at: q.now,
  };
  // A raffle's seed is made once and kept: a new definition never draws again what was drawn.
  const seed = def.reward.type === 'raffle' ? randomHex32() : null;
  const row = await db
    .insertInto('promotions')
    .values({ merchant_id: q.merchantId, code: def.code, created_at: q.now, raffle_seed: seed, ...columns })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'code']).doUpdateSet((eb) => ({
        ...columns,
        raffle_seed: eb.fn.coalesce('promotions.raffle_seed', eb.ref('excluded.raffle_seed')),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The brand's enabled promotions (of a category), in their order. */
export function listedPromotions(
  db: Db,
  q: { merchantId: number; category?: string | undefined; trigger?: string | undefined },
) {
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id', 'desc');
  if (q.category) query = query.where('category', '=', q.category);
  if (q.trigger) query = query.where('trigger', '=', q.trigger);
  return query.execute();
}

/** Every promotion of the brand, enabled or not (the operator's list). */
export function allPromotions(db: Db, merchantId: number) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function promotionById(db: Db, q: { merchantId: number; id: number }) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .executeTakeFirst();
}

export async function setEnabled(
  db: Db,
  q: { merchantId: number; code: string; enabled: boolean; now: number },
) {
  const row = await db
    .selectFrom('promotions')
    .select('definition')
    .where('merchant_id', '=', q.merchantId)
    .where('code', '=', q.code)
    .executeTakeFirst();
  if (!row) return false;
  const def = { ...(JSON.parse(row.definition) as PromotionDefinition), enabled: q.enabled };
  await db
    .updateTable('promotions')
    .set({ enabled: q.enabled ? 1 : 0, definition: JSON.stringify(def), updated_at: q.now })
    .where('merchant_id', '=', q.merchantId)
    .where('code', '=', q.code)
    .execute();
  return true;
}
