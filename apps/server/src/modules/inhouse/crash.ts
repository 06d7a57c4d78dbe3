import type { Kysely } from 'kysely';
import {
  CRASH_BETTING_MS,
  type CrashBetBody,
  type CrashBetValue,
  type CrashChainValue,
  type CrashRound,
  type CrashValue,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { MAX_SLEEP_MS, Ticker, yieldToLoop } from '../../lib/ticker.ts';
import type { Wallet } from '../wallet/index.ts';
import type { CrashRoundRow } from './crash-bets.ts';
import { GameRows } from './game-rows.ts';
import { placeCrashBet } from './crash-place.ts';
import { advanceRounds, currentRound, type CrashCtx } from './crash-rounds.ts';
import { crashBrands, crashedRounds, getCrashChain } from './repo/crash-rounds.ts';
import type { Player } from './rounds.ts';

export type CrashOptions = {
  /** Games per hash chain (10,000 by default); a new chain starts when one is used up. */
  chainLength?: number;
  bettingMs?: number;
  onError?: (err: unknown) => void;
};

const HISTORY = 20;

/** A round as players see it: its crash point and hash only once it has crashed. */
function publicRound(round: CrashRoundRow): CrashRound {
  const crashed = round.phase === 'crashed';
  return {
    id: round.id,
    phase: round.phase,
    startsAt: Number(round.starts_at),
    crashPoint: crashed ? round.crash_point : null,
    hash: crashed ? round.hash : null,
  };
}

/**
 * Crash (decision 010, "Crash rounds"): shared rounds per brand, played in hash-chain order.
 * A round takes bets until `starts_at`, runs until its crash point is reached on the growth
 * curve (`crash_at`), crashes, and its bets are settled: target x stake when target <= crash
 * point. Any number of server processes may run the scheduler on one database: each phase
 * change is an UPDATE guarded by the phase it leaves, the next round an INSERT unique on its
 * game number, and every bet's settlement idempotent on its ledger keys, so a round advances
 * and pays once whoever gets there first. The rounds' lifecycle is in ./crash-rounds.ts, the
 * placing of bets in ./crash-place.ts.
 */
export class CrashGame {
  readonly #g: CrashCtx;
  readonly #onError: (err: unknown) => void;
  readonly #ticker: Ticker;

  constructor(
    deps: {
      db: Kysely<Database>;
      wallet: Wallet;
      clock: Clock;
      timeZoneOf: (merchantId: number) => Promise<string>;
      games?: GameRows;
    },
    options: CrashOptions = {},
  ) {
    this.#g = {
      db: deps.db,
      wallet: deps.wallet,
      games: deps.games ?? new GameRows(deps.db),
      clock: deps.clock,
      timeZoneOf: deps.timeZoneOf,
      length: options.chainLength ?? 10_000,
      bettingMs: options.bettingMs ?? CRASH_BETTING_MS,
    };
    this.#onError = options.onError ?? (() => undefined);
    this.#ticker = new Ticker(() => this.tick(), this.#onError);
  }

  /** The brand's current round, the first one opened on first use. */
  current(merchantId: number): Promise<CrashRoundRow> {
    return currentRound(this.#g, merchantId);
  }

  /** Moves the brand's rounds as far as the clock allows; the time of the next phase change. */
  advance(merchantId: number): Promise<number> {
    return advanceRounds(this.#g, merchantId);
  }

  // ---- the scheduler --------------------------------------------------------------------------

  /**
   * Advances every brand whose crash game is on; returns the ms until the next phase change of
   * any brand's round, so the timer sleeps until then instead of polling (decision 017).
   */
  async tick(): Promise<number> {
    const now = this.#g.clock.now();
    let next = Infinity;
    const brands = await crashBrands(this.#g.db);
    for (const { merchant_id } of brands) {
      try {
        next = Math.min(next, await this.advance(merchant_id));
      } catch (err) {
        this.#onError(err);
      }
      await yieldToLoop();
    }
    return next - now;
  }

  /**
   * Runs `tick` on unref'd timers until `stop`: at each phase change of a round, and at least
   * every `maxSleepMs` (a brand whose crash game another process switched on, a late bet).
   */
  start(maxSleepMs = MAX_SLEEP_MS): void {
    this.#ticker.start(maxSleepMs);
  }

  /** Ticks now (brand configuration changed: the game may have been switched on). */
  wake(): void {
    this.#ticker.wake();
  }

  /** Stops the timer and waits for a tick under way, so the database can close after it. */
  stop(): Promise<void> {
    return this.#ticker.stop();
  }

  // ---- the API --------------------------------------------------------------------------------

  async state(merchantId: number): Promise<CrashValue> {
    const round = await this.current(merchantId);
    const history = await crashedRounds(this.#g.db, { merchantId, limit: HISTORY });
    return { round: publicRound(round), history: history.map(publicRound) };
  }

  /** The chain of the current round: its terminating hash and salt. */
  async chain(merchantId: number): Promise<CrashChainValue> {
    const round = await this.current(merchantId);
    const chain = await getCrashChain(this.#g.db, round.chain_id);
    return { terminatingHash: chain.terminating_hash, salt: chain.salt };
  }

  /** Joins the current round while it takes bets: the stake is held until the round crashes. */
  bet(player: Player, body: CrashBetBody): Promise<CrashBetValue> {
    return placeCrashBet(this.#g, { ...player, body });
  }
}
