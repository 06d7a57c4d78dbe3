import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, LotteryDrawsTable, LotteryDrawState } from '../../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type DrawKey = { merchantId: number; gameCode: string; numero: string };

/** A brand's draw of a game by its numero. */
export const findDraw = (db: Db, k: DrawKey) =>
  db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('merchant_id', '=', k.merchantId)
    .where('game_code', '=', k.gameCode)
    .where('numero', '=', k.numero)
    .executeTakeFirst();

/** A draw by id (it exists). */
export const drawById = (db: Db, id: number) =>
  db.selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** What a rebate entry names of a draw. */
export const drawRef = (db: Db, id: number) =>
  db
    .selectFrom('lottery_draws')
    .select(['id', 'merchant_id', 'game_code', 'numero'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Inserts a draw unless another process opened it first (then undefined). */
export const insertDraw = (db: Db, row: Insertable<LotteryDrawsTable>) =>
  db
    .insertInto('lottery_draws')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code', 'numero']).doNothing())
    .returningAll()
    .executeTakeFirst();

/** Which of these draws have their row. */
export const existingDraws = (db: Db, keys: DrawKey[]) =>
  db
    .selectFrom('lottery_draws')
    .select(['merchant_id', 'game_code', 'numero'])
    .where((eb) =>
      eb.or(
        keys.map((k) =>
          eb.and([
            eb('merchant_id', '=', k.merchantId),
            eb('game_code', '=', k.gameCode),
            eb('numero', '=', k.numero),
          ]),
        ),
      ),
    )
    .execute();

/** Closes the open draws whose close time has come. */
export async function closeDueDraws(db: Db, now: number): Promise<void> {
  await db
    .updateTable('lottery_draws')
    .set({ state: 'closed' })
    .where('state', '=', 'open')
    .where('close_time', '<=', now)
    .execute();
}

/** The earliest close time of the open draws (undefined: none open). */
export async function nextCloseTime(db: Db): Promise<number | undefined> {
  const open = await db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.min('close_time').as('next'))
    .where('state', '=', 'open')
    .executeTakeFirst();
  return open?.next === null || open?.next === undefined ? undefined : Number(open.next);
}

/** Closed in-house draws (with a seed), earliest draw time first. */
export const closedHouseDraws = (db: Db, limit: number) =>
  db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('state', '=', 'closed')
    .where('seed', 'is not', null)
    .orderBy('draw_time')
    .limit(limit)
    .execute();

/** Drawn draws waiting for settlement, earliest draw time first. */
export const drawnDrawIds = (db: Db, limit: number) =>
  db
    .selectFrom('lottery_draws')
    .select('id')
    .where('state', '=', 'drawn')
    .orderBy('draw_time')
    .limit(limit)
    .execute();

/** Writes a draw's result if it is in one of the states `from`; false when it was not. */
export async function markDrawn(
  db: Db,
  p: { id: number; winNo: string; from: LotteryDrawState[]; now: number },
): Promise<boolean> {
  const done = await db
    .updateTable('lottery_draws')
    .set({ state: 'drawn', win_no: p.winNo, drawn_at: p.now })
    .where('id', '=', p.id)
    .where('state', 'in', p.from)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Takes the draw's lease if it is in `state` and no lease runs; false when none was taken. */
export async function takeLease(
  db: Db,
  p: { id: number; state: LotteryDrawState; now: number; until: number },
): Promise<boolean> {
  const r = await db
    .updateTable('lottery_draws')
    .set({ lease_until: p.until })
    .where('id', '=', p.id)
    .where('state', '=', p.state)
    .where('lease_until', '<', p.now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Sets the draw's lease end (0: released). */
export async function setLease(db: Db, p: { id: number; until: number }): Promise<void> {
  await db.updateTable('lottery_draws').set({ lease_until: p.until }).where('id', '=', p.id).execute();
}

/** A drawn draw settled. */
export async function markSettled(db: Db, p: { id: number; now: number }): Promise<void> {
  await db
    .updateTable('lottery_draws')
    .set({ state: 'settled', settled_at: p.now })
    .where('id', '=', p.id)
    .where('state', '=', 'drawn')
    .execute();
}

/** An open or closed draw called off. */
export async function markCancelled(db: Db, p: { id: number; now: number }): Promise<void> {
  await db
    .updateTable('lottery_draws')
    .set({ state: 'cancelled', settled_at: p.now })
    .where('id', '=', p.id)
    .where('state', 'in', ['open', 'closed'])
    .execute();
}

/** A brand's latest drawn (or settled) draws of a game, newest first. */
export const drawnOfGame = (db: Db, p: { merchantId: number; code: string; count: number }) =>
  db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('merchant_id', '=', p.merchantId)
    .where('game_code', '=', p.code)
    .where('state', 'in', ['drawn', 'settled'])
    .orderBy('draw_time', 'desc')
    .limit(p.count)
    .execute();

/**
 * The latest drawn result of each enabled game of the brand: one index probe per game (the draws
 * table grows by thousands of rows a day), in one statement.
 */
export const latestOfBrand = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('lottery_draws as d')
    .select(['d.game_code', 'd.numero', 'd.win_no', 'd.draw_time'])
    .where(
      'd.id',
      'in',
      db
        .selectFrom('lottery_games as g')
        .where('g.merchant_id', '=', merchantId)
        .where('g.enabled', '=', 1)
        .select((eb) =>
          eb
            .selectFrom('lottery_draws as x')
            .select('x.id')
            .whereRef('x.merchant_id', '=', 'g.merchant_id')
            .whereRef('x.game_code', '=', 'g.game_code')
            .where('x.state', 'in', ['drawn', 'settled'])
            .orderBy('x.draw_time', 'desc')
            .limit(1)
            .as('id'),
        ),
    )
    .orderBy('d.draw_time', 'desc')
    .execute();
