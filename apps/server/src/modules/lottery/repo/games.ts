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
