import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Favourite = { memberId: number; gameId: number };

/** Adds a game to a member's favourites; adding it twice keeps the first. */
export async function addFavourite(db: Kysely<Database>, f: Favourite): Promise<void> {
  await db
    .insertInto('game_favourites')
    .values({ member_id: f.memberId, game_id: f.gameId, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
}

/** Takes a game out of a member's favourites. */
export async function removeFavourite(db: Kysely<Database>, f: Favourite): Promise<void> {
  await db
    .deleteFrom('game_favourites')
    .where('member_id', '=', f.memberId)
    .where('game_id', '=', f.gameId)
    .execute();
}

/** A member's favourite games' ids, the latest added first. */
export async function favouriteIds(db: Kysely<Database>, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('game_favourites')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((f) => f.game_id);
}
