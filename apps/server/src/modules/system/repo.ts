import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The system module's queries besides the rate limiter's (rate-limit-repo.ts). */
export const systemRepo = {
  /** Answers when the database does. */
  ping: async (db: Kysely<Database>) => {
    await sql`select 1`.execute(db);
  },
};
