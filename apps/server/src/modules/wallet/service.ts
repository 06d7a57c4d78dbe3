import { MEMBER_TYPE, type BalanceValue } from '@lotto/contracts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { Ledger } from './ledger.ts';

/** Play money a free-demo account starts with: 10,000.00, never convertible to real money. */
export const PLAY_MONEY = 1_000_000n;
/** accountTypeId of the main wallet as existing clients read it (API-NOTES "Balance"). */
export const MAIN_WALLET_TYPE = 2;

/** The wallet's public functions for other modules: they move money only through these. */
export class Wallet {
  readonly ledger: Ledger;
  constructor(ledger: Ledger) {
    this.ledger = ledger;
  }

  /** A demo account's play money lives in its own 'play' account, funded by a house account. */
  grantPlayMoney(brand: Brand, memberId: number) {
    return this.ledger.post({
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
    await this.ledger.capture({
      merchantId: b.merchantId,
      currency: b.currency,
      holdId: b.holdId,
      idemKey: b.stakeKey,
      to: { house: b.house },
      type: 'bet',
      ref: b.ref,
    });
    if (b.win > 0n)
      await this.ledger.post({
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
    const accounts = await this.ledger.memberBalances(brand.id, member.id);
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
