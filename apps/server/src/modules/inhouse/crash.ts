import type { Kysely, Selectable } from 'kysely';
import { MAX_SLEEP_MS, Ticker, yieldToLoop } from '../../lib/ticker.ts';
import {
  CRASH_BETTING_CLOSED,
  CRASH_BETTING_MS,
  crashDurationMs,
  type CrashBetBody,
  type CrashBetValue,
  type CrashChainValue,
  type CrashRound,
  type CrashValue,
} from '@lotto/contracts';
import { crashPoint } from '@lotto/contracts/games/fair/crash';
import type { CrashBetsTable, CrashChainsTable, CrashRoundsTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { MemberRow } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { nodeHmac, randomHex32, sha256Hex } from '../../lib/node-crypto.ts';
import { crashBetKey, recordOpenBet, settleCrashBet } from './crash-bets.ts';
import { accountOf, availableOf, inhouseGame, modeOf } from './rounds.ts';

type ChainRow = Selectable<CrashChainsTable>;
type RoundRow = Selectable<CrashRoundsTable>;
type BetRow = Selectable<CrashBetsTable>;

export type CrashOptions = {
  /** Games per hash chain (10,000 by default); a new chain starts when one is used up. */
  chainLength?: number;
  bettingMs?: number;
  onError?: (err: unknown) => void;
};

const STAKE_HOLD_MS = 86_400_000;

const bettingClosed = () =>
  new AppError('request.invalid', {
    details: [
      {
        path: 'round',
        code: CRASH_BETTING_CLOSED,
        message: 'The round no longer takes bets; wait for the next one.',
      },
    ],
  });
const HISTORY = 20;

/** Game `gameNo` (1-based) of a chain of `length` from `seed`: SHA-256 applied length - gameNo + 1 times. */
export function chainHash(seed: string, length: number, gameNo: number): string {
  let x = seed;
  for (let i = 0; i < length - gameNo + 1; i++) x = sha256Hex(x);
  return x;
}

/**
 * Crash (decision 010, "Crash rounds"): shared rounds per brand, played in hash-chain order.
 * A round takes bets until `starts_at`, runs until its crash point is reached on the growth
 * curve (`crash_at`), crashes, and its bets are settled: target x stake when target <= crash
 * point. Any number of server processes may run the scheduler on one database: each phase
 * change is an UPDATE guarded by the phase it leaves, the next round an INSERT unique on its
 * game number, and every bet's settlement idempotent on its ledger keys, so a round advances
 * and pays once whoever gets there first.
 */
export class CrashGame {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly #clock: Clock;
  readonly #length: number;
  readonly #bettingMs: number;
  readonly #onError: (err: unknown) => void;
  readonly #ticker: Ticker;
  readonly #deps: { db: Kysely<Database>; wallet: Wallet };

  constructor(db: Kysely<Database>, wallet: Wallet, clock: Clock, options: CrashOptions = {}) {
    this.#db = db;
    this.#wallet = wallet;
    this.#deps = { db, wallet };
    this.#clock = clock;
    this.#length = options.chainLength ?? 10_000;
    this.#bettingMs = options.bettingMs ?? CRASH_BETTING_MS;
    this.#onError = options.onError ?? (() => undefined);
    this.#ticker = new Ticker(() => this.tick(), this.#onError);
  }

  // ---- chains and rounds ----------------------------------------------------------------------

  #latestChain(merchantId: number) {
    return this.#db
      .selectFrom('crash_chains')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('seq', 'desc')
      .executeTakeFirst();
  }

  /** Commits a new chain: a secret seed, its terminating hash and a salt fixed now. */
  async #newChain(merchantId: number, seq: number): Promise<ChainRow> {
    const seed = randomHex32();
    await this.#db
      .insertInto('crash_chains')
      .values({
        merchant_id: merchantId,
        seq,
        seed,
        length: this.#length,
        terminating_hash: chainHash(seed, this.#length, 0),
        salt: randomHex32(),
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'seq']).doNothing())
      .execute();
    return this.#db
      .selectFrom('crash_chains')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('seq', '=', seq)
      .executeTakeFirstOrThrow();
  }

  #latestRound(merchantId: number) {
    return this.#db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Opens the next round for betting: the next game of the chain (a new chain when used up). */
  async #nextRound(merchantId: number, after: RoundRow | undefined): Promise<void> {
    let chain = after
      ? await this.#db
          .selectFrom('crash_chains')
          .selectAll()
          .where('id', '=', after.chain_id)
          .executeTakeFirstOrThrow()
      : ((await this.#latestChain(merchantId)) ?? (await this.#newChain(merchantId, 1)));
    let gameNo = after ? after.game_no + 1 : 1;
    if (gameNo > chain.length) {
      chain = await this.#newChain(merchantId, chain.seq + 1);
      gameNo = 1;
    }
    const hash = chainHash(chain.seed, chain.length, gameNo);
    const point = await crashPoint(hash, chain.salt, nodeHmac);
    const startsAt = this.#clock.now() + this.#bettingMs;
    await this.#db
      .insertInto('crash_rounds')
      .values({
        merchant_id: merchantId,
        chain_id: chain.id,
        game_no: gameNo,
        hash,
        crash_point: point,
        phase: 'betting',
        starts_at: startsAt,
        crash_at: startsAt + crashDurationMs(point),
        settled_at: null,
        created_at: Date.now(),
      })
      // another process opened it first
      .onConflict((oc) => oc.columns(['chain_id', 'game_no']).doNothing())
      .execute();
  }

  /** The brand's current round, the first one opened on first use. */
  async current(merchantId: number): Promise<RoundRow> {
    const round = await this.#latestRound(merchantId);
    if (round) return round;
    await this.#nextRound(merchantId, undefined);
    return (await this.#latestRound(merchantId))!;
  }

  /**
   * Moves the brand's rounds as far as the clock allows: betting -> running -> crashed (bets
   * settled) -> the next round in betting. Safe to run in several processes at once. Returns the
   * time of the current round's next phase change (now when it stopped short of it).
   */
  async advance(merchantId: number): Promise<number> {
    let next = this.#clock.now();
    for (let step = 0; step < 100; step++) {
      const round = await this.current(merchantId);
      const now = this.#clock.now();
      if (round.phase === 'betting') {
        next = Number(round.starts_at);
        if (now < next) break;
        await this.#db
          .updateTable('crash_rounds')
          .set({ phase: 'running' })
          .where('id', '=', round.id)
          .where('phase', '=', 'betting')
          .execute();
      } else if (round.phase === 'running') {
        next = Number(round.crash_at);
        if (now < next) break;
        await this.#db
          .updateTable('crash_rounds')
          .set({ phase: 'crashed' })
          .where('id', '=', round.id)
          .where('phase', '=', 'running')
          .execute();
      } else {
        next = now;
        if (round.settled_at === null) await this.#settleRound(round);
        await this.#nextRound(merchantId, round);
      }
      await yieldToLoop();
    }
    await this.#sweep(merchantId);
    return next;
  }

  async #settleRound(round: RoundRow) {
    const bets = await this.#db
      .selectFrom('crash_bets')
      .selectAll()
      .where('round_id', '=', round.id)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
    for (const bet of bets) await settleCrashBet(this.#deps, bet, round);
    await this.#db
      .updateTable('crash_rounds')
      .set({ settled_at: Date.now() })
      .where('id', '=', round.id)
      .where('settled_at', 'is', null)
      .execute();
  }

  /** Bets that became open after their round was settled (a request racing the crash). */
  async #sweep(merchantId: number) {
    const late = await this.#db
      .selectFrom('crash_bets')
      .innerJoin('crash_rounds', 'crash_rounds.id', 'crash_bets.round_id')
      .selectAll('crash_bets')
      .where('crash_bets.merchant_id', '=', merchantId)
      .where('crash_bets.status', '=', 'open')
      .where('crash_rounds.phase', '=', 'crashed')
      .where('crash_rounds.settled_at', 'is not', null)
      .limit(200)
      .execute();
    for (const bet of late) {
      const round = await this.#db
        .selectFrom('crash_rounds')
        .selectAll()
        .where('id', '=', bet.round_id)
        .executeTakeFirstOrThrow();
      await settleCrashBet(this.#deps, bet, round);
    }
  }

  // ---- the scheduler --------------------------------------------------------------------------

  /**
   * Advances every brand whose crash game is on; returns the ms until the next phase change of
   * any brand's round, so the timer sleeps until then instead of polling (decision 017).
   */
  async tick(): Promise<number> {
    const now = this.#clock.now();
    let next = Infinity;
    const brands = await this.#db
      .selectFrom('games')
      .select('merchant_id')
      .where('vendor_code', '=', 'XGS')
      .where('game_code', '=', 'crash')
      .where('enabled', '=', 1)
      .where('maintenance', '=', 0)
      .execute();
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

  #public(round: RoundRow): CrashRound {
    const crashed = round.phase === 'crashed';
    return {
      id: round.id,
      phase: round.phase,
      startsAt: Number(round.starts_at),
      crashPoint: crashed ? round.crash_point : null,
      hash: crashed ? round.hash : null,
    };
  }

  async state(merchantId: number): Promise<CrashValue> {
    const round = await this.current(merchantId);
    const history = await this.#db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('phase', '=', 'crashed')
      .orderBy('id', 'desc')
      .limit(HISTORY)
      .execute();
    return { round: this.#public(round), history: history.map((r) => this.#public(r)) };
  }

  /** The chain of the current round: its terminating hash and salt. */
  async chain(merchantId: number): Promise<CrashChainValue> {
    const round = await this.current(merchantId);
    const chain = await this.#db
      .selectFrom('crash_chains')
      .selectAll()
      .where('id', '=', round.chain_id)
      .executeTakeFirstOrThrow();
    return { terminatingHash: chain.terminating_hash, salt: chain.salt };
  }

  /** Joins the current round while it takes bets: the stake is held until the round crashes. */
  async bet(brand: Brand, member: MemberRow, body: CrashBetBody): Promise<CrashBetValue> {
    const game = await inhouseGame(this.#db, brand, 'crash');
    const mode = modeOf(member);
    const stake = parseMinor(body.stake);
    if (stake === undefined) throw new AppError('request.invalid');
    const print = sha256Hex(JSON.stringify(['crash', stake.toString(), body.target]));
    let row = await this.#bet(member.id, body.requestId);
    if (!row) {
      const round = await this.current(brand.id);
      if (round.phase !== 'betting' || this.#clock.now() >= Number(round.starts_at)) throw bettingClosed();
      row =
        (await this.#db
          .insertInto('crash_bets')
          .values({
            merchant_id: brand.id,
            round_id: round.id,
            member_id: member.id,
            stake,
            target: body.target,
            payout: 0,
            mode,
            currency: brand.settings.currency,
            request_id: body.requestId,
            fingerprint: print,
            status: 'pending',
            hold_id: null,
            bet_id: null,
            created_at: Date.now(),
            settled_at: null,
          })
          .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
          .returningAll()
          .executeTakeFirst()) ?? (await this.#bet(member.id, body.requestId))!;
    }
    if (row.fingerprint !== print || row.merchant_id !== brand.id)
      throw new AppError('idempotency.key.reused');
    if (row.status === 'void') throw bettingClosed(); // its round ran without it: the stake went back
    if (row.status === 'pending') row = await this.#open(brand, row, game);
    return {
      betId: row.id,
      roundId: row.round_id,
      stake: formatMinor(BigInt(row.stake)),
      target: row.target,
      balance: formatMinor(await availableOf(this.#wallet, brand, member.id, row.mode)),
    };
  }

  #bet(memberId: number, requestId: string) {
    return this.#db
      .selectFrom('crash_bets')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  /** Holds the stake and records the open bet; insufficient funds leave nothing behind. */
  async #open(brand: Brand, row: BetRow, game: { id: number; name: string; game_type: string }) {
    const stake = BigInt(row.stake);
    let holdId: number;
    try {
      ({ holdId } = await this.#wallet.hold({
        merchantId: brand.id,
        currency: row.currency,
        idemKey: crashBetKey(row),
        member: row.member_id,
        code: accountOf(row.mode),
        amount: stake,
        type: 'bet',
        ref: `XGS crash:${row.round_id}`,
        ttlMs: STAKE_HOLD_MS,
      }));
    } catch (err) {
      if (err instanceof AppError && err.code === 'wallet.insufficient.funds')
        await this.#db
          .deleteFrom('crash_bets')
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .execute();
      throw err;
    }
    await recordOpenBet(this.#db, { row, game, holdId });
    return this.#db.selectFrom('crash_bets').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  }
}
