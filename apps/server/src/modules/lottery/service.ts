import type { Kysely, Selectable } from 'kysely';
import type { PlaceValue, Ticket, TicketBody } from '@lotto/contracts';
import {
  bettingDraw,
  drawAtOrAfter,
  oddsBp,
  playById,
  playMenu,
  type PrizeModeId,
} from '@lotto/contracts/lottery/index';
import type { Database, LotteryTicketsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { recordBet } from '../games/index.ts';
import { pick } from '../../lib/texts.ts';
import type { MemberRow } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, escrowOf, gameOrThrow, vendorOf } from './draws.ts';
import { gameRow } from './game-row.ts';
import { checkPlacement, closed, invalid, overLimit } from './placement-checks.ts';
import * as results from './results.ts';
import type { LotteryDraws } from './scheduler.ts';
import { brandSeries, LotterySeries } from './series.ts';

type TicketRow = Selectable<LotteryTicketsTable>;

/**
 * The lottery for members (issue 7): the brand's games and menus, near draws, history, trends,
 * tickets with chases, cancellation before close, favourites and the launch answer.
 */
export class Lottery {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly draws: LotteryDraws;
  readonly series: LotterySeries;

  constructor(db: Kysely<Database>, wallet: Wallet, draws: LotteryDraws) {
    this.#db = db;
    this.#wallet = wallet;
    this.draws = draws;
    this.series = new LotterySeries(db);
  }

