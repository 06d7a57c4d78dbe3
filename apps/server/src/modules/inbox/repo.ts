// Platform messages' SQL (the inbox module owns `inbox_messages` and `inbox_marks`).
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, InboxMessagesTable } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;
export type MessageRow = Selectable<InboxMessagesTable>;
export type NewMessage = Insertable<InboxMessagesTable>;

/**
 * Who a member is to the audiences: its brand, id, when it joined (a broadcast reaches members
 * who existed when it was sent), its VIP level now and the agents whose team it is in (itself
 * included: an agent is in its own team).
 */
export type Reader = {
  merchantId: number;
  memberId: number;
  joinedAt: number;
  level: number;
  teamOf: readonly number[];
};

export async function insertMessage(db: On, row: NewMessage): Promise<number> {
  const r = await db.insertInto('inbox_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** The messages a member sees (its own and its brand's broadcasts it is in), not deleted by it, with its marks. */
function visible(db: On, who: Reader) {
  return db
    .selectFrom('inbox_messages as m')
    .leftJoin('inbox_marks as k', (j) =>
      j.onRef('k.message_id', '=', 'm.id').on('k.member_id', '=', who.memberId),
    )
    .where('m.merchant_id', '=', who.merchantId)
    .where('k.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('m.audience', '=', 'member'), eb('m.member_id', '=', who.memberId)]),
        eb.and([
          eb('m.created_at', '>=', who.joinedAt),
          eb.or([
            eb('m.audience', '=', 'brand'),
            eb.and([eb('m.audience', '=', 'vip'), eb('m.min_level', '<=', who.level)]),
            eb.and([eb('m.audience', '=', 'team'), eb('m.agent_id', 'in', [...who.teamOf])]),
          ]),
        ]),
      ]),
    );
}

/** A page of the member's messages, newest first, with whether each is read. */
export function messagesPage(db: On, q: { who: Reader; limit: number; offset: number }) {
  return visible(db, q.who)
    .selectAll('m')
    .select('k.read_at')
    .orderBy('m.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
}

/** How many messages the member sees, and how many of them it has not read. */
export async function countsOf(db: On, who: Reader): Promise<{ total: number; unread: number }> {
  const r = await visible(db, who)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('m.id').filterWhere('k.read_at', 'is', null).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(r.total), unread: Number(r.unread) };
}

/** One message the member sees, by id. */
export function visibleMessage(db: On, q: { who: Reader; id: number }) {
  return visible(db, q.who).selectAll('m').select('k.read_at').where('m.id', '=', q.id).executeTakeFirst();
}

/** The ids among `ids` (all when undefined) the member sees and, with `unreadOnly`, has not read. */
export async function visibleIds(db: On, q: { who: Reader; ids?: readonly number[]; unreadOnly: boolean }) {
  let query = visible(db, q.who).select('m.id');
  if (q.ids) query = query.where('m.id', 'in', [...q.ids]);
  if (q.unreadOnly) query = query.where('k.read_at', 'is', null);
  return (await query.execute()).map((r) => r.id);
}

/** Sets a mark (read or deleted) of the member on these messages, keeping the first time it was set. */
export async function setMark(
  db: On,
  q: { who: Reader; ids: readonly number[]; mark: 'read_at' | 'deleted_at'; now: number },
) {
  if (q.ids.length === 0) return;
  const rows = q.ids.map((id) => ({
    member_id: q.who.memberId,
    message_id: id,
    merchant_id: q.who.merchantId,
    read_at: q.mark === 'read_at' ? q.now : null,
    deleted_at: q.mark === 'deleted_at' ? q.now : null,
  }));
  await db
    .insertInto('inbox_marks')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'message_id'])
        .doUpdateSet((eb) => ({ [q.mark]: eb.fn.coalesce(`inbox_marks.${q.mark}`, eb.val(q.now)) })),
    )
    .execute();
}
