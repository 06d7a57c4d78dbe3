import { sql, type Kysely, type Selectable } from 'kysely';
import { MAX_SLEEP_MS, Ticker, yieldToLoop } from '../../lib/ticker.ts';
import {
  bettingDraw,
  drawCommitment,
  drawOutcome,
  formatWinNo,
  type Draw,
  type Game,
} from '@lotto/contracts/lottery/index';
import type { LotteryEvent } from '@lotto/contracts';
import type { Database, LotteryDrawsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { nodeHmac, nodeSha256, randomHex32 } from '../../lib/node-crypto.ts';
import type { Wallet } from '../wallet/index.ts';
import { isPostgres } from '../../db/database.ts';
import { accountOf, escrowOf, gameOrThrow, houseOf, resultOf } from './draws.ts';
import { officialGame, refuseWhileOpen, scheduledDraw, winNoProblem } from './result-entry.ts';
import { stopChases } from './chases-stop.ts';
import { ClaimedRebates } from './rebates.ts';
import type { Clock } from '../../lib/clock.ts';
import { refundTickets } from './refunds.ts';
import { nextBatch, settleBatch, type Judged } from './settlement.ts';

export type DrawRow = Selectable<LotteryDrawsTable>;

/**
 * Tickets settled per batch: one transaction each (results, ledger entries). The embedded
 * database settles a batch in one UPDATE at about 2 µs a ticket and pays an fsync per commit, so
 * its batches are larger: about 50 ms of its single connection each (decision 013).
 */
export const SETTLE_BATCH = { postgres: 10_000, sqlite: 25_000 };
const LEASE_MS = 60_000;
/** In-house draws drawn and drawn draws settled per tick; a tick that reaches either runs again at once. */
const DRAWS_PER_TICK = 200;
const SETTLES_PER_TICK = 50;

export type SchedulerOptions = { onError?: (err: unknown) => void; batch?: number };

/**
 * The lottery's draws (issue 7, decision 013): opens the draw taking bets with its commitment,
 * closes it at close time, draws in-house results at draw time from the committed seed, and
 * settles set-based. Any number of processes may run it on one database: every state change is
 * an UPDATE guarded by the state it leaves, settling and refunding take a lease on the draw by a
 * guarded UPDATE, and a ticket's money moves in the transaction that changes its status from open,
 * so each draw closes, draws and pays once.
 */
export class LotteryDraws {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly clock: Clock;
  readonly #onError: (err: unknown) => void;
  readonly #batch: number;
  readonly #pg: boolean;
  readonly #listeners = new Set<(merchantId: number, e: LotteryEvent) => void>();
  readonly #ticker: Ticker;
  readonly #rebates: ClaimedRebates;
  /** `merchant:game:numero` of the betting draws known to have their row. */
  #opened = new Set<string>();

  constructor(db: Kysely<Database>, wallet: Wallet, clock: Clock, options: SchedulerOptions = {}) {
    this.#db = db;
    this.#wallet = wallet;
    this.clock = clock;
    this.#onError = options.onError ?? (() => undefined);
    this.#ticker = new Ticker(() => this.tick(), this.#onError);
    this.#pg = isPostgres(db);
    this.#batch = options.batch ?? SETTLE_BATCH[this.#pg ? 'postgres' : 'sqlite'];
    this.#rebates = new ClaimedRebates(db, wallet);
  }

  /** Hears draw results and newly opened draws (for the events stream). */
  listen(fn: (merchantId: number, e: LotteryEvent) => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  #emit(merchantId: number, e: LotteryEvent) {
    for (const fn of this.#listeners) fn(merchantId, e);
  }

  // ---- draws ----------------------------------------------------------------------------------

  findDraw(merchantId: number, gameCode: string, numero: string) {
    return this.#db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', gameCode)
      .where('numero', '=', numero)
      .executeTakeFirst();
  }

  /** The draw's row, created open (with a fresh seed and its commitment for in-house games). */
  async ensureDraw(merchantId: number, game: Game, draw: Draw): Promise<DrawRow> {
    return (
      (await this.findDraw(merchantId, game.code, draw.numero)) ?? this.#openDraw(merchantId, game, draw)
    );
  }

  async #openDraw(merchantId: number, game: Game, draw: Draw): Promise<DrawRow> {
    const seed = game.source === 'house' ? randomHex32() : null;
    const inserted = await this.#db
      .insertInto('lottery_draws')
      .values({
        merchant_id: merchantId,
        game_code: game.code,
        numero: draw.numero,
        open_time: draw.openTime,
        close_time: draw.closeTime,
        draw_time: draw.drawTime,
        state: 'open',
        commitment: seed ? await drawCommitment(seed, nodeSha256) : null,
        seed,
        win_no: null,
        created_at: Date.now(),
        drawn_at: null,
        settled_at: null,
      })
      // another process opened it first
      .onConflict((oc) => oc.columns(['merchant_id', 'game_code', 'numero']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted)
      this.#emit(merchantId, {
        type: 'countdown',
        gameCode: game.code,
        numero: draw.numero,
        closeTime: draw.closeTime,
        drawTime: draw.drawTime,
        now: this.clock.now(),
      });
    return inserted ?? (await this.findDraw(merchantId, game.code, draw.numero))!;
  }

  /**
   * The draw row of a numero, opened from the schedule if nobody bet on it yet (an official draw
   * the operator enters or calls off): searched from the local day (or year) the numero names.
   */
  async drawOf(merchantId: number, game: Game, numero: string): Promise<DrawRow | undefined> {
    const found = await this.findDraw(merchantId, game.code, numero);
    if (found) return found;
    const draw = scheduledDraw(game, numero);
    return draw && this.ensureDraw(merchantId, game, draw);
  }

  /**
   * One step of every brand's draws as far as the clock allows; safe in several processes.
   * Returns how long nothing falls due (ms to the next close or in-house draw time; 0 when a
   * backlog is left), so the timer sleeps until then instead of polling (decision 017).
   */
  async tick(): Promise<number> {
    const now = this.clock.now();
    const games = await this.#db
      .selectFrom('lottery_games')
      .select(['merchant_id', 'game_code'])
      .where('enabled', '=', 1)
      .execute();
    await this.#openBettingDraws(games, now);
    await this.#db
      .updateTable('lottery_draws')
      .set({ state: 'closed' })
      .where('state', '=', 'open')
      .where('close_time', '<=', now)
      .execute();
    // The next close: every game's betting draw has its row now, chases' later draws too.
    const open = await this.#db
      .selectFrom('lottery_draws')
      .select((eb) => eb.fn.min('close_time').as('next'))
      .where('state', '=', 'open')
      .executeTakeFirst();
    let next = open?.next === null || open?.next === undefined ? Infinity : Number(open.next);
    const closed = await this.#db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('state', '=', 'closed')
      .where('seed', 'is not', null)
      .orderBy('draw_time')
      .limit(DRAWS_PER_TICK)
      .execute();
    for (const d of closed) {
      if (Number(d.draw_time) > now) {
        next = Math.min(next, Number(d.draw_time));
        break;
      }
      await this.#houseDraw(d);
      await yieldToLoop();
    }
    if (closed.length === DRAWS_PER_TICK) next = now;
    const drawn = await this.#db
      .selectFrom('lottery_draws')
      .select('id')
      .where('state', '=', 'drawn')
      .orderBy('draw_time')
      .limit(SETTLES_PER_TICK)
      .execute();
    for (const d of drawn) {
      try {
        await this.settle(d.id);
      } catch (err) {
        this.#onError(err);
      }
      await yieldToLoop();
    }
    if (drawn.length === SETTLES_PER_TICK) next = now;
    await this.#sweep();
    return next - now;
  }

  /**
   * Opens the draw each enabled game takes bets on. Draws already seen open are remembered (a
   * draw row is never deleted), so between boundaries this costs nothing; at a boundary the new
   * numeros are looked up in one query and only the missing ones inserted.
   */
  async #openBettingDraws(games: { merchant_id: number; game_code: string }[], now: number) {
    const current = games.map((g) => {
      const game = gameOrThrow(g.game_code);
      const draw = bettingDraw(game, now);
      return { merchantId: g.merchant_id, game, draw, key: `${g.merchant_id}:${game.code}:${draw.numero}` };
    });
    const opened = new Set(current.filter((c) => this.#opened.has(c.key)).map((c) => c.key));
    const unseen = current.filter((c) => !opened.has(c.key));
    if (unseen.length > 0) {
      const found = await this.#db
        .selectFrom('lottery_draws')
        .select(['merchant_id', 'game_code', 'numero'])
        .where((eb) =>
          eb.or(
            unseen.map((c) =>
              eb.and([
                eb('merchant_id', '=', c.merchantId),
                eb('game_code', '=', c.game.code),
                eb('numero', '=', c.draw.numero),
              ]),
            ),
          ),
        )
        .execute();
      for (const f of found) opened.add(`${f.merchant_id}:${f.game_code}:${f.numero}`);
      for (const c of unseen) {
        if (opened.has(c.key)) continue;
        try {
          await this.#openDraw(c.merchantId, c.game, c.draw);
          opened.add(c.key);
        } catch (err) {
          this.#onError(err);
        }
        await yieldToLoop();
      }
    }
    this.#opened = opened;
  }

  /** Draws an in-house result from the committed seed; the seed is public from now on. */
  async #houseDraw(d: DrawRow) {
    const game = gameOrThrow(d.game_code);
    const outcome = await drawOutcome(
      { seed: d.seed!, gameCode: d.game_code, numero: d.numero, shape: game.shape },
      nodeHmac,
    );
    await this.#result(d, formatWinNo(outcome), ['closed']);
  }

  async #result(d: DrawRow, winNo: string, from: DrawRow['state'][]): Promise<boolean> {
    const done = await this.#db
      .updateTable('lottery_draws')
      .set({ state: 'drawn', win_no: winNo, drawn_at: Date.now() })
      .where('id', '=', d.id)
      .where('state', 'in', from)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    this.#emit(d.merchant_id, {
      type: 'result',
      gameCode: d.game_code,
      numero: d.numero,
      winNo,
      seed: d.seed,
    });
    return true;
  }

  /**
   * Official draws: the operator enters the result (CLI `lottery result`) once the draw has
   * closed; then it settles. A refused result writes nothing, not even the draw's row.
   */
  async enterResult(merchantId: number, gameCode: string, numero: string, winNo: string): Promise<DrawRow> {
    const game = officialGame(gameCode);
    const problem = winNoProblem(game, numero, winNo);
    if (problem) throw new AppError('request.invalid', { message: problem });
    const found = await this.findDraw(merchantId, game.code, numero);
    const draw = found ? undefined : scheduledDraw(game, numero);
    if (!found && !draw) throw new AppError('request.invalid', { message: `no draw ${gameCode} ${numero}` });
    refuseWhileOpen({
      game,
      numero,
      state: found?.state ?? 'open',
      closeTime: found ? Number(found.close_time) : draw!.closeTime,
      now: this.clock.now(),
    });
    const d = found ?? (await this.ensureDraw(merchantId, game, draw!));
    if (!(await this.#result(d, winNo, ['open', 'closed'])) && d.win_no !== winNo)
      throw new AppError('conflict', { message: `draw ${numero} is ${d.state}` });
    await this.settle(d.id);
    return (await this.findDraw(merchantId, gameCode, numero))!;
  }

  /** Takes the draw for this process until the lease runs out; false when another holds it. */
  async #lease(drawId: number, state: DrawRow['state']): Promise<boolean> {
    const now = Date.now();
    const r = await this.#db
      .updateTable('lottery_draws')
      .set({ lease_until: now + LEASE_MS })
      .where('id', '=', drawId)
      .where('state', '=', state)
      .where('lease_until', '<', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async #release(drawId: number) {
    await this.#db.updateTable('lottery_draws').set({ lease_until: 0 }).where('id', '=', drawId).execute();
  }

  /**
   * Settles a drawn draw set-based: open tickets in id batches, winning bets from the pure win
   * rules, one transaction per batch for its results and ledger entries. Idempotent: tickets
   * change only while open, and their money moves with that change.
   */
  async settle(drawId: number): Promise<boolean> {
    if (!(await this.#lease(drawId, 'drawn'))) return false;
    try {
      const d = await this.#db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('id', '=', drawId)
        .executeTakeFirstOrThrow();
      await this.#settleTickets(d);
      await this.#stopChases(d);
      await this.#db
        .updateTable('lottery_draws')
        .set({ state: 'settled', settled_at: Date.now() })
        .where('id', '=', drawId)
        .where('state', '=', 'drawn')
        .execute();
      return true;
    } finally {
      await this.#release(drawId);
    }
  }

  /**
   * A draw's open tickets in id batches; per batch one transaction (the ledger's) claims the
   * tickets by writing their results (open -> won or lost), posts the batch's money (per mode:
   * the stakes from the game's escrow to its house account, the wins from there to each member,
   * then the rebates in a second entry) and renews the lease, so a crash leaves each batch all
   * done or not begun, and the next settle redoes it.
   */
  async #settleTickets(d: DrawRow) {
    // Rebate batches claimed before migration 013 and cut off before their entry (decision 014).
    await this.#rebates.finish(d.id);
    const game = gameOrThrow(d.game_code);
    const result = resultOf(game, d.win_no!, Number(d.draw_time));
    const ref = `${d.game_code} ${d.numero}`;
    const judged: Judged = new Map();
    for (let after = 0; ;) {
      const next = await nextBatch(this.#db, d.id, after, this.#batch);
      if (!next) break;
      const { lo, hi } = next;
      // Keyed by its first ticket: a ticket is claimed by one committed batch only.
      const key = `${d.id}:${lo}`;
      await this.#wallet.bulk(async ({ trx, creditMany }) => {
        const batch = await settleBatch(
          trx,
          this.#pg,
          { drawId: d.id, after: lo - 1, hi, game, result, now: Date.now() },
          judged,
        );
        for (const [mode, m] of batch.money) {
          const credits = (amounts: Map<number, bigint>) =>
            [...amounts]
              .sort(([a], [b]) => a - b)
              .map(([member, amount]) => ({ member, code: accountOf(mode), amount }));
          const money = {
            merchantId: d.merchant_id,
            currency: batch.currency,
            ref,
            house: houseOf(d.game_code, mode),
          };
          await creditMany({
            ...money,
            idemKey: `lottery:settle:${key}:${mode}`,
            type: 'payout',
            also: [{ house: escrowOf(d.game_code, mode), amount: -m.stakes }],
            credits: credits(m.wins),
          });
          if (m.rebates.size > 0)
            await creditMany({
              ...money,
              idemKey: `lottery:rebate:${key}:${mode}`,
              type: 'rebate',
              memo: 'lottery rebate',
              credits: credits(m.rebates),
            });
        }
        await trx
          .updateTable('lottery_draws')
          .set({ lease_until: Date.now() + LEASE_MS })
          .where('id', '=', d.id)
          .execute();
      });
      after = hi;
      // On SQLite a batch runs without a pause (its queries are synchronous): answer what waits.
      await yieldToLoop();
    }
  }

  /** Cancels and refunds the rest of the chases this draw stopped (see `stopChases` in chases-stop.ts). */
  #stopChases(d: DrawRow): Promise<void> {
    return stopChases(this.#db, d, (merchantId, ids, status) => this.refundTickets(merchantId, ids, status));
  }

  /** Marks open tickets cancelled or refunded with their stakes back (see `refundTickets` in refunds.ts). */
  refundTickets(merchantId: number, ids: number[], status: 'cancelled' | 'refunded'): Promise<number> {
    return refundTickets(this.#db, this.#wallet, this.#pg, merchantId, ids, status);
  }

  /**
   * Calls off a draw whose result is not known yet (open or closed): every ticket on it is
   * refunded (CLI `lottery cancel`). A drawn draw cannot be called off: voiding a result already
   * seen would let the house undo the draws it lost, and it would race the settlement paying it.
   */
  async cancelDraw(merchantId: number, gameCode: string, numero: string): Promise<number> {
    let d = await this.drawOf(merchantId, gameOrThrow(gameCode), numero);
    if (!d) throw new AppError('request.invalid', { message: `no draw ${gameCode} ${numero}` });
    await this.#db
      .updateTable('lottery_draws')
      .set({ state: 'cancelled', settled_at: Date.now() })
      .where('id', '=', d.id)
      .where('state', 'in', ['open', 'closed'])
      .execute();
    d = (await this.findDraw(merchantId, gameCode, numero))!;
    if (d.state !== 'cancelled') throw new AppError('conflict', { message: `draw ${numero} is ${d.state}` });
    return this.#refundDraw(d.id, merchantId);
  }

  async #refundDraw(drawId: number, merchantId: number): Promise<number> {
    if (!(await this.#lease(drawId, 'cancelled'))) return 0;
    let n = 0;
    try {
      for (;;) {
        const rows = await this.#db
          .selectFrom('lottery_tickets')
          .select('id')
          .where('draw_id', '=', drawId)
          .where('status', '=', sql.lit('open'))
          .orderBy('id')
          .limit(this.#batch)
          .execute();
        if (rows.length === 0) return n;
        n += await this.refundTickets(
          merchantId,
          rows.map((r) => r.id),
          'refunded',
        );
        await yieldToLoop();
      }
    } finally {
      await this.#release(drawId);
    }
  }

  /** Tickets left open on settled or cancelled draws (a bet racing the close, a cut-off refund). */
  async #sweep() {
    const late = await this.#db
      .selectFrom('lottery_tickets')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
      .select(['lottery_draws.id', 'lottery_draws.state', 'lottery_draws.merchant_id'])
      .distinct()
      .where('lottery_tickets.status', '=', sql.lit('open'))
      .where('lottery_draws.state', 'in', ['settled', 'cancelled'])
      .limit(20)
      .execute();
    for (const d of late) {
      try {
        if (d.state === 'cancelled') await this.#refundDraw(d.id, d.merchant_id);
        else if (await this.#lease(d.id, 'settled')) {
          try {
            const row = await this.#db
              .selectFrom('lottery_draws')
              .selectAll()
              .where('id', '=', d.id)
              .executeTakeFirstOrThrow();
            await this.#settleTickets(row);
            await this.#stopChases(row);
          } finally {
            await this.#release(d.id);
          }
        }
      } catch (err) {
        this.#onError(err);
      }
    }
  }

  // ---- the timer ------------------------------------------------------------------------------

  /**
   * Runs `tick` on unref'd timers until `stop`: at each close and in-house draw time, at once
   * while a backlog is left, and at least every `maxSleepMs`.
   */
  start(maxSleepMs = MAX_SLEEP_MS): void {
    this.#ticker.start(maxSleepMs);
  }

  /** Ticks now (brand configuration changed: a game may have been enabled). */
  wake(): void {
    this.#ticker.wake();
  }

  /** Stops the timer and waits for a tick under way, so the database can close after it. */
  stop(): Promise<void> {
    return this.#ticker.stop();
  }
}
