import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A member's favourite game codes, oldest first. */
export const favouriteCodes = (db: Kysely<Database>, memberId: number) =>
  db
    .selectFrom('lottery_favourites')
    .select('game_code')
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();

/** Adds a favourite (kept as it is when there). */
export async function addFavourite(
  db: Kysely<Database>,
  k: { memberId: number; code: string; now: number },
): Promise<void> {
  await db
    .insertInto('lottery_favourites')
    .values({ member_id: k.memberId, game_code: k.code, created_at: k.now })
    .onConflict((oc) => oc.columns(['member_id', 'game_code']).doNothing())
    .execute();
}

/** Removes a favourite. */
export async function removeFavourite(
  db: Kysely<Database>,
  k: { memberId: number; code: string },
): Promise<void> {
  await db
    .deleteFrom('lottery_favourites')
    .where('member_id', '=', k.memberId)
    .where('game_code', '=', k.code)
    .execute();
}
