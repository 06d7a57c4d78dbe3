/**
 * Placing a ticket (or a chase: the same ticket on consecutive draws), step by step: the request
 * checked, the refusals that need the database, the chase recorded, then each ticket with its
 * stake and betting record in one transaction.
 */
import type { Kysely } from 'kysely';
import type { PlaceValue, TicketBody } from '@lotto/contracts';
import { oddsBp, playById, type AnyPlay, type Draw, type Game } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { recordBet } from '../games/index.ts';
import type { MemberRow } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, escrowOf, vendorOf, type Mode } from './draws.ts';
import { gameRow } from './game-row.ts';
import { checkPlacement, closed, invalid, overLimit } from './placement-checks.ts';
import { insertChase } from './repo/chases.ts';
import { countPlay } from './repo/games.ts';
import * as tickets from './repo/tickets.ts';
import type { DrawRow, LotteryDraws } from './scheduler.ts';
import type { LotterySeries } from './series.ts';
import { toTicket, type TicketRow } from './ticket-view.ts';

/** What placement works with. */
export type PlaceDeps = { db: Kysely<Database>; wallet: Wallet; draws: LotteryDraws; series: LotterySeries };

/** A placement request. */
export type PlaceRequest = { brand: Brand; member: MemberRow; body: TicketBody };

/** A placement checked: the request, its game and play, and what `checkPlacement` made of it. */
type Checked = PlaceRequest &
  ReturnType<typeof checkPlacement> & {
    game: Game;
    play: AnyPlay;
    gameId: number;
    maxDraw: number | undefined;
    memberSeries: number;
  };

/**
 * Places a ticket: the bet count from the selection by the play's own rule, the stake posted to
 * the game's escrow with each ticket and its betting record row. Idempotent on requestId;
 * refused after the draw's close time.
 */
export async function placeTicket(deps: PlaceDeps, req: PlaceRequest): Promise<PlaceValue> {
  const p = await checked(deps, req);
  await refuseNew(deps, p);
  const chaseId = req.body.chase ? await recordChase(deps, p) : null;
  const placed = await recordTickets(deps, { p, chaseId });
  await countPlay(deps.db, p.gameId);
  const balances = await deps.wallet.memberBalances(req.brand.id, req.member.id);
  return {
    tickets: placed.map(toTicket),
    balance: formatMinor(balances.find((a) => a.code === accountOf(p.mode))?.available ?? 0n),
  };
}

/** The request checked against the game, the play, the member's series and the limits. */
async function checked(deps: PlaceDeps, req: PlaceRequest): Promise<Checked> {
  const { brand, member, body } = req;
  const { row, game, limits } = await gameRow(deps.db, { brand, code: body.gameCode });
  const play = playById(game, body.playId);
  if (!play || limits.off?.includes(play.id)) throw invalid('playId', 'No such play in this game.');
  // The member's series and its uplines', fixed on the ticket: its odds and rebate (decision 014).
  const chain = await deps.series.chain(brand, { memberId: member.id, mode: game.prizeMode });
  const c = checkPlacement({ clock: deps.draws.clock, brand, member, body, row, game, limits, play, chain });
  return { ...req, ...c, game, play, gameId: row.id, maxDraw: limits.maxDraw, memberSeries: chain.series };
}

/**
 * A replay must repeat its request; a new placement is refused when its first draw has closed,
 * over the draw's stake limit, or beyond the member's balance.
 */
async function refuseNew(deps: PlaceDeps, p: Checked): Promise<void> {
  const { brand, member, game, first } = p;
  const replay = await tickets.ticketByRequest(deps.db, { memberId: member.id, requestId: p.requestIds[0]! });
  if (replay && (replay.fingerprint !== p.print || replay.merchant_id !== brand.id))
    throw new AppError('idempotency.key.reused');
  if (replay) return;
  const d = await deps.draws.findDraw(brand.id, { gameCode: game.code, numero: first.numero });
  if (p.now >= first.closeTime || (d && d.state !== 'open')) throw closed();
  if (p.maxDraw !== undefined) {
    const sum = await tickets.openStakeOnDraw(deps.db, {
      memberId: member.id,
      gameCode: game.code,
      numero: first.numero,
    });
    if (sum + p.stake > BigInt(p.maxDraw)) throw overLimit('Stake over the limit for this draw.');
  }
  const balances = await deps.wallet.memberBalances(brand.id, member.id);
  const available = balances.find((a) => a.code === accountOf(p.mode))?.available ?? 0n;
  if (available < p.stake * BigInt(p.n)) throw new AppError('wallet.insufficient.funds');
}

/** The chase's row (kept when a retry finds it there); returns its id. */
function recordChase(deps: PlaceDeps, p: Checked): Promise<number> {
  return insertChase(deps.db, {
    merchant_id: p.brand.id,
    member_id: p.member.id,
    game_code: p.game.code,
    draws: p.n,
    stop_on_win: p.body.chase?.stopOnWin ? 1 : 0,
    status: 'active',
    request_id: p.body.requestId,
    created_at: Date.now(),
  });
}

