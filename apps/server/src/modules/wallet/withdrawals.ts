import type { Kysely, Selectable } from 'kysely';
import type { BankCard, Withdrawal, WithdrawInfo } from '@lotto/contracts';
import type { BankCardsTable, Database, WithdrawalsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import { alphaCode } from '../../lib/tokens.ts';
import type { Brand } from '../brand/index.ts';
import { checkPassword, hashPassword, membersRepo, type MemberRow } from '../identity/index.ts';
import type { Wallet } from './service.ts';

type CardRow = Selectable<BankCardsTable>;
type WithdrawalRow = Selectable<WithdrawalsTable>;
/** A withdrawal's stake stays held until the operator pays or rejects it: 30 days at most. */
const HOLD_MS = 30 * 86_400_000;

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export const cardView = (c: CardRow): BankCard => ({
  id: c.id,
  bankName: c.bank_name,
  accountName: c.account_name,
  accountNumber: `•••• ${c.account_number.replace(/\D/g, '').slice(-4)}`,
});

/**
 * Withdrawals (issue 5): bank cards in the member's registered name, a payment password with
 * lockout, the amount held in the ledger at request, paid or rejected by the operator, then
 * confirmed by the member (received, partially, not received, with proof) or automatically
 * after the brand's minutes.
 */
export class Withdrawals {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;

  constructor(db: Kysely<Database>, wallet: Wallet) {
    this.#db = db;
    this.#wallet = wallet;
  }

  async setPaymentPassword(
    member: MemberRow,
    input: { oldPassword?: string | undefined; newPassword: string; confirmPassword: string },
  ) {
    if (input.newPassword !== input.confirmPassword) throw new AppError('password.mismatch');
    if (member.payment_password_hash) await this.#verify(member, input.oldPassword);
    await membersRepo.update(this.#db, member.id, {
      payment_password_hash: await hashPassword(input.newPassword),
    });
  }

  /** For transfers: the same payment-password check and lockout as withdrawals. */
  verifyPaymentPassword(member: MemberRow, given: string): Promise<void> {
    return this.#verify(member, given);
  }

  /**
   * Checks the payment password. A try is taken before the check (see
   * `takePaymentPasswordTry`), so however many requests arrive at once, five wrong ones lock
   * withdrawals and transfers for 30 minutes; a right one starts the count again.
   */
  async #verify(member: MemberRow, given: string | undefined): Promise<void> {
    if (!member.payment_password_hash) throw new AppError('payment.password.required');
    const now = Date.now();
    const { lockedUntil } = await membersRepo.takePaymentPasswordTry(this.#db, member.id, now);
    if (lockedUntil !== undefined)
      throw new AppError('payment.password.locked', {
        retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now) / 1000)),
      });
    if (!given || !(await checkPassword(member.payment_password_hash, given)))
      throw new AppError('payment.password.invalid');
    await membersRepo.paymentPasswordPassed(this.#db, member.id);
  }

  async cards(brand: Brand, memberId: number): Promise<BankCard[]> {
    const rows = await this.#db
      .selectFrom('bank_cards')
      .selectAll()
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    return rows.map(cardView);
  }

  /**
   * Binds a card with the payment password (its tries counted like a withdrawal's); its account
   * name must be the registered name (the first card records it).
   */
  async addCard(
    brand: Brand,
    member: MemberRow,
    input: { bankName: string; accountName: string; accountNumber: string; paymentPassword: string },
  ) {
    if (member.payee_name && !sameName(member.payee_name, input.accountName))
      throw new AppError('bank.account.name.mismatch');
    await this.#verify(member, input.paymentPassword);
    if (!member.payee_name)
      await membersRepo.update(this.#db, member.id, { payee_name: input.accountName.trim() });
    const row = await this.#db
      .insertInto('bank_cards')
      .values({
        merchant_id: brand.id,
        member_id: member.id,
        bank_name: input.bankName,
        account_name: input.accountName.trim(),
        account_number: input.accountNumber.replace(/[\s-]/g, ''),
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'account_number']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('conflict');
    return cardView(row);
  }

  /** Requests a withdrawal: the amount is held at once; the same requestId returns the same order. */
  async request(
    brand: Brand,
    member: MemberRow,
    input: { cardId: number; amount: string; paymentPassword: string; requestId: string },
  ): Promise<Withdrawal> {
    const existing = await this.#db
      .selectFrom('withdrawals')
      .select('order_ref')
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', member.id)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (existing) return this.get(brand, member.id, existing.order_ref);

    const rules = brand.settings.withdraw;
    const amount = parseMinor(input.amount);
    if (amount === undefined || amount < BigInt(rules.minAmount) || amount > BigInt(rules.maxAmount))
      throw new AppError('request.invalid', {
        details: [
          {
            path: 'amount',
            code: 'withdraw.amount.range',
            message: `(${formatMinor(BigInt(rules.minAmount))}) - (${formatMinor(BigInt(rules.maxAmount))})`,
          },
        ],
      });
    const card = await this.#db
      .selectFrom('bank_cards')
      .selectAll()
      .where('id', '=', input.cardId)
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    if (!card)
      throw new AppError('request.invalid', {
        details: [{ path: 'cardId', code: 'invalid', message: 'card' }],
      });
    await this.#verify(member, input.paymentPassword);
    await this.#checkTurnover(brand, member.id);

    const orderRef = `W${new Date().toISOString().slice(2, 10).replaceAll('-', '')}${alphaCode(10)}`;
    const { holdId } = await this.#wallet.hold({
      merchantId: brand.id,
      currency: brand.settings.currency,
      idemKey: `withdraw:${member.id}:${input.requestId}`,
      member: member.id,
      amount,
      type: 'withdraw',
      ref: orderRef,
      ttlMs: HOLD_MS,
    });
    await this.#db
      .insertInto('withdrawals')
      .values({
        merchant_id: brand.id,
        member_id: member.id,
        card_id: card.id,
        order_ref: orderRef,
        request_id: input.requestId,
        amount,
        hold_id: holdId,
        status: 'pending',
        receipt: null,
        proofs: '[]',
        note: '',
        created_at: Date.now(),
        paid_at: null,
        confirmed_at: null,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'request_id']).doNothing())
      .execute();
    const stored = await this.#db
      .selectFrom('withdrawals')
      .select('order_ref')
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', member.id)
      .where('request_id', '=', input.requestId)
      .executeTakeFirstOrThrow();
    return this.get(brand, member.id, stored.order_ref);
  }

  /**
   * Turnover rule: with `turnoverMultiple` > 0 the member must have bet that multiple of their
   * deposits before withdrawing. Bets are ledger entries of type 'bet' (games post them).
   * Answers the wager still required (0 when none) and the total wagered, in minor units.
   */
  async turnover(brand: Brand, memberId: number): Promise<{ required: bigint; wagered: bigint }> {
    const multiple = brand.settings.withdraw.turnoverMultiple;
    if (multiple <= 0) return { required: 0n, wagered: 0n };
    const sums = await this.#db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_lines.entry_id')
      .select([
        'ledger_entries.type',
        (eb) => eb.fn.sum<number | string | null>('ledger_lines.amount').as('total'),
      ])
      .where('ledger_accounts.merchant_id', '=', brand.id)
      .where('ledger_accounts.owner_type', '=', 'member')
      .where('ledger_accounts.owner_id', '=', memberId)
      .where('ledger_entries.type', 'in', ['deposit', 'bet'])
      .groupBy('ledger_entries.type')
      .execute();
    const total = (type: string) => BigInt(sums.find((s) => s.type === type)?.total ?? 0);
    const deposited = total('deposit');
    const wagered = -total('bet');
    // Integer arithmetic: the multiple in hundredths, the requirement rounded up to a cent.
    const needed = (deposited * BigInt(Math.round(multiple * 100)) + 99n) / 100n;
    return { required: needed > wagered ? needed - wagered : 0n, wagered };
  }

  async #checkTurnover(brand: Brand, memberId: number): Promise<void> {
    if ((await this.turnover(brand, memberId)).required > 0n)
      throw new AppError('withdraw.turnover.required');
  }

  /** What the withdraw page shows before the member fills it in (GET /wps/wallet/withdraw/info). */
  async info(brand: Brand, member: MemberRow): Promise<WithdrawInfo> {
    const rules = brand.settings.withdraw;
    const [accounts, turnover] = await Promise.all([
      this.#wallet.memberBalances(brand.id, member.id),
      this.turnover(brand, member.id),
    ]);
    const main = accounts.find((a) => a.code === 'main');
    const lockedUntil = Number(member.payment_password_locked_until ?? 0);
    return {
      paymentPasswordSet: member.payment_password_hash !== null,
      paymentPasswordLockedUntil: lockedUntil > Date.now() ? lockedUntil : null,
      registeredName: member.payee_name ?? null,
      available: formatMinor(main?.available ?? 0n),
      minAmount: formatMinor(BigInt(rules.minAmount)),
      maxAmount: formatMinor(BigInt(rules.maxAmount)),
      turnoverRequired: formatMinor(turnover.required),
      autoConfirmMinutes: rules.autoConfirmMinutes,
    };
  }

  async get(brand: Brand, memberId: number, orderRef: string): Promise<Withdrawal> {
    const row = await this.#rows(brand.id)
      .where('withdrawals.member_id', '=', memberId)
      .where('withdrawals.order_ref', '=', orderRef)
      .executeTakeFirst();
    if (!row) throw new AppError('route.not.found');
    return this.#view(brand, row);
  }

  async list(brand: Brand, memberId: number, pageNo: number, pageSize = 10) {
    const rows = await this.#rows(brand.id)
      .where('withdrawals.member_id', '=', memberId)
      .orderBy('withdrawals.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const { n } = await this.#db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return {
      list: rows.map((r) => this.#view(brand, r)),
      pageNo,
      totalPages: Math.max(1, Math.ceil(Number(n) / pageSize)),
    };
  }

  #rows(brandId: number) {
    return this.#db
      .selectFrom('withdrawals')
      .innerJoin('bank_cards', 'bank_cards.id', 'withdrawals.card_id')
      .selectAll('withdrawals')
      .select([
        'bank_cards.bank_name',
        'bank_cards.account_name',
        'bank_cards.account_number',
        'bank_cards.created_at as card_created_at',
      ])
      .where('withdrawals.merchant_id', '=', brandId);
  }

  #view(
    brand: Brand,
    r: WithdrawalRow & {
      bank_name: string;
      account_name: string;
      account_number: string;
      card_created_at: number | string;
    },
  ): Withdrawal {
    const paidAt = r.paid_at === null ? null : Number(r.paid_at);
    return {
      orderRef: r.order_ref,
      amount: formatMinor(BigInt(r.amount)),
      status: r.status,
      receipt: r.receipt,
      card: cardView({
        id: r.card_id,
        merchant_id: r.merchant_id,
        member_id: r.member_id,
        bank_name: r.bank_name,
        account_name: r.account_name,
        account_number: r.account_number,
        created_at: r.card_created_at,
      }),
      createdAt: Number(r.created_at),
      paidAt,
      confirmedAt: r.confirmed_at === null ? null : Number(r.confirmed_at),
      autoConfirmAt:
        r.status === 'paid' && paidAt !== null
          ? paidAt + brand.settings.withdraw.autoConfirmMinutes * 60_000
          : null,
      proofCount: (JSON.parse(r.proofs) as string[]).length,
    };
  }

  async #byRef(brand: Brand, orderRef: string): Promise<WithdrawalRow> {
    const row = await this.#db
      .selectFrom('withdrawals')
      .selectAll()
      .where('merchant_id', '=', brand.id)
      .where('order_ref', '=', orderRef)
      .executeTakeFirst();
    if (!row) throw new AppError('route.not.found');
    return row;
  }

  /** The operator paid the member: the held amount leaves for the house withdrawals account, once. */
  async pay(brand: Brand, orderRef: string): Promise<{ paid: boolean }> {
    const row = await this.#byRef(brand, orderRef);
    if (row.status !== 'pending' && row.status !== 'paid') throw new AppError('conflict');
    const posted = await this.#wallet.capture({
      merchantId: brand.id,
      currency: brand.settings.currency,
      holdId: row.hold_id,
      idemKey: `withdraw-pay:${orderRef}`,
      to: { house: 'withdrawals' },
      type: 'withdraw',
      ref: orderRef,
    });
    await this.#db
      .updateTable('withdrawals')
      .set({ status: 'paid', paid_at: Date.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
    return { paid: !posted.replayed };
  }

  /** The operator refuses: the hold is released and the money is available again. */
  async reject(brand: Brand, orderRef: string, note: string): Promise<void> {
    const row = await this.#byRef(brand, orderRef);
    const updated = await this.#db
      .updateTable('withdrawals')
      .set({ status: 'rejected', note: note.slice(0, 256) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('conflict');
    await this.#wallet.void(brand.id, row.hold_id);
  }

  /** The member's answer after payment, with the stored proof file names. */
  async confirmReceipt(
    brand: Brand,
    memberId: number,
    orderRef: string,
    result: 'received' | 'partial' | 'not_received',
    proofs: string[],
  ): Promise<Withdrawal> {
    const updated = await this.#db
      .updateTable('withdrawals')
      .set({
        status: result === 'received' ? 'confirmed' : 'disputed',
        receipt: result,
        proofs: JSON.stringify(proofs),
        confirmed_at: Date.now(),
      })
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', memberId)
      .where('order_ref', '=', orderRef)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      await this.get(brand, memberId, orderRef); // 404 when not the member's
      throw new AppError('conflict');
    }
    return this.get(brand, memberId, orderRef);
  }

  /** Paid withdrawals nobody confirmed within the brand's minutes count as received. */
  async autoConfirm(brand: Brand, now = Date.now()): Promise<number> {
    const res = await this.#db
      .updateTable('withdrawals')
      .set({ status: 'confirmed', receipt: 'received', confirmed_at: now })
      .where('merchant_id', '=', brand.id)
      .where('status', '=', 'paid')
      .where('paid_at', '<=', now - brand.settings.withdraw.autoConfirmMinutes * 60_000)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}