  get #now() {
    return this.draws.clock.now();
  }

  async games(brand: Brand, lang: string, prizeMode?: PrizeModeId) {
    const rows = await this.#db
      .selectFrom('lottery_games')
      .selectAll()
      .where('merchant_id', '=', brand.id)
      .where('enabled', '=', 1)
      .orderBy('sort')
      .execute();
    return rows
      .map((r) => ({ r, game: gameOrThrow(r.game_code) }))
      .filter(({ game }) => !prizeMode || game.prizeMode === prizeMode)
      .map(({ r, game }) => ({
        gameCode: game.code,
        gameName: pick(game.name, { lang, fallback: brand.settings.defaultLang }),
        family: game.family,
        prizeMode: game.prizeMode,
        gameType: vendorOf(game).game_type,
        source: game.source,
        unit: formatMinor(BigInt(r.unit)),
      }));
  }

  /** The brand's lottery game codes, most played first, of one prize mode or ALL (popular games). */
  async popularCodes(brand: Brand, count: number, prizeMode: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('lottery_games')
      .select('game_code')
      .where('merchant_id', '=', brand.id)
      .where('enabled', '=', 1)
      .orderBy('plays', 'desc')
      .orderBy('sort')
      .execute();
    const mode = prizeMode.toUpperCase();
    return rows
      .map((r) => gameOrThrow(r.game_code))
      .filter((game) => mode === 'ALL' || game.prizeMode.toUpperCase() === mode)
      .slice(0, count)
      .map((game) => game.code);
  }

  /**
   * A game's play menu with odds at the member's own series, and the series the member may bet
   * at: from the brand's floor up to its own (decision 014). A guest sees the brand's default,
   * the series of a member who joins without an agent.
   */
  async menu(brand: Brand, lang: string, code: string, member?: { id: number }) {
    const { row, game, limits } = await gameRow(this.#db, brand, code);
    const bounds = brandSeries(brand, game.prizeMode);
    const own = member ? (await this.series.chain(brand, member.id, game.prizeMode)).series : bounds.default;
    const menu = playMenu(game, {
      unitMinor: Number(row.unit),
      series: own,
      language: lang === 'TY' ? 'TY' : 'EN',
      ...(limits.off ? { off: limits.off } : {}),
    });
    return [
      {
        ...menu,
        prizeSeries: { minSeries: Math.min(bounds.floor, own), maxSeries: own, defaultSeries: own },
      },
    ];
  }

  /** Near draws: the one taking bets (its commitment published) and the one before it. */
  async near(brand: Brand, code: string) {
    const { game } = await gameRow(this.#db, brand, code);
    const now = this.#now;
    const current = bettingDraw(game, now);
    const row = await this.draws.ensureDraw(brand.id, game, current);
    const previous = drawAtOrAfter(game, current.openTime);
    const prev =
      previous.numero === current.numero
        ? undefined
        : await this.draws.findDraw(brand.id, code, previous.numero);
    return {
      gameCode: code,
      currentNumero: {
        numero: current.numero,
        remainTime: Math.max(0, Math.ceil((current.closeTime - now) / 1000)),
        lockTime: Math.round((current.drawTime - current.closeTime) / 1000),
        closeTime: current.closeTime,
        drawTime: current.drawTime,
        commitment: row.commitment,
      },
      previousNumero: prev
        ? { numero: prev.numero, winNo: prev.win_no, state: prev.state }
        : { numero: previous.numero, winNo: null, state: 'none' },
    };
  }

  /** Past results, newest first (see `history` in results.ts). */
  async history(brand: Brand, code: string, count: number) {
    return results.history(this.#db, brand, code, count);
  }

  /** The verifier (see `verify` in results.ts). */
  async verify(brand: Brand, code: string, numero: string) {
    return results.verify(this.draws, brand, code, numero);
  }

  /** Numeros taking bets from now (see `opened` in results.ts). */
  async opened(brand: Brand, code: string, count: number) {
    return results.opened(this.#db, this.draws.clock, brand, code, count);
  }

  /** Hot and cold numbers and missing counts (see `trends` in results.ts). */
  async trends(brand: Brand, code: string, count: number) {
    return results.trends(this.#db, brand, code, count);
  }

  // ---- tickets --------------------------------------------------------------------------------

  #ticket(memberId: number, requestId: string) {
    return this.#db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  /**
   * Places a ticket (or a chase: the same ticket on consecutive draws): the bet count from the
   * selection by the play's own rule, the stake posted to the game's escrow with each ticket and
   * its betting record row. Idempotent on requestId; refused after the draw's close time.
   */
  async place(brand: Brand, member: MemberRow, body: TicketBody): Promise<PlaceValue> {
    const { row, game, limits } = await gameRow(this.#db, brand, body.gameCode);
    const play = playById(game, body.playId);
    if (!play || limits.off?.includes(play.id)) throw invalid('playId', 'No such play in this game.');
    // The member's series and its uplines', fixed on the ticket: its odds and rebate (decision 014).
    const chain = await this.series.chain(brand, member.id, game.prizeMode);
    const { series, unit, now, first, n, draws, mode, uplines, betCount, stake, print, rebate, requestIds } =
      checkPlacement({ clock: this.draws.clock, brand, member, body, row, game, limits, play, chain });

    const replay = await this.#ticket(member.id, requestIds[0]!);
    if (replay && (replay.fingerprint !== print || replay.merchant_id !== brand.id))
      throw new AppError('idempotency.key.reused');
    if (!replay) {
      const d = await this.draws.findDraw(brand.id, game.code, first.numero);
      if (now >= first.closeTime || (d && d.state !== 'open')) throw closed();
      if (limits.maxDraw !== undefined) {
        const sum = await this.#db
          .selectFrom('lottery_tickets')
          .select((eb) => eb.fn.sum<number | string | null>('stake').as('s'))
          .where('member_id', '=', member.id)
          .where('game_code', '=', game.code)
          .where('numero', '=', first.numero)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (BigInt(sum?.s ?? 0) + stake > BigInt(limits.maxDraw))
          throw overLimit('Stake over the limit for this draw.');
      }
      const balances = await this.#wallet.memberBalances(brand.id, member.id);
      const available = balances.find((a) => a.code === accountOf(mode))?.available ?? 0n;
      if (available < stake * BigInt(n)) throw new AppError('wallet.insufficient.funds');
    }
    let chaseId: number | null = null;
    if (body.chase) {
      await this.#db
        .insertInto('lottery_chases')
        .values({
          merchant_id: brand.id,
          member_id: member.id,
          game_code: game.code,
          draws: n,
          stop_on_win: body.chase.stopOnWin ? 1 : 0,
          status: 'active',
          request_id: body.requestId,
          created_at: Date.now(),
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .execute();
      chaseId = (
        await this.#db
          .selectFrom('lottery_chases')
          .select('id')
          .where('member_id', '=', member.id)
          .where('request_id', '=', body.requestId)
          .executeTakeFirstOrThrow()
      ).id;
    }
    const tickets: TicketRow[] = [];
    for (const [i, draw] of draws.entries()) {
      const requestId = requestIds[i]!;
      const existing = await this.#ticket(member.id, requestId);
      if (existing) {
        if (existing.fingerprint !== print) throw new AppError('idempotency.key.reused');
        tickets.push(existing);
        continue;
      }
      const d = await this.draws.ensureDraw(brand.id, game, draw);
      if (d.state !== 'open' || now >= Number(d.close_time)) {
        if (i === 0) throw closed();
        break;
      }
      // The stake goes to the game's escrow with the ticket and its betting-record row, in one
      // transaction: a ticket exists exactly when its stake left the member (decision 013).
      const { out } = await this.#wallet.postWith(
        {
          merchantId: brand.id,
          currency: brand.settings.currency,
          idemKey: `lottery:stake:${member.id}:${requestId}`,
          type: 'bet',
          ref: `${game.code} ${draw.numero}`,
          lines: [
            { account: { member: member.id, code: accountOf(mode) }, amount: -stake },
            { account: { house: escrowOf(game.code, mode) }, amount: stake },
          ],
        },
        async (trx, posted) => {
          // A replayed stake: the ticket committed with it (a concurrent retry) is read below.
          if (posted.replayed) return undefined;
          const inserted = await trx
            .insertInto('lottery_tickets')
            .values({
              merchant_id: brand.id,
              member_id: member.id,
              draw_id: d.id,
              game_code: game.code,
              numero: draw.numero,
              play_id: play.id,
              selection: JSON.stringify(body.selection),
              bet_count: betCount,
              unit,
              multiplier: body.multiplier,
              stake,
              series,
              odds_bp: oddsBp(play.hitRate, series),
              hold_id: null,
              status: 'open',
              win_bets: 0,
              payout: 0,
              chase_id: chaseId,
              mode,
              currency: brand.settings.currency,
              request_id: requestId,
              fingerprint: print,
              bet_id: null,
              created_at: Date.now(),
              settled_at: null,
              member_series: chain.series,
              uplines,
              rebate_due: rebate.member > 0n || rebate.uplines.some(([, a]) => a > 0n) ? 1 : 0,
            })
            .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
            .returningAll()
            .executeTakeFirst();
          // The stake was posted just now, so no ticket can hold this request id; were one there
          // (a ticket without its stake), roll the stake back rather than keep it in escrow.
          if (!inserted) throw new Error(`lottery ticket ${requestId} exists without its stake`);
          const v = vendorOf(game);
          // The betting record: its status and payout are read from the ticket (`betPage`).
          const betId = await recordBet(trx, {
            merchantId: brand.id,
            memberId: member.id,
            gameId: null,
            vendorCode: v.vendor_code,
            gameType: v.game_type,
            gameName: JSON.stringify(game.name),
            ref: `lottery:${inserted.id}`,
            roundId: `${game.code} ${draw.numero}`,
            stake,
            status: 'open',
            mode,
            createdAt: Date.now(),
            ticketId: inserted.id,
          });
          await trx
            .updateTable('lottery_tickets')
            .set({ bet_id: betId })
            .where('id', '=', inserted.id)
            .execute();
          return { ...inserted, bet_id: betId };
        },
      );
      tickets.push(out ?? (await this.#ticket(member.id, requestId))!);
    }
    await this.#db
      .updateTable('lottery_games')
      .set((eb) => ({ plays: eb('plays', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    const balances = await this.#wallet.memberBalances(brand.id, member.id);
    return {
      tickets: tickets.map((t) => this.toTicket(t)),
      balance: formatMinor(balances.find((a) => a.code === accountOf(mode))?.available ?? 0n),
    };
  }

  toTicket(t: TicketRow): Ticket {
    return {
      ticketId: t.id,
      gameCode: t.game_code,
      numero: t.numero,
      playId: t.play_id,
      selection: JSON.parse(t.selection) as number[][],
      betCount: t.bet_count,
      unit: formatMinor(BigInt(t.unit)),
      multiplier: t.multiplier,
      stake: formatMinor(BigInt(t.stake)),
      series: t.series,
      memberSeries: t.member_series,
      oddsBp: Number(t.odds_bp),
      status: t.status,
      winBets: t.win_bets,
      payout: formatMinor(BigInt(t.payout)),
      rebate: formatMinor(BigInt(t.rebate)),
      chaseId: t.chase_id,
      createdAt: Number(t.created_at),
    };
  }

  async tickets(
    brand: Brand,
    member: { id: number },
    q: { gameCode?: string | undefined; pageSize: number },
  ) {
    let query = this.#db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', member.id);
    if (q.gameCode) query = query.where('game_code', '=', q.gameCode);
    const rows = await query.orderBy('id', 'desc').limit(q.pageSize).execute();
    return rows.map((t) => this.toTicket(t));
  }

  /** The member cancels an open ticket before its draw closes: the stake comes back from escrow. */
  async cancel(brand: Brand, member: { id: number }, ticketId: number): Promise<Ticket> {
    const t = await this.#db
      .selectFrom('lottery_tickets')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
      .selectAll('lottery_tickets')
      .select(['lottery_draws.state as draw_state', 'lottery_draws.close_time'])
      .where('lottery_tickets.id', '=', ticketId)
      .where('lottery_tickets.member_id', '=', member.id)
      .where('lottery_tickets.merchant_id', '=', brand.id)
      .executeTakeFirst();
    if (!t) throw new AppError('game.not.found');
    if (t.status === 'open') {
      if (t.draw_state !== 'open' || this.#now >= Number(t.close_time)) throw closed();
      await this.draws.refundTickets(brand.id, [t.id], 'cancelled');
    }
    const row = await this.#db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    return this.toTicket(row);
  }

  /** Games the member bet on lately, newest first. */
  async recent(brand: Brand, member: { id: number }, lang: string) {
    const rows = await this.#db
      .selectFrom('lottery_tickets')
      .select('game_code')
      .select((eb) => eb.fn.max('id').as('last'))
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', member.id)
      .groupBy('game_code')
      .orderBy('last', 'desc')
      .limit(10)
      .execute();
    const games = await this.games(brand, lang);
    return rows.map((r) => games.find((g) => g.gameCode === r.game_code)).filter((g) => g !== undefined);
  }

  // ---- favourites (LOTTFAV) -------------------------------------------------------------------

  async favourites(member: { id: number }): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('lottery_favourites')
      .select('game_code')
      .where('member_id', '=', member.id)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.game_code);
  }

  async addFavourite(brand: Brand, member: { id: number }, code: string) {
    await gameRow(this.#db, brand, code);
    await this.#db
      .insertInto('lottery_favourites')
      .values({ member_id: member.id, game_code: code, created_at: Date.now() })
      .onConflict((oc) => oc.columns(['member_id', 'game_code']).doNothing())
      .execute();
    return this.favourites(member);
  }

  async removeFavourite(member: { id: number }, code: string) {
    await this.#db
      .deleteFrom('lottery_favourites')
      .where('member_id', '=', member.id)
      .where('game_code', '=', code)
      .execute();
    return this.favourites(member);
  }

  /** Where the web app opens a lottery game: /lottery, or /vnlottery for Vietnamese games. */
  async launch(brand: Brand, code: string, playType?: string) {
    const { game } = await gameRow(this.#db, brand, code);
    if (game.family === 'VN') return { url: `/vnlottery?gameCode=${encodeURIComponent(code)}` };
    const q = new URLSearchParams({ gameCode: code, ...(playType ? { playType } : {}) });
    return { url: `/lottery?${q.toString()}` };
  }
}