/** Each draw's ticket, or the one a retry placed; stops at the first draw that has closed. */
async function recordTickets(deps: PlaceDeps, { p, chaseId }: { p: Checked; chaseId: number | null }) {
  const placed: TicketRow[] = [];
  for (const [i, draw] of p.draws.entries()) {
    const requestId = p.requestIds[i]!;
    const existing = await tickets.ticketByRequest(deps.db, { memberId: p.member.id, requestId });
    if (existing) {
      if (existing.fingerprint !== p.print) throw new AppError('idempotency.key.reused');
      placed.push(existing);
      continue;
    }
    const d = await deps.draws.ensureDraw(p.brand.id, { game: p.game, draw });
    if (d.state !== 'open' || p.now >= Number(d.close_time)) {
      if (i === 0) throw closed();
      break;
    }
    const out = await stakeTicket(deps, { p, draw, d, requestId, chaseId });
    placed.push(out ?? (await tickets.ticketByRequest(deps.db, { memberId: p.member.id, requestId }))!);
  }
  return placed;
}

type OneTicket = { p: Checked; draw: Draw; d: DrawRow; requestId: string; chaseId: number | null };

/**
 * The stake goes to the game's escrow with the ticket and its betting-record row, in one
 * transaction: a ticket exists exactly when its stake left the member (decision 013). Undefined
 * for a replayed stake: the ticket committed with it (a concurrent retry) is read by the caller.
 */
async function stakeTicket(deps: PlaceDeps, t: OneTicket): Promise<TicketRow | undefined> {
  const { p, draw, requestId } = t;
  const { out } = await deps.wallet.postWith(
    {
      merchantId: p.brand.id,
      currency: p.brand.settings.currency,
      idemKey: `lottery:stake:${p.member.id}:${requestId}`,
      type: 'bet',
      ref: `${p.game.code} ${draw.numero}`,
      lines: [
        { account: { member: p.member.id, code: accountOf(p.mode) }, amount: -p.stake },
        { account: { house: escrowOf(p.game.code, p.mode) }, amount: p.stake },
      ],
    },
    async (trx, posted) => (posted.replayed ? undefined : writeTicket(trx, t)),
  );
  return out;
}

/** The ticket's row and its betting record, in the stake's transaction. */
async function writeTicket(trx: Kysely<Database>, { p, draw, d, requestId, chaseId }: OneTicket) {
  const { brand, member, game, play, mode } = p;
  const inserted = await tickets.insertTicket(trx, {
    merchant_id: brand.id,
    member_id: member.id,
    draw_id: d.id,
    game_code: game.code,
    numero: draw.numero,
    play_id: play.id,
    selection: JSON.stringify(p.body.selection),
    bet_count: p.betCount,
    unit: p.unit,
    multiplier: p.body.multiplier,
    stake: p.stake,
    series: p.series,
    odds_bp: oddsBp(play.hitRate, p.series),
    hold_id: null,
    status: 'open',
    win_bets: 0,
    payout: 0,
    chase_id: chaseId,
    mode,
    currency: brand.settings.currency,
    request_id: requestId,
    fingerprint: p.print,
    bet_id: null,
    created_at: Date.now(),
    settled_at: null,
    member_series: p.memberSeries,
    uplines: p.uplines,
    rebate_due: p.rebate.member > 0n || p.rebate.uplines.some(([, a]) => a > 0n) ? 1 : 0,
  });
  // The stake was posted just now, so no ticket can hold this request id; were one there
  // (a ticket without its stake), roll the stake back rather than keep it in escrow.
  if (!inserted) throw new Error(`lottery ticket ${requestId} exists without its stake`);
  const betId = await recordLotteryBet(trx, { p, mode, ticketId: inserted.id, numero: draw.numero });
  await tickets.setTicketBet(trx, { id: inserted.id, betId });
  return { ...inserted, bet_id: betId };
}

/** The betting record: its status and payout are read from the ticket (`betPage`). */
function recordLotteryBet(
  trx: Kysely<Database>,
  { p, mode, ticketId, numero }: { p: Checked; mode: Mode; ticketId: number; numero: string },
) {
  const v = vendorOf(p.game);
  return recordBet(trx, {
    merchantId: p.brand.id,
    memberId: p.member.id,
    gameId: null,
    vendorCode: v.vendor_code,
    gameType: v.game_type,
    gameName: JSON.stringify(p.game.name),
    ref: `lottery:${ticketId}`,
    roundId: `${p.game.code} ${numero}`,
    timeZone: p.brand.settings.timeZone,
    stake: p.stake,
    status: 'open',
    mode,
    createdAt: Date.now(),
    ticketId,
  });
}
