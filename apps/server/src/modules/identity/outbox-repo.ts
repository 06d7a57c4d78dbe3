import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** The only place with SQL for the local message outbox. */
export const outboxRepo = {
  insert: (db: Q, row: Insertable<OutboxTable>) => db.insertInto('outbox').values(row).execute(),

  /** A brand's newest messages, to one target when given, for the operator. */
  latest: (db: Q, { merchantId, limit, target }: { merchantId: number; limit: number; target?: string }) => {
    let q = db
      .selectFrom('outbox')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (target) q = q.where('target', '=', target);
    return q.execute();
  },
};
