import type { Kysely, Selectable } from 'kysely';
import type { BankCard, Withdrawal, WithdrawInfo } from '@lotto/contracts';
import type { Database, WithdrawalsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import { alphaCode } from '../../lib/tokens.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo, type MemberRow } from '../identity/index.ts';
import type { Wallet } from './service.ts';
import { cardView, withdrawalView } from './withdrawal-view.ts';
import { ordersPage } from './member-orders-repo.ts';
import { checkPaymentPassword, setPaymentPassword } from './payment-password.ts';
import { payOut } from './withdrawals-pay.ts';
import { withdrawalsRepo } from './withdrawals-repo.ts';

type WithdrawalRow = Selectable<WithdrawalsTable>;
/** A withdrawal's stake stays held until the operator pays or rejects it: 30 days at most. */
const HOLD_MS = 30 * 86_400_000;

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Withdrawals (issue 5): bank cards in the member's registered name, a payment password with
 * lockout, the amount held in the ledger at request, paid or rejected by the operator, then
 * confirmed by the member (received, partially, not received, with proof) or automatically
 * after the brand's minutes.
 */
type PaidListener = (e: {
  merchantId: number;
  memberId: number;
  amount: string;
  orderRef: string;
}) => Promise<void>;

export class Withdrawals {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  #onPaid: PaidListener | undefined;

  constructor(db: Kysely<Database>, wallet: Wallet) {
    this.#db = db;
    this.#wallet = wallet;
  }

  /** Who is told once a withdrawal is paid and its transaction committed (app.ts: the member's message). */
  whenPaid(listener: PaidListener): this {
    this.#onPaid = listener;
    return this;
  }

  setPaymentPassword(
    member: MemberRow,
    input: { oldPassword?: string | undefined; newPassword: string; confirmPassword: string },
  ): Promise<void> {
    return setPaymentPassword(this.#db, { member, input });
  }

  /** For transfers: the same payment-password check and lockout as withdrawals. */
  verifyPaymentPassword(member: MemberRow, given: string): Promise<void> {
    return this.#verify(member, given);
  }

  #verify(member: MemberRow, given: string | undefined): Promise<void> {
    return checkPaymentPassword(this.#db, { member, given });
  }

  async cards(brand: Brand, memberId: number): Promise<BankCard[]> {
    const rows = await withdrawalsRepo.cards(this.#db, { merchantId: brand.id, memberId });
    return rows.map(cardView);
  }

  /**
   * Binds a card with the payment password (its tries counted like a withdrawal's); its account
   * name must be the registered name (the first card records it).
   */
  async addCard(
    brand: Brand,
    {
      member,
      input,
    }: {
      member: MemberRow;
      input: { bankName: string; accountName: string; accountNumber: string; paymentPassword: string };
    },
  ) {
    if (member.payee_name && !sameName(member.payee_name, input.accountName))
      throw new AppError('bank.account.name.mismatch');
    await this.#verify(member, input.paymentPassword);
    if (!member.payee_name)
      await membersRepo.update(this.#db, { id: member.id, values: { payee_name: input.accountName.trim() } });
    const row = await withdrawalsRepo.addCard(this.#db, {
      merchant_id: brand.id,
      member_id: member.id,
      bank_name: input.bankName,
      account_name: input.accountName.trim(),
      account_number: input.accountNumber.replace(/[\s-]/g, ''),
      created_at: Date.now(),
    });
    if (!row) throw new AppError('conflict');
    return cardView(row);
  }

  /** Requests a withdrawal: the amount is held at once; the same requestId returns the same order. */
  async request(
    brand: Brand,
    {
      member,
      input,
    }: {
      member: MemberRow;
      input: { cardId: number; amount: string; paymentPassword: string; requestId: string };
    },
  ): Promise<Withdrawal> {
    const owner = { merchantId: brand.id, memberId: member.id };
    const existing = await withdrawalsRepo.refOfRequest(this.#db, { owner, requestId: input.requestId });
    if (existing) return this.get(brand, { memberId: member.id, orderRef: existing.order_ref });

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
    const card = await withdrawalsRepo.card(this.#db, { owner, cardId: input.cardId });
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
    await withdrawalsRepo.insert(this.#db, {
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
    });
    const stored = await withdrawalsRepo.refOfRequest(this.#db, { owner, requestId: input.requestId });
    if (!stored) throw new Error(`withdrawal ${input.requestId} was not stored`);
    return this.get(brand, { memberId: member.id, orderRef: stored.order_ref });
  }

  /**
   * Turnover rule: with `turnoverMultiple` > 0 the member must have bet that multiple of their
   * deposits before withdrawing. Bets are ledger entries of type 'bet' (games post them).
   * Answers the wager still required (0 when none) and the total wagered, in minor units.
   */
  async turnover(brand: Brand, memberId: number): Promise<{ required: bigint; wagered: bigint }> {
    const multiple = brand.settings.withdraw.turnoverMultiple;
    if (multiple <= 0) return { required: 0n, wagered: 0n };
    const sums = await withdrawalsRepo.depositAndBetSums(this.#db, { merchantId: brand.id, memberId });
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

  async get(
    brand: Brand,
    { memberId, orderRef }: { memberId: number; orderRef: string },
  ): Promise<Withdrawal> {
    const row = await withdrawalsRepo
      .memberOrders(this.#db, { merchantId: brand.id, memberId })
      .one(orderRef);
    if (!row) throw new AppError('route.not.found');
    return withdrawalView(brand, row);
  }

  async list(
    brand: Brand,
    { memberId, pageNo, pageSize = 10 }: { memberId: number; pageNo: number; pageSize?: number },
  ) {
    const mine = withdrawalsRepo.memberOrders(this.#db, { merchantId: brand.id, memberId });
    return ordersPage(mine, { pageNo, pageSize, view: (r) => withdrawalView(brand, r) });
  }

  async #byRef(brand: Brand, orderRef: string): Promise<WithdrawalRow> {
    const row = await withdrawalsRepo.byRef(this.#db, { merchantId: brand.id, orderRef });
    if (!row) throw new AppError('route.not.found');
    return row;
  }

  /** The operator paid the member: the held amount leaves for the house account, once (see `payOut`). */
  async pay(brand: Brand, orderRef: string): Promise<{ paid: boolean }> {
    const row = await this.#byRef(brand, orderRef);
    if (row.status !== 'pending' && row.status !== 'paid') throw new AppError('conflict');
    const paid = await payOut(this.#wallet, { brand, row });
    if (paid && this.#onPaid) {
      const amount = formatMinor(BigInt(row.amount));
      await this.#onPaid({ merchantId: brand.id, memberId: row.member_id, amount, orderRef });
    }
    return { paid };
  }

  /** The operator refuses: the hold is released and the money is available again. */
  async reject(brand: Brand, { orderRef, note }: { orderRef: string; note: string }): Promise<void> {
    const row = await this.#byRef(brand, orderRef);
    if (!(await withdrawalsRepo.reject(this.#db, { id: row.id, note: note.slice(0, 256) })))
      throw new AppError('conflict');
    await this.#wallet.void(brand.id, row.hold_id);
  }

  /** The member's answer after payment, with the stored proof file names. */
  async confirmReceipt(
    brand: Brand,
    r: {
      memberId: number;
      orderRef: string;
      result: 'received' | 'partial' | 'not_received';
      proofs: string[];
    },
  ): Promise<Withdrawal> {
    const { memberId, orderRef, result } = r;
    const recorded = await withdrawalsRepo.recordReceipt(this.#db, {
      owner: { merchantId: brand.id, memberId },
      orderRef,
      set: {
        status: result === 'received' ? 'confirmed' : 'disputed',
        receipt: result,
        proofs: JSON.stringify(r.proofs),
        confirmed_at: Date.now(),
      },
    });
    if (!recorded) {
      await this.get(brand, { memberId, orderRef }); // 404 when not the member's
      throw new AppError('conflict');
    }
    return this.get(brand, { memberId, orderRef });
  }

  /** Paid withdrawals nobody confirmed within the brand's minutes count as received. */
  async autoConfirm(brand: Brand, now = Date.now()): Promise<number> {
    return withdrawalsRepo.autoConfirm(this.#db, {
      merchantId: brand.id,
      paidBy: now - brand.settings.withdraw.autoConfirmMinutes * 60_000,
      now,
    });
  }

  /** The operator's list: a brand's newest withdrawals with member and card. */
  operatorList(query: Parameters<typeof withdrawalsRepo.operatorList>[1]) {
    return withdrawalsRepo.operatorList(this.#db, query);
  }
}
