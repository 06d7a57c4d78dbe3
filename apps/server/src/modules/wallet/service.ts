import { MEMBER_TYPE, type BalanceValue } from '@lotto/contracts';
import type { Expression, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import {
  Ledger,
  type AccountRef,
  type BulkWork,
  type Capture,
  type CreditMany,
  type HoldRequest,
  type MemberBalance,
  type Movement,
  type Posted,
} from './ledger.ts';

/** Play money a free-demo account starts with: 10,000.00, never convertible to real money. */
export const PLAY_MONEY = 1_000_000n;
/** accountTypeId of the main wallet as existing clients read it (docs/product/wallet.md#wallets-and-balance). */
export const MAIN_WALLET_TYPE = 2;

/**
 * The wallet's public functions for other modules: they move money only through these. The
 * ledger stays inside: each operation below is the ledger's own, with its semantics (decision 009).
 */
export class Wallet {
  readonly #ledger: Ledger;
  constructor(ledger: Ledger) {
    this.#ledger = ledger;
  }

  /** Posts one journal entry: two or more lines summing to zero, all or nothing; idempotent on `idemKey`. */
  post(m: Movement): Promise<Posted> {
    return this.#ledger.post(m);
  }

  /**
   * Posts one entry and runs the caller's own writes (`fn`, on the same transaction) with it, so
   * both commit or neither does (a lottery stake and its ticket). `fn` runs on a replay too.
   */
  postWith<T>(
    m: Movement,
    fn: (trx: Transaction<Database>, posted: Posted) => Promise<T>,
  ): Promise<{ posted: Posted; out: T }> {
    return this.#ledger.postWith(m, fn);
  }

  /** Holds an amount of a member account (a stake, a withdrawal) under the balance check. */
  hold(h: HoldRequest): Promise<{ holdId: number; replayed: boolean }> {
    return this.#ledger.hold(h);
  }

  /** Posts up to the held amount to `to` and releases the whole hold. */
  capture(c: Capture): Promise<Posted> {
    return this.#ledger.capture(c);
  }

  /** Releases a pending hold; false when it was no longer pending. */
  void(merchantId: number, holdId: number): Promise<boolean> {
    return this.#ledger.void(merchantId, holdId);
  }

  /**
   * Runs `fn` in one ledger transaction with the bulk movements bound to it; the caller's own
   * writes on `work.trx` commit or roll back with the money (a draw's settlement batch).
   */
  bulk<T>(fn: (work: BulkWork) => Promise<T>): Promise<T> {
    return this.#ledger.bulk(fn);
  }

  /** Pays many member accounts from house accounts in one entry (lottery payouts, rebates). */
  creditMany(m: CreditMany): Promise<Posted> {
    return this.#ledger.creditMany(m);
  }

  /** Finds or creates an account, committed on its own (before a transaction that moves money on it). */
  async openAccount(a: { merchantId: number; currency: string; ref: AccountRef }): Promise<void> {
    await this.#ledger.account(a);
  }

  /** A member's accounts: balance, held and available, in minor units. */
  memberBalances(merchantId: number, memberId: number): Promise<MemberBalance[]> {
    return this.#ledger.memberBalances(merchantId, memberId);
  }

  /** The balances of one account code (`main`) summed over a group of members (a subquery of ids). */
  membersBalance(q: { merchantId: number; members: Expression<number>; code: string }): Promise<bigint> {
    return this.#ledger.membersBalance(q);
  }

  /** Members whose `code` (`main`) balance lies within a range, as a subquery of ids for another module's query. */
  membersWithin(q: { merchantId: number; code: string; min?: bigint | undefined; max?: bigint | undefined }) {
    return this.#ledger.membersWithin(q);
  }

  /** Some members' `code` (`main`) balances, by member id. */
  balancesOf(q: { merchantId: number; code: string; memberIds: number[] }): Promise<Map<number, bigint>> {
    return this.#ledger.balancesOf(q);
  }

  /** A house account's balance: the sum of its lines. */
  houseBalance(merchantId: number, code: string): Promise<bigint> {
    return this.#ledger.houseBalance(merchantId, code);
  }

  /** A demo account's play money lives in its own 'play' account, funded by a house account. */
  grantPlayMoney(brand: Brand, memberId: number) {
    return this.#ledger.post({
      merchantId: brand.id,
      currency: brand.settings.currency,
      idemKey: `play-grant:${memberId}`,
      type: 'play.grant',
      lines: [
        { account: { member: memberId, code: 'play' }, amount: PLAY_MONEY },
        { account: { house: 'play.grants' }, amount: -PLAY_MONEY },
      ],
    });
  }

  /**
   * Settles a bet whose stake is held: the stake goes to the game's house account and the win,
   * if any, comes back from it to the account the bet was placed from (main, or play money).
   * Each step has its own idempotency key, so a retry after a cut-off finishes what is left.
   */
  async settleBet(b: {
    merchantId: number;
    currency: string;
    holdId: number;
    member: number;
    code: string;
    house: string;
    win: bigint;
    stakeKey: string;
    winKey: string;
    ref: string;
  }): Promise<void> {
    await this.#ledger.capture({
      merchantId: b.merchantId,
      currency: b.currency,
      holdId: b.holdId,
      idemKey: b.stakeKey,
      to: { house: b.house },
      type: 'bet',
      ref: b.ref,
    });
    if (b.win > 0n)
      await this.#ledger.post({
        merchantId: b.merchantId,
        currency: b.currency,
        idemKey: b.winKey,
        type: 'payout',
        ref: b.ref,
        lines: [
          { account: { member: b.member, code: b.code }, amount: b.win },
          { account: { house: b.house }, amount: -b.win },
        ],
      });
  }

  /** GET /wps/v2/wallets/balance: the member's wallets; a demo account sees its play money. */
  async balance(brand: Brand, member: { id: number; type: number }): Promise<BalanceValue> {
    const accounts = await this.#ledger.memberBalances(brand.id, member.id);
    const demo = member.type === MEMBER_TYPE.demo;
    const visible = accounts.filter((a) => (demo ? a.code === 'play' : a.code !== 'play'));
    const main = visible.find((a) => a.code === (demo ? 'play' : 'main'));
    const lines = [
      { accountTypeId: MAIN_WALLET_TYPE, availBalance: formatMinor(main?.available ?? 0n) },
      ...visible
        .filter((a) => a !== main)
        .map((a) => ({ accountTypeId: a.accountId, availBalance: formatMinor(a.available) })),
    ];
    const sum = visible.reduce((s, a) => s + a.available, 0n);
    return {
      sumBalance: formatMinor(sum),
      balance: lines,
      currency: brand.settings.currency,
      currencySymbol: brand.settings.currencySymbol,
    };
  }
}

/**
 * The wallet on its own ledger over `db`: `onMoved` hears after each commit which members' money
 * moved (live balance pushes); `groupCommit` (the embedded database) shares one commit among
 * concurrent movements.
 */
export const createWallet = (
  db: Kysely<Database>,
  options: { onMoved?: (merchantId: number, memberIds: number[]) => void; groupCommit?: boolean } = {},
): Wallet =>
  new Wallet(new Ledger(db, { onChange: options.onMoved, groupCommit: options.groupCommit ?? false }));
