// The ledger's built queries (accounts, holds, balances, the member's record, the hold sweep's
// lease); its hand-written hot-path statements are ledger-sql.ts.
import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RecordQuery } from './records.ts';

type Q = Kysely<Database> | Transaction<Database>;
type AccountKey = { merchantId: number; ownerType: 'member' | 'house'; ownerId: number; code: string };
/** Which pending holds a sweep owner looks at: by key prefix, past a grace or past expiry. */
export type HoldPrefix = { prefix: string; graceMs?: number | undefined };

/** The only place with built SQL for ledger accounts, holds and lines. */
export const ledgerRepo = {
  /** Opens an account unless it exists; answers its id. */
  ensureAccount: async (
    db: Q,
    { key, currency, now }: { key: AccountKey; currency: string; now: number },
  ) => {
    await db
      .insertInto('ledger_accounts')
      .values({
        merchant_id: key.merchantId,
        owner_type: key.ownerType,
        owner_id: key.ownerId,
        code: key.code,
        currency,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'owner_type', 'owner_id', 'code']).doNothing())
      .execute();
    const row = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_id', '=', key.merchantId)
      .where('owner_type', '=', key.ownerType)
      .where('owner_id', '=', key.ownerId)
      .where('code', '=', key.code)
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Voids a pending hold and lowers its account's held amount; answers the account's owner, or undefined when not pending. */
  voidHold: async (
    trx: Transaction<Database>,
    { merchantId, holdId, now }: { merchantId: number; holdId: number; now: number },
  ) => {
    const row = await trx
      .updateTable('ledger_holds')
      .set({ state: 'voided', settled_at: now })
      .where('id', '=', holdId)
      .where('merchant_id', '=', merchantId)
      .where('state', '=', 'pending')
      .returning(['account_id', 'amount'])
      .executeTakeFirst();
    if (!row) return undefined;
    const account = await trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ held: eb('held', '-', BigInt(row.amount)) }))
      .where('id', '=', row.account_id)
      .returning('owner_id')
      .executeTakeFirstOrThrow();
    return account.owner_id;
  },

  expiredHolds: (db: Q, { now, limit }: { now: number; limit: number }) =>
    db
      .selectFrom('ledger_holds')
      .select(['id', 'merchant_id'])
      // A literal, so both engines read the partial index of pending holds (migration 011).
      .where('state', '=', sql.lit('pending'))
      .where('expires_at', '<=', now)
      .limit(limit)
      .execute(),

  /** The sum of a house account's lines. */
  houseTotal: (db: Q, { merchantId, code }: { merchantId: number; code: string }) =>
    db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .select((eb) => eb.fn.sum<number | string | null>('ledger_lines.amount').as('total'))
      .where('ledger_accounts.merchant_id', '=', merchantId)
      .where('ledger_accounts.owner_type', '=', 'house')
      .where('ledger_accounts.code', '=', code)
      .executeTakeFirst(),

  /** The summed balance of one account code over the members `members` selects (a subquery of ids). */
  membersTotal: (db: Q, q: { merchantId: number; members: Expression<number>; code: string }) =>
    db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.sum<number | string | null>('balance').as('total'))
      .where('merchant_id', '=', q.merchantId)
      .where('owner_type', '=', 'member')
      .where('owner_id', 'in', q.members)
      .where('code', '=', q.code)
      .executeTakeFirst(),

  /** The ids of members whose `code` account's balance lies within `min`..`max` (either may be open): a subquery. */
  membersWithin: (
    db: Q,
    q: { merchantId: number; code: string; min?: bigint | undefined; max?: bigint | undefined },
  ) => {
    let query = db
      .selectFrom('ledger_accounts')
      .select('owner_id')
      .where('merchant_id', '=', q.merchantId)
      .where('owner_type', '=', 'member')
      .where('code', '=', q.code);
    if (q.min !== undefined) query = query.where('balance', '>=', q.min.toString());
    if (q.max !== undefined) query = query.where('balance', '<=', q.max.toString());
    return query;
  },

  /** The `code` account balances of some members, by member id. */
  balancesOf: (db: Q, q: { merchantId: number; code: string; memberIds: number[] }) =>
    q.memberIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('ledger_accounts')
          .select(['owner_id', 'balance'])
          .where('merchant_id', '=', q.merchantId)
          .where('owner_type', '=', 'member')
          .where('code', '=', q.code)
          .where('owner_id', 'in', q.memberIds)
          .execute(),

  /** A page of the lines of a member's own accounts, newest first, and how many there are. */
  memberLines: async (db: Q, q: RecordQuery) => {
    let base = db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_lines.entry_id')
      .where('ledger_accounts.merchant_id', '=', q.merchantId)
      .where('ledger_accounts.owner_type', '=', 'member')
      .where('ledger_accounts.owner_id', typeof q.members === 'number' ? '=' : 'in', q.members)
      .where('ledger_accounts.code', q.play ? '=' : '!=', 'play');
    if (typeof q.txType === 'string') base = base.where('ledger_entries.type', '=', q.txType);
    else if (q.txType) base = base.where('ledger_entries.type', 'in', q.txType);
    if (q.from !== undefined) base = base.where('ledger_entries.created_at', '>=', q.from);
    if (q.to !== undefined) base = base.where('ledger_entries.created_at', '<=', q.to);
    const { n } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'ledger_lines.id',
        'ledger_accounts.owner_id',
        'ledger_lines.amount',
        'ledger_lines.balance_after',
        'ledger_entries.type',
        'ledger_entries.created_at',
        'ledger_entries.ref',
        'ledger_entries.memo',
        'ledger_accounts.code',
      ])
      .orderBy('ledger_lines.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute();
    return { totalCount: Number(n), rows };
  },

  /** Pending holds some owner may act on now: past their grace, or past their expiry. */
  dueHolds: (db: Q, { owners, now, limit }: { owners: readonly HoldPrefix[]; now: number; limit: number }) =>
    db
      .selectFrom('ledger_holds')
      .select(['id', 'merchant_id', 'idem_key', 'ref', 'created_at', 'expires_at'])
      // A literal, so both engines read the partial index of pending holds.
      .where('state', '=', sql.lit('pending'))
      .where((eb) =>
        eb.or(
          owners.map((o) =>
            eb.and([
              eb('idem_key', 'like', `${o.prefix}%`),
              o.graceMs === undefined
                ? eb('expires_at', '<=', now)
                : eb.or([eb('created_at', '<=', now - o.graceMs), eb('expires_at', '<=', now)]),
            ]),
          ),
        ),
      )
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Of one owner's pending holds: the oldest still in its grace, and the next to expire. */
  nextHoldTimes: (db: Q, { owner, now }: { owner: HoldPrefix; now: number }) =>
    db
      .selectFrom('ledger_holds')
      .select((eb) => [
        eb.fn
          .min(
            eb
              .case()
              .when('created_at', '>', now - (owner.graceMs ?? 0))
              .then(eb.ref('created_at'))
              .end(),
          )
          .as('fresh'),
        eb.fn.min(eb.case().when('expires_at', '>', now).then(eb.ref('expires_at')).end()).as('expiring'),
      ])
      .where('state', '=', sql.lit('pending'))
      .where('idem_key', 'like', `${owner.prefix}%`)
      .executeTakeFirst(),
};
