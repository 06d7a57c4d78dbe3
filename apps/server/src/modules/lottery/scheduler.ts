import type { Kysely } from 'kysely';
import { MAX_SLEEP_MS, Ticker, yieldToLoop } from '../../lib/ticker.ts';
import type { Draw, Game } from '@lotto/contracts/lottery/index';
import type { LotteryEvent } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Wallet } from '../wallet/index.ts';
import { isPostgres } from '../../db/database.ts';
import { houseDraw, openBettingDraws, openDraw, recordResult, type DrawRow } from './draw-open.ts';
import { refund, refundDraw, settleDraw, sweep } from './draw-settle.ts';
import type { DrawsCore } from './draws-core.ts';
import { gameOrThrow } from './draws.ts';
import { officialGame, refuseWhileOpen, scheduledDraw, winNoProblem } from './result-entry.ts';
import { ClaimedRebates } from './rebates.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RefundOrder } from './refunds.ts';
import * as draws from './repo/draws.ts';
import { allEnabledGames } from './repo/games.ts';
import { PlayCounts } from './plays.ts';

export type { DrawRow } from './draw-open.ts';

/**
 * Tickets settled per batch: one transaction each (results, ledger entries). The embedded
 * database settles a batch in one UPDATE at about 2 µs a ticket and pays an fsync per commit, so
 * its batches are larger: about 50 ms of its single connection each (decision 013).
 */
export const SETTLE_BATCH = { postgres: 10_000, sqlite: 25_000 };
/** In-house draws drawn and drawn draws settled per tick; a tick that reaches either runs again at once. */
const DRAWS_PER_TICK = 200;
const SETTLES_PER_TICK = 50;

export type SchedulerOptions = { onError?: (err: unknown) => void; batch?: number };

/** What the scheduler works with: the wallet its money moves through, its clock, and options. */
export type SchedulerDeps = SchedulerOptions & { wallet: Wallet; clock: Clock };

/** A game's draw by numero (of a brand given apart). */
export type NumeroOf = { gameCode: string; numero: string };

/**
 * The lottery's draws (issue 7, decision 013): opens the draw taking bets with its commitment,
 * closes it at close time, draws in-house results at draw time from the committed seed, and
 * settles set-based. Any number of processes may run it on one database: every state change is
 * an UPDATE guarded by the state it leaves, settling and refunding take a lease on the draw by a
 * guarded UPDATE, and a ticket's money moves in the transaction that changes its status from open,
 * so each draw closes, draws and pays once. Opening and results are in draw-open.ts, settling and
 * refunds in draw-settle.ts.
 */
export class LotteryDraws {
  readonly #db: Kysely<Database>;
  readonly clock: Clock;
  readonly #listeners = new Set<(merchantId: number, e: LotteryEvent) => void>();
  readonly #ticker: Ticker;
  readonly #core: DrawsCore;
  /** `merchant:game:numero` of the betting draws known to have their row. */
  #opened: ReadonlySet<string> = new Set<string>();
  /** Ids and close times of draws tickets were placed on, by `merchant:game:numero` (they never change). */
  readonly #ids = new Map<string, { id: number; closeTime: number }>();
  readonly #onWake = new Set<() => void>();
  /** Placements per game, written each tick (see `PlayCounts`). */
  readonly plays: PlayCounts;

  constructor(db: Kysely<Database>, { wallet, clock, ...options }: SchedulerDeps) {
    this.#db = db;
    this.clock = clock;
    const onError = options.onError ?? (() => undefined);
    this.#ticker = new Ticker(() => this.tick(), onError);
    this.plays = new PlayCounts(db);
    const pg = isPostgres(db);
    this.#core = {
      db,
      wallet,
      clock,
      pg,
      batch: options.batch ?? SETTLE_BATCH[pg ? 'postgres' : 'sqlite'],
      rebates: new ClaimedRebates(db, wallet),
      onError,
      emit: (merchantId, e) => {
        for (const fn of this.#listeners) fn(merchantId, e);
      },
    };
  }

