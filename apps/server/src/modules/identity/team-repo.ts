// A member's team (its downline at every depth, from the closure table): the reads an agent's
// reports make. Other modules narrow their own tables with `downlineIds`.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The ids of the members under `agentId`, at any depth (not the agent itself): a subquery. */
export const downlineIds = (agentId: number): RawBuilder<number> =>
  sql<number>`(select descendant_id from member_tree where ancestor_id = ${agentId} and depth > 0)`;

const QUARTER = 15 * 60_000;

/**
 * The team's head count, how many of its members joined in each quarter hour of `[from, to)`
 * (epoch ms; `at` the quarter's start), and how many
 * have a live session seen since `onlineSince`.
 */
export async function teamCounts(
  db: Kysely<Database>,
  q: { agentId: number; from: number; to: number; onlineSince: number; now: number },
) {
  const size = await db
    .selectFrom('member_tree')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('ancestor_id', '=', q.agentId)
    .where('depth', '>', 0)
    .executeTakeFirstOrThrow();
  // Counted per quarter hour (every zone's days begin on one): a few thousand rows at most,
  // however many joined.
  const joined = await db
    .selectFrom('members')
    .select([
      sql<number | string>`created_at / ${sql.lit(QUARTER)}`.as('q'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('id', 'in', downlineIds(q.agentId))
    .where('created_at', '>=', q.from)
    .where('created_at', '<', q.to)
    .groupBy(sql`created_at / ${sql.lit(QUARTER)}`)
    .execute();
  const online = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.count<number | string>('member_id').distinct().as('n'))
    .where('member_id', 'in', downlineIds(q.agentId))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', q.now)
    .where('last_seen_at', '>=', q.onlineSince)
    .executeTakeFirstOrThrow();
  return {
    size: Number(size.n),
    joined: joined.map((r) => ({ at: Number(r.q) * QUARTER, n: Number(r.n) })),
    online: Number(online.n),
  };
}
