import type { Insertable, Kysely, Transaction } from 'kysely';
import type { BankCardsTable, Database, WithdrawalsTable } from '../../db/schema.ts';
import { memberOrders, type Owner } from './member-orders-repo.ts';

type Q = Kysely<Database> | Transaction<Database>;
/** The member's answer after payment, as stored. */
export type ReceiptUpdate = Pick<WithdrawalsTable, 'status' | 'receipt' | 'proofs'> & {
  confirmed_at: number;
};

/** A brand's withdrawals with the card each goes to. */
const withCards = (db: Q, merchantId: number) =>
  db
    .selectFrom('withdrawals')
    .innerJoin('bank_cards', 'bank_cards.id', 'withdrawals.card_id')
    .selectAll('withdrawals')
    .select([
      'bank_cards.bank_name',
      'bank_cards.account_name',
      'bank_cards.account_number',
      'bank_cards.created_at as card_created_at',
    ])
    .where('withdrawals.merchant_id', '=', merchantId);

/** The only place with SQL for bank cards and withdrawals. */
export const withdrawalsRepo = {
  cards: (db: Q, { merchantId, memberId }: Owner) =>
    db
      .selectFrom('bank_cards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),

  /** Whether the member has a payout card, and the other members of the brand holding any of its account numbers. */
  cardSharers: async (db: Q, { merchantId, memberId }: Owner) => {
    const mine = db
      .selectFrom('bank_cards')
      .select('account_number')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId);
    const [own, others] = await Promise.all([
      mine.execute(),
      db
        .selectFrom('bank_cards')
        .select('member_id')
        .distinct()
        .where('merchant_id', '=', merchantId)
        .where('member_id', '<>', memberId)
        .where('account_number', 'in', mine)
        .execute(),
    ]);
    return { hasCard: own.length > 0, others: others.map((r) => r.member_id) };
  },

  card: (db: Q, { owner: { merchantId, memberId }, cardId }: { owner: Owner; cardId: number }) =>
    db
      .selectFrom('bank_cards')
      .selectAll()
      .where('id', '=', cardId)
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .executeTakeFirst(),

  /** Adds a card; undefined when the member already has that account number. */
  addCard: (db: Q, row: Insertable<BankCardsTable>) =>
    db
      .insertInto('bank_cards')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'account_number']).doNothing())
      .returningAll()
      .executeTakeFirst(),

  refOfRequest: (
    db: Q,
    { owner: { merchantId, memberId }, requestId }: { owner: Owner; requestId: string },
  ) =>
    db
      .selectFrom('withdrawals')
      .select('order_ref')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst(),

  /** Stores a request unless the member's requestId already has one. */
  insert: (db: Q, row: Insertable<WithdrawalsTable>) =>
    db
      .insertInto('withdrawals')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'request_id']).doNothing())
      .execute(),

  /** A member's deposits and bets, summed by entry type, from the ledger. */
  depositAndBetSums: (db: Q, { merchantId, memberId }: Owner) =>
    db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_lines.entry_id')
      .select([
        'ledger_entries.type',
        (eb) => eb.fn.sum<number | string | null>('ledger_lines.amount').as('total'),
      ])
      .where('ledger_accounts.merchant_id', '=', merchantId)
      .where('ledger_accounts.owner_type', '=', 'member')
      .where('ledger_accounts.owner_id', '=', memberId)
      .where('ledger_entries.type', 'in', ['deposit', 'bet'])
      .groupBy('ledger_entries.type')
      .execute(),

  /** A member's own withdrawals with their cards (see `memberOrders`). */
  memberOrders: (db: Q, owner: Owner) =>
    memberOrders(withCards(db, owner.merchantId), { db, table: 'withdrawals', owner }),

  byRef: (db: Q, { merchantId, orderRef }: { merchantId: number; orderRef: string }) =>
    db
      .selectFrom('withdrawals')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('order_ref', '=', orderRef)
      .executeTakeFirst(),

  /** Marks a pending withdrawal paid; false when it was not pending. */
  markPaid: async (db: Q, { id, now }: { id: number; now: number }) => {
    const r = await db
      .updateTable('withdrawals')
      .set({ status: 'paid', paid_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** Rejects a pending withdrawal; false when it was not pending. */
  reject: async (db: Q, { id, note }: { id: number; note: string }) => {
    const updated = await db
      .updateTable('withdrawals')
      .set({ status: 'rejected', note })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /** Records the member's answer on a paid withdrawal; false when it was not paid or not theirs. */
  recordReceipt: async (
    db: Q,
    { owner, orderRef, set }: { owner: Owner; orderRef: string; set: ReceiptUpdate },
  ) => {
    const { merchantId, memberId } = owner;
    const updated = await db
      .updateTable('withdrawals')
      .set(set)
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('order_ref', '=', orderRef)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /** Confirms a brand's withdrawals paid at or before `paidBy`; answers how many. */
  autoConfirm: async (
    db: Q,
    { merchantId, paidBy, now }: { merchantId: number; paidBy: number; now: number },
  ) => {
    const res = await db
      .updateTable('withdrawals')
      .set({ status: 'confirmed', receipt: 'received', confirmed_at: now })
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'paid')
      .where('paid_at', '<=', paidBy)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  },

  /** The operator's list: a brand's newest withdrawals with member and card. */
  operatorList: (
    db: Q,
    query: { merchantId: number; limit: number; status?: WithdrawalsTable['status'] | undefined },
  ) => {
    // Members have a status too: every column named by its table.
    let q = db
      .selectFrom('withdrawals')
      .innerJoin('members', 'members.id', 'withdrawals.member_id')
      .innerJoin('bank_cards', 'bank_cards.id', 'withdrawals.card_id')
      .select([
        'withdrawals.order_ref',
        'members.username',
        'withdrawals.amount',
        'withdrawals.status',
        'withdrawals.receipt',
        'bank_cards.bank_name',
        'bank_cards.account_number',
        'withdrawals.created_at',
      ])
      .where('withdrawals.merchant_id', '=', query.merchantId)
      .orderBy('withdrawals.id', 'desc')
      .limit(query.limit);
    if (query.status) q = q.where('withdrawals.status', '=', query.status);
    return q.execute();
  },
};
