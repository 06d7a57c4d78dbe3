// Bonus rows (the promo module owns `bonuses` and `bonus_weights`).
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { BonusesTable, BonusStatus, Database } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;
export type BonusRow = Selectable<BonusesTable>;

/** Writes a bonus and its game-type weights; undefined when this promotion, member and source already have one. */
export async function insertBonus(
  trx: Transaction<Database>,
  q: { row: Insertable<BonusesTable>; weights: Record<string, number> },
): Promise<number | undefined> {
  const made = await trx
    .insertInto('bonuses')
    .values(q.row)
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'source']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!made) return undefined;
  const weights = Object.entries(q.weights).map(([game_type, weight]) => ({
    bonus_id: made.id,
    game_type,
    weight,
  }));
  if (weights.length > 0) await trx.insertInto('bonus_weights').values(weights).execute();
  return made.id;
}

export function bonusOf(on: On, q: { promotionId: number; memberId: number; source: string }) {
  return on
    .selectFrom('bonuses')
    .selectAll()
    .where('promotion_id', '=', q.promotionId)
    .where('member_id', '=', q.memberId)
    .where('source', '=', q.source)
    .executeTakeFirst();
}

export function bonusById(on: On, q: { merchantId: number; id: number }) {
  return on
    .selectFrom('bonuses')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .executeTakeFirst();
}

/** The member's bonus being wagered (at most one). */
export function openBonus(on: On, memberId: number) {
  return on
    .selectFrom('bonuses')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** How many bonuses of a promotion the member has, and how many others claimed from the same IP. */
export async function claimCounts(
  on: On,
  q: { promotionId: number; memberId: number; ip: string; device: string; cardSharers: readonly number[] },
) {
  const count = (where: 'mine' | 'ip' | 'device' | 'card') => {
    let query = on
      .selectFrom('bonuses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('promotion_id', '=', q.promotionId);
    if (where === 'mine') query = query.where('member_id', '=', q.memberId);
    else if (where === 'card')
      query = query.where('member_id', 'in', q.cardSharers.length > 0 ? q.cardSharers : [0]);
    else
      query = query.where(where, '=', where === 'ip' ? q.ip : q.device).where('member_id', '<>', q.memberId);
    return query.executeTakeFirstOrThrow();
  };
  const [mine, ip, device, card] = await Promise.all([
    count('mine'),
    count('ip'),
    count('device'),
    count('card'),
  ]);
  return {
    mine: Number(mine.n),
    sameIp: Number(ip.n),
    sameDevice: Number(device.n),
    sameCard: Number(card.n),
  };
}

/** A page of the member's bonuses, newest first. */
export async function bonusPage(on: On, q: { memberId: number; limit: number; offset: number }) {
  const base = on.selectFrom('bonuses').where('member_id', '=', q.memberId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Ends an open (or met, unreleased) bonus; false when it had already left `from`. */
export async function endBonus(
  trx: Transaction<Database>,
  q: { id: number; from: BonusStatus[]; to: BonusStatus; at: number },
): Promise<boolean> {
  const r = await trx
    .updateTable('bonuses')
    .set({ status: q.to, ended_at: q.at })
    .where('id', '=', q.id)
    .where('status', 'in', q.from)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Open bonuses past their time (the sweep's work). */
export function overdueBonuses(on: On, q: { now: number; limit: number }) {
  return on
    .selectFrom('bonuses')
    .selectAll()
    .where('status', '=', 'open')
    .where('expires_at', '<=', q.now)
    .orderBy('id')
    .limit(q.limit)
    .execute();
}

/** Met bonuses kept in the bonus balance and not yet moved to the main balance. */
export function metUnreleased(on: On, memberId: number) {
  return on
    .selectFrom('bonuses')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'met')
    .where('credit_to', '=', 'bonus')
    .where('ended_at', 'is', null)
    .execute();
}

/** Marks a met bonus's money moved to the main balance. */
export async function markReleased(on: On, id: number) {
  await on
    .updateTable('bonuses')
    .set({ ended_at: Date.now() })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/** How many bonuses of each promotion the member was given, and their sources. */
export async function bonusesByPromotion(on: On, memberId: number) {
  const rows = await on
    .selectFrom('bonuses')
    .select(['promotion_id', 'source'])
    .where('member_id', '=', memberId)
    .execute();
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.promotion_id, [...(out.get(r.promotion_id) ?? []), r.source]);
  return out;
}
