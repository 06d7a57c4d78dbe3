import type { Insertable, Kysely } from 'kysely';
import type { Database, GameSessionsTable } from '../../../db/schema.ts';

/** Records a game session (its token's hash only). */
export async function insertSession(db: Kysely<Database>, row: Insertable<GameSessionsTable>): Promise<void> {
  await db.insertInto('game_sessions').values(row).execute();
}

/** Forgets a game session. */
export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('game_sessions').where('token_hash', '=', tokenHash).execute();
}

/** A game session by its token's hash. */
export const findSession = (db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('game_sessions')
    .select(['member_id', 'game_id', 'mode', 'expires_at', 'vendor_code', 'merchant_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
