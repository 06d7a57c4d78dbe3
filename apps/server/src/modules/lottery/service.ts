import { isPostgres } from '../../db/database.ts';
import type { Kysely } from 'kysely';
import type { PlaceValue, Ticket, TicketBody } from '@lotto/contracts';
import { drawAtOrAfter, playMenu, type PrizeModeId } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { pick } from '../../lib/texts.ts';
import type { MemberRow } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { bettingDrawAt, gameOrThrow, vendorOf } from './draws.ts';
import { GameRows } from './game-row.ts';
import { PlaceBatch } from './place-batch.ts';
import { placeTicket } from './placement.ts';
import { closed } from './placement-checks.ts';
import * as favourites from './repo/favourites.ts';
import * as games from './repo/games.ts';
import * as tickets from './repo/tickets.ts';
import * as results from './results.ts';
import type { LotteryDraws } from './scheduler.ts';
import { brandSeries, LotterySeries } from './series.ts';
import { toTicket, type TicketRow } from './ticket-view.ts';

/**
 * The lottery for members (issue 7): the brand's games and menus, near draws, history, trends,
 * tickets with chases (placement.ts), cancellation before close, favourites and the launch answer.
 */
export class Lottery {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly draws: LotteryDraws;
  readonly series: LotterySeries;
  /** The brands' game rows, read again when their game opens a draw or posts a result, or the configuration changes. */
  readonly #games: GameRows;
  /** PostgreSQL: concurrent single tickets share one transaction (place-batch.ts). */
  readonly #batch: PlaceBatch | undefined;

  constructor(db: Kysely<Database>, { wallet, draws }: { wallet: Wallet; draws: LotteryDraws }) {
    this.#db = db;
    this.#wallet = wallet;
    this.draws = draws;
    this.series = new LotterySeries(db);
    const games = new GameRows(db);
    this.#games = games;
    if (isPostgres(db)) this.#batch = new PlaceBatch({ wallet });
    draws.listen((merchantId, e) => games.forget({ merchantId, code: e.gameCode }));
    draws.onWake(() => games.forget());
  }

