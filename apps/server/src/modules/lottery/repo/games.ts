import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A brand's enabled lottery game by its code. */
export const enabledGame = (db: Kysely<Database>, k: { merchantId: number; code: string }) =>
  db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', k.merchantId)
    .where('game_code', '=', k.code)
    .where('enabled', '=', 1)
    .executeTakeFirst();

/** A brand's enabled lottery games in their sort order. */
export const enabledGamesOfBrand = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .execute();

/** A brand's enabled lottery game codes, most played first. */
export const gameCodesByPlays = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('lottery_games')
    .select('game_code')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .orderBy('plays', 'desc')
    .orderBy('sort')
    .execute();

/** Every brand's enabled lottery games (what the scheduler opens draws for). */
export const allEnabledGames = (db: Kysely<Database>) =>
  db.selectFrom('lottery_games').select(['merchant_id', 'game_code']).where('enabled', '=', 1).execute();

/** Counts `n` more placements on a game. */
export async function addPlays(db: Kysely<Database>, p: { id: number; n: number }): Promise<void> {
  await db
    .updateTable('lottery_games')
    .set((eb) => ({ plays: eb('plays', '+', p.n) }))
    .where('id', '=', p.id)
    .execute();
}
