// A member's team (its downline at every depth, from the closure table): the reads an agent's
// reports make. Other modules narrow their own tables with `downlineIds`.
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The ids of the members under `agentId`, at any depth (not the agent itself): a subquery. */
export const downlineIds = (agentId: number): RawBuilder<number> =>
  sql<number>`(select descendant_id from member_tree where ancestor_id = ${agentId} and depth > 0)`;

/** The ids of `agentId` and every member under it: a subquery (a contract's team). */
export const teamIds = (agentId: number): RawBuilder<number> =>
  sql<number>`(select descendant_id from member_tree where ancestor_id = ${agentId})`;

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

/**
 * The chain from `agentId` down to `memberId` (both included, top first), or undefined when the
 * member is not the agent nor anywhere below it.
 */
export async function teamPath(db: Kysely<Database>, q: { agentId: number; memberId: number }) {
  const rows = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.ancestor_id')
    .select(['m.id', 'm.username', 't.depth'])
    .where('t.descendant_id', '=', q.memberId)
    .where('t.ancestor_id', 'in', (eb) =>
      eb.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', q.agentId),
    )
    .orderBy('t.depth', 'desc')
    .execute();
  return rows[0]?.id === q.agentId ? rows.map((r) => ({ id: r.id, username: r.username })) : undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the members under `parentId` (its direct downlines, or everyone below it), newest
 * first: their rows, depth below the parent and how many members each has directly under it.
 * `only` narrows to a subquery of ids (another module's filter: a balance range).
 */
export async function teamMembersPage(
  db: Kysely<Database>,
  q: {
    parentId: number;
    scope: 'direct' | 'all';
    username?: string | undefined;
    only?: Expression<number> | undefined;
    pageNo: number;
    pageSize: number;
  },
) {
  let base = db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .where('t.ancestor_id', '=', q.parentId)
    .where('t.depth', q.scope === 'direct' ? '=' : '>', q.scope === 'direct' ? 1 : 0);
  if (q.username)
    base = base.where(
      sql<boolean>`m.username_key like ${`${escapeLike(q.username.toLowerCase())}%`} escape '\\'`,
    );
  if (q.only) base = base.where('m.id', 'in', q.only);
  const total = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(['m.id', 'm.username', 'm.type', 'm.status', 'm.created_at', 'm.last_login_at', 't.depth'])
    .select((eb) =>
      eb
        .selectFrom('member_tree as c')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('c.ancestor_id', '=', 'm.id')
        .where('c.depth', '=', 1)
        .as('downlines'),
    )
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { total: Number(total.n), rows };
}