  #gameRow(brand: Brand, code: string) {
    return this.#games.get(brand, code);
  }

  get #now() {
    return this.draws.clock.now();
  }

  async games(brand: Brand, { lang, prizeMode }: { lang: string; prizeMode?: PrizeModeId | undefined }) {
    const rows = await games.enabledGamesOfBrand(this.#db, brand.id);
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
  async popularCodes(
    brand: Brand,
    { count, prizeMode }: { count: number; prizeMode: string },
  ): Promise<string[]> {
    await this.draws.plays.flush();
    const rows = await games.gameCodesByPlays(this.#db, brand.id);
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
  async menu(
    brand: Brand,
    { lang, code, member }: { lang: string; code: string; member?: { id: number } | undefined },
  ) {
    const { row, game, limits } = await this.#gameRow(brand, code);
    const bounds = brandSeries(brand, game.prizeMode);
    const own = member
      ? (await this.series.chain(brand, { memberId: member.id, mode: game.prizeMode })).series
      : bounds.default;
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
    const { game } = await this.#gameRow(brand, code);
    const now = this.#now;
    const current = bettingDrawAt(game, now);
    const row = await this.draws.ensureDraw(brand.id, { game, draw: current });
    const previous = drawAtOrAfter(game, current.openTime);
    const prev =
      previous.numero === current.numero
        ? undefined
        : await this.draws.findDraw(brand.id, { gameCode: code, numero: previous.numero });
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
  async history(brand: Brand, q: { code: string; count: number }) {
    return results.history(this.#db, { brand, ...q });
  }

  /** The verifier (see `verify` in results.ts). */
  async verify(brand: Brand, q: { code: string; numero: string }) {
    return results.verify(this.draws, { brand, ...q });
  }

  /** Numeros taking bets from now (see `opened` in results.ts). */
  async opened(brand: Brand, q: { code: string; count: number }) {
    return results.opened(this.#db, { clock: this.draws.clock, brand, ...q });
  }

  /** Hot and cold numbers and missing counts (see `trends` in results.ts). */
  async trends(brand: Brand, q: { code: string; count: number }) {
    return results.trends(this.#db, { brand, ...q });
  }

  // ---- tickets --------------------------------------------------------------------------------

  /**
   * Places a ticket or a chase (see `placeTicket` in placement.ts), judged by `receivedAt`, the
   * lottery clock when the request arrived (now when not given).
   */
  place(
    brand: Brand,
    { member, body, receivedAt }: { member: MemberRow; body: TicketBody; receivedAt?: number | undefined },
  ): Promise<PlaceValue> {
    return placeTicket(
      {
        db: this.#db,
        wallet: this.#wallet,
        draws: this.draws,
        series: this.series,
        games: this.#games,
        batch: this.#batch,
      },
      { brand, member, body, receivedAt },
    );
  }

  toTicket(t: TicketRow): Ticket {
    return toTicket(t);
  }

  async tickets(
    brand: Brand,
    {
      member,
      query: q,
    }: { member: { id: number }; query: { gameCode?: string | undefined; pageSize: number } },
  ) {
    const rows = await tickets.memberTickets(this.#db, {
      merchantId: brand.id,
      memberId: member.id,
      gameCode: q.gameCode,
      pageSize: q.pageSize,
    });
    return rows.map(toTicket);
  }

  /** The member cancels an open ticket before its draw closes: the stake comes back from escrow. */
  async cancel(
    brand: Brand,
    { member, ticketId }: { member: { id: number }; ticketId: number },
  ): Promise<Ticket> {
    const t = await tickets.memberTicketWithDraw(this.#db, {
      merchantId: brand.id,
      memberId: member.id,
      id: ticketId,
    });
    if (!t) throw new AppError('game.not.found');
    if (t.status === 'open') {
      if (t.draw_state !== 'open' || this.#now >= Number(t.close_time)) throw closed();
      await this.draws.refundTickets({ merchantId: brand.id, ids: [t.id], status: 'cancelled' });
    }
    return toTicket(await tickets.ticketById(this.#db, ticketId));
  }

  /** Games the member bet on lately, newest first. */
  async recent(brand: Brand, { member, lang }: { member: { id: number }; lang: string }) {
    const rows = await tickets.recentGameCodes(this.#db, { merchantId: brand.id, memberId: member.id });
    const all = await this.games(brand, { lang });
    return rows.map((r) => all.find((g) => g.gameCode === r.game_code)).filter((g) => g !== undefined);
  }

  // ---- favourites (LOTTFAV) -------------------------------------------------------------------

  async favourites(member: { id: number }): Promise<string[]> {
    const rows = await favourites.favouriteCodes(this.#db, member.id);
    return rows.map((r) => r.game_code);
  }

  async addFavourite(brand: Brand, { member, code }: { member: { id: number }; code: string }) {
    await this.#gameRow(brand, code);
    await favourites.addFavourite(this.#db, { memberId: member.id, code, now: Date.now() });
    return this.favourites(member);
  }

  async removeFavourite(member: { id: number }, code: string) {
    await favourites.removeFavourite(this.#db, { memberId: member.id, code });
    return this.favourites(member);
  }

  /** Where the web app opens a lottery game: /lottery, or /vnlottery for Vietnamese games. */
  async launch(brand: Brand, { code, playType }: { code: string; playType?: string | undefined }) {
    const { game } = await this.#gameRow(brand, code);
    if (game.family === 'VN') return { url: `/vnlottery?gameCode=${encodeURIComponent(code)}` };
    const q = new URLSearchParams({ gameCode: code, ...(playType ? { playType } : {}) });
    return { url: `/lottery?${q.toString()}` };
  }
}
