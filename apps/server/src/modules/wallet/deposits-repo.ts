import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type {
  Database,
  DepositOrdersTable,
  PaymentChannelsTable,
  PaymentEventsTable,
} from '../../db/schema.ts';
import { memberOrders, type Owner } from './member-orders-repo.ts';

type Q = Kysely<Database> | Transaction<Database>;
type OrderStatus = DepositOrdersTable['status'];

/** A brand's deposit orders with their channel's code, kind and config. */
const withChannels = (db: Q, merchantId: number) =>
  db
    .selectFrom('deposit_orders')
    .innerJoin('payment_channels', 'payment_channels.id', 'deposit_orders.channel_id')
    .selectAll('deposit_orders')
    .select(['payment_channels.code', 'payment_channels.kind', 'payment_channels.config'])
    .where('deposit_orders.merchant_id', '=', merchantId);

/** The only place with SQL for payment channels, deposit orders and payment events. */
export const depositsRepo = {
  /** A brand's channels in their order; only the enabled ones unless `all`. */
  channels: (db: Q, { merchantId, which }: { merchantId: number; which: 'enabled' | 'all' }) => {
    let q = db.selectFrom('payment_channels').selectAll().where('merchant_id', '=', merchantId);
    if (which === 'enabled') q = q.where('enabled', '=', 1);
    return q.orderBy('sort').execute();
  },

  /** A brand's channel by code; only an enabled one unless `all`. */
  channel: (
    db: Q,
    { merchantId, code, which }: { merchantId: number; code: string; which: 'enabled' | 'all' },
  ) => {
    let q = db
      .selectFrom('payment_channels')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code);
    if (which === 'enabled') q = q.where('enabled', '=', 1);
    return q.executeTakeFirst();
  },

  channelKind: (db: Q, channelId: number) =>
    db.selectFrom('payment_channels').select('kind').where('id', '=', channelId).executeTakeFirst(),

  updateChannel: (db: Q, { id, set }: { id: number; set: Updateable<PaymentChannelsTable> }) =>
    db.updateTable('payment_channels').set(set).where('id', '=', id).execute(),

  byRequest: (db: Q, { merchantId, memberId, requestId }: Owner & { requestId: string }) =>
    db
      .selectFrom('deposit_orders')
      .select(['order_ref', 'status', 'pay_url', 'provider_order_id', 'channel_id', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst(),

  /** Opens an order unless the member's requestId has one; answers its ref when inserted. */
  insertOrder: (db: Q, row: Insertable<DepositOrdersTable>) =>
    db
      .insertInto('deposit_orders')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'request_id']).doNothing())
      .returning('order_ref')
      .executeTakeFirst(),

  updateOrder: (db: Q, { orderRef, set }: { orderRef: string; set: Updateable<DepositOrdersTable> }) =>
    db.updateTable('deposit_orders').set(set).where('order_ref', '=', orderRef).execute(),

  /** A member's paid deposits, oldest first (what a deposit promotion is claimed on). */
  paidDeposits: (db: Q, { merchantId, memberId }: Owner) =>
    db
      .selectFrom('deposit_orders')
      .select(['order_ref', 'amount', 'updated_at'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'paid')
      .orderBy('updated_at')
      .orderBy('id')
      .limit(1000)
      .execute(),

  /** Marks an order paid with its entry; false when it was paid already. */
  markPaid: async (db: Q, { orderRef, entryId, now }: { orderRef: string; entryId: number; now: number }) => {
    const r = await db
      .updateTable('deposit_orders')
      .set({ status: 'paid', entry_id: entryId, updated_at: now })
      .where('order_ref', '=', orderRef)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** Moves a pending order to `status`; false when it was not pending. */
  closePending: async (
    db: Q,
    {
      merchantId,
      orderRef,
      set,
    }: {
      merchantId: number;
      orderRef: string;
      set: { status: OrderStatus; note?: string; updated_at: number };
    },
  ) => {
    const res = await db
      .updateTable('deposit_orders')
      .set(set)
      .where('merchant_id', '=', merchantId)
      .where('order_ref', '=', orderRef)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** An order with its channel's code, to credit. */
  forCredit: (db: Q, { merchantId, orderRef }: { merchantId: number; orderRef: string }) =>
    db
      .selectFrom('deposit_orders')
      .innerJoin('payment_channels', 'payment_channels.id', 'deposit_orders.channel_id')
      .selectAll('deposit_orders')
      .select('payment_channels.code')
      .where('deposit_orders.merchant_id', '=', merchantId)
      .where('deposit_orders.order_ref', '=', orderRef)
      .executeTakeFirst(),

  ofChannel: (
    db: Q,
    { merchantId, channelId, orderRef }: { merchantId: number; channelId: number; orderRef: string },
  ) =>
    db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('channel_id', '=', channelId)
      .where('order_ref', '=', orderRef)
      .executeTakeFirst(),

  /** Records a gateway's event once (by provider and event id). */
  recordEvent: (db: Q, row: Insertable<PaymentEventsTable>) =>
    db
      .insertInto('payment_events')
      .values(row)
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .execute(),

  /** A member's own deposit orders with their channels (see `memberOrders`). */
  memberOrders: (db: Q, owner: Owner) =>
    memberOrders(withChannels(db, owner.merchantId), { db, table: 'deposit_orders', owner }),

  /** The operator's list: a brand's newest orders with their member. */
  operatorList: (db: Q, query: { merchantId: number; limit: number; status?: OrderStatus | undefined }) => {
    // Members have a status too: every column named by its table.
    let q = db
      .selectFrom('deposit_orders')
      .innerJoin('members', 'members.id', 'deposit_orders.member_id')
      .select([
        'deposit_orders.order_ref',
        'members.username',
        'deposit_orders.amount',
        'deposit_orders.fee',
        'deposit_orders.status',
        'deposit_orders.created_at',
      ])
      .where('deposit_orders.merchant_id', '=', query.merchantId)
      .orderBy('deposit_orders.id', 'desc')
      .limit(query.limit);
    if (query.status) q = q.where('deposit_orders.status', '=', query.status);
    return q.execute();
  },
};
