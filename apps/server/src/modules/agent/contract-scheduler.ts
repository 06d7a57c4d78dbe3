// The contracts' scheduler: bills each period once it has ended, pays bills down the chain and
// expires the ones left open; any number of processes may run it on one database (decision 026).
import type { Kysely } from 'kysely';
import { CONTRACT_SWITCHES, type ContractKind } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { Ticker } from '../../lib/ticker.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { billPeriod, ruleOf } from './billing.ts';
import { dueBills, periodBilled, unfundedBills } from './bills-repo.ts';
import { liveKinds } from './contracts-repo.ts';
import { expireBill, fundBill } from './payments.ts';
import { periodAt, periodBefore, WINDOW_MS, type Period } from './periods.ts';

/** A period is billed this long after it ends: figures written as it closed are in by then. */
export const GRACE_MS = 60_000;
/** How many ended periods a run looks back over for ones not billed (a server that was down). */
const LOOKBACK: Record<ContractKind, number> = { realtime: 12, hourly: 24, daily: 7, dividend: 2 };
const BATCH = 500;

export type ContractJobDeps = {
  db: Kysely<Database>;
  wallet: Wallet;
  brandOf: (merchantId: number) => Promise<Brand | undefined>;
  clock: Clock;
  onError: (err: unknown) => void;
};

export class ContractScheduler {
  readonly clock: Clock;
  readonly #deps: ContractJobDeps;
  readonly #ticker: Ticker;

  constructor(deps: ContractJobDeps) {
    this.#deps = deps;
    this.clock = deps.clock;
    this.#ticker = new Ticker(() => this.tick(), deps.onError);
  }

  start(): void {
    this.#ticker.start(WINDOW_MS);
  }

  wake(): void {
    this.#ticker.wake();
  }

  stop(): Promise<void> {
    return this.#ticker.stop();
  }

  /** One run: bill what has ended, pay what is owed, expire what is past its time; ms to sleep. */
  async tick(): Promise<number> {
    const now = this.clock.now();
    const { db } = this.#deps;
    for (const { merchant_id, kind } of await liveKinds(db)) {
      const brand = await this.#deps.brandOf(merchant_id);
      if (brand && moduleOn(brand, CONTRACT_SWITCHES[kind])) await this.#billDue(brand, kind, now);
    }
    const pay = { db, wallet: this.#deps.wallet };
    for (const bill of await unfundedBills(db, BATCH)) {
      const brand = await this.#deps.brandOf(bill.merchant_id);
      if (brand) await fundBill(pay, { brand, bill });
    }
    for (const bill of await dueBills(db, { now, limit: BATCH })) {
      const brand = await this.#deps.brandOf(bill.merchant_id);
      if (brand) await expireBill(pay, { brand, bill });
    }
    return WINDOW_MS - ((now - GRACE_MS) % WINDOW_MS) + 1;
  }

  /** Bills the periods of a kind that ended (a grace ago) and are not billed yet, oldest first. */
  async #billDue(brand: Brand, kind: ContractKind, now: number) {
    const rule = ruleOf(brand, kind);
    let p = periodBefore(rule, periodAt(rule, now - GRACE_MS));
    const due: Period[] = [];
    for (let i = 0; i < LOOKBACK[kind]; i++) {
      if (await periodBilled(this.#deps.db, { merchantId: brand.id, kind, period: p.key })) break;
      due.unshift(p);
      p = periodBefore(rule, p);
    }
    for (const period of due) await billPeriod(this.#deps.db, { brand, kind, period, now });
  }
}
