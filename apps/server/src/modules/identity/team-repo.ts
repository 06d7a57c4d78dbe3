// A member's team (its downline at every depth, from the closure table): the reads an agent's
// reports make. Other modules narrow their own tables with `downlineIds`.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The ids of the members under `agentId`, at any depth (not the agent itself): a subquery. */
export const downlineIds = (agentId: number): RawBuilder<number> =>
  sql<number>`(select descendant_id from member_tree where ancestor_id = ${agentId} and depth > 0)`;

/**
 * The team's head count, when its members joined within `[from, to)` (epoch ms), and how many
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
  const joined = await db
    .selectFrom('members')
    .select('created_at')
    .where('id', 'in', downlineIds(q.agentId))
    .where('created_at', '>=', q.from)
    .where('created_at', '<', q.to)
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
    joined: joined.map((r) => Number(r.created_at)),
    online: Number(online.n),
  };
}