  /** Hears draw results and newly opened draws (for the events stream). */
  listen(fn: (merchantId: number, e: LotteryEvent) => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  // ---- draws ----------------------------------------------------------------------------------

  findDraw(merchantId: number, { gameCode, numero }: NumeroOf) {
    return draws.findDraw(this.#db, { merchantId, gameCode, numero });
  }

  /** The draw's row, created open (with a fresh seed and its commitment for in-house games). */
  async ensureDraw(merchantId: number, { game, draw }: { game: Game; draw: Draw }): Promise<DrawRow> {
    return (
      (await this.findDraw(merchantId, { gameCode: game.code, numero: draw.numero })) ??
      openDraw(this.#core, { merchantId, game, draw })
    );
  }

  /**
   * The id and close time of a draw tickets go on, opened if need be; kept in memory, as a draw's
   * row is never deleted and neither changes (its state is read where a ticket is written).
   */
  async drawId(merchantId: number, { game, draw }: { game: Game; draw: Draw }) {
    const key = `${merchantId}:${game.code}:${draw.numero}`;
    let found = this.#ids.get(key);
    if (found) return found;
    const row = await this.ensureDraw(merchantId, { game, draw });
    if (this.#ids.size >= 10_000) {
      const now = this.clock.now();
      for (const [k, v] of this.#ids) if (v.closeTime <= now) this.#ids.delete(k);
    }
    this.#ids.set(key, (found = { id: row.id, closeTime: Number(row.close_time) }));
    return found;
  }

  /**
   * The draw row of a numero, opened from the schedule if nobody bet on it yet (an official draw
   * the operator enters or calls off): searched from the local day (or year) the numero names.
   */
  async drawOf(
    merchantId: number,
    { game, numero }: { game: Game; numero: string },
  ): Promise<DrawRow | undefined> {
    const found = await this.findDraw(merchantId, { gameCode: game.code, numero });
    if (found) return found;
    const draw = scheduledDraw(game, numero);
    return draw && this.ensureDraw(merchantId, { game, draw });
  }

  /**
   * One step of every brand's draws as far as the clock allows; safe in several processes.
   * Returns how long nothing falls due (ms to the next close or in-house draw time; 0 when a
   * backlog is left), so the timer sleeps until then instead of polling (decision 017).
   */
  async tick(): Promise<number> {
    const now = this.clock.now();
    const games = await allEnabledGames(this.#db);
    this.#opened = await openBettingDraws(this.#core, { games, now, seen: this.#opened });
    await draws.closeDueDraws(this.#db, now);
    // The next close: every game's betting draw has its row now, chases' later draws too.
    let next = (await draws.nextCloseTime(this.#db)) ?? Infinity;
    const closed = await draws.closedHouseDraws(this.#db, DRAWS_PER_TICK);
    for (const d of closed) {
      if (Number(d.draw_time) > now) {
        next = Math.min(next, Number(d.draw_time));
        break;
      }
      await houseDraw(this.#core, d);
      await yieldToLoop();
    }
    if (closed.length === DRAWS_PER_TICK) next = now;
    const drawn = await draws.drawnDrawIds(this.#db, SETTLES_PER_TICK);
    for (const d of drawn) {
      try {
        await this.settle(d.id);
      } catch (err) {
        this.#core.onError(err);
      }
      await yieldToLoop();
    }
    if (drawn.length === SETTLES_PER_TICK) next = now;
    await sweep(this.#core);
    await this.plays.flush();
    return next - now;
  }

  /**
   * Official draws: the operator enters the result (CLI `lottery result`) once the draw has
   * closed; then it settles. A refused result writes nothing, not even the draw's row.
   */
  async enterResult(
    merchantId: number,
    { gameCode, numero, winNo }: NumeroOf & { winNo: string },
  ): Promise<DrawRow> {
    const game = officialGame(gameCode);
    const problem = winNoProblem(game, { numero, winNo });
    if (problem) throw new AppError('request.invalid', { message: problem });
    const found = await this.findDraw(merchantId, { gameCode: game.code, numero });
    const draw = found ? undefined : scheduledDraw(game, numero);
    if (!found && !draw) throw new AppError('request.invalid', { message: `no draw ${gameCode} ${numero}` });
    refuseWhileOpen({
      game,
      numero,
      state: found?.state ?? 'open',
      closeTime: found ? Number(found.close_time) : draw!.closeTime,
      now: this.clock.now(),
    });
    const d = found ?? (await this.ensureDraw(merchantId, { game, draw: draw! }));
    if (!(await recordResult(this.#core, { d, winNo, from: ['open', 'closed'] })) && d.win_no !== winNo)
      throw new AppError('conflict', { message: `draw ${numero} is ${d.state}` });
    await this.settle(d.id);
    return (await this.findDraw(merchantId, { gameCode, numero }))!;
  }

  /** Settles a drawn draw (see `settleDraw` in draw-settle.ts); false when another process holds it. */
  settle(drawId: number): Promise<boolean> {
    return settleDraw(this.#core, drawId);
  }

  /** Marks open tickets cancelled or refunded with their stakes back (see `refundTickets` in refunds.ts). */
  refundTickets(order: RefundOrder): Promise<number> {
    return refund(this.#core, order);
  }

  /**
   * Calls off a draw whose result is not known yet (open or closed): every ticket on it is
   * refunded (CLI `lottery cancel`). A drawn draw cannot be called off: voiding a result already
   * seen would let the house undo the draws it lost, and it would race the settlement paying it.
   */
  async cancelDraw(merchantId: number, { gameCode, numero }: NumeroOf): Promise<number> {
    let d = await this.drawOf(merchantId, { game: gameOrThrow(gameCode), numero });
    if (!d) throw new AppError('request.invalid', { message: `no draw ${gameCode} ${numero}` });
    await draws.markCancelled(this.#db, { id: d.id, now: Date.now() });
    d = (await this.findDraw(merchantId, { gameCode, numero }))!;
    if (d.state !== 'cancelled') throw new AppError('conflict', { message: `draw ${numero} is ${d.state}` });
    return refundDraw(this.#core, { drawId: d.id, merchantId });
  }

  // ---- the timer ------------------------------------------------------------------------------

  /**
   * Runs `tick` on unref'd timers until `stop`: at each close and in-house draw time, at once
   * while a backlog is left, and at least every `maxSleepMs`.
   */
  start(maxSleepMs = MAX_SLEEP_MS): void {
    this.#ticker.start(maxSleepMs);
  }

  /** Ticks now (brand configuration changed: a game may have been enabled), and tells `onWake`'s listeners. */
  wake(): void {
    for (const fn of this.#onWake) fn();
    this.#ticker.wake();
  }

  /** Hears configuration changes (`wake`): what is kept of games must be read again. */
  onWake(fn: () => void): void {
    this.#onWake.add(fn);
  }

  /** Stops the timer and waits for a tick under way, then writes the play counts, so the database can close after it. */
  async stop(): Promise<void> {
    await this.#ticker.stop();
    await this.plays.flush();
  }
}
