/**
 * Placing a ticket (or a chase: the same ticket on consecutive draws) in one transaction: the
 * chase's row, then each ticket with its stake and its betting record (decision 013). What
 * changes rarely is kept in memory (the game's row, the draws' ids, the ledger's account ids),
 * so a ticket reads the member's series and writes; on the embedded database its transaction is
 * a savepoint of the wallet's group commit, sharing one commit with concurrent placements.
 */
import type { Kysely } from 'kysely';
import type { PlaceValue, TicketBody } from '@lotto/contracts';
import { oddsBp, playById, type AnyPlay, type Draw } from '@lotto/contracts/lottery/index';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { recordBet } from '../games/index.ts';
import type { MemberRow } from '../identity/index.ts';
import type { BulkWork, Wallet } from '../wallet/index.ts';
import { accountOf, escrowOf, vendorOf } from './draws.ts';
import type { GameRow, GameRows } from './game-row.ts';
import { checkPlacement, closed, invalid, modeOf, overLimit, scheduleOf } from './placement-checks.ts';
import { insertChase } from './repo/chases.ts';
import { addDrawStake, insertOpenTicket, linkTicketBet, linkTicketBetSql } from './repo/ticket-sql.ts';
import * as tickets from './repo/tickets.ts';
import type { LotteryDraws } from './scheduler.ts';
import type { LotterySeries } from './series.ts';
import { toTicket, type TicketRow } from './ticket-view.ts';

/** What placement works with. */
export type PlaceDeps = {
  db: Kysely<Database>;
  wallet: Wallet;
  draws: LotteryDraws;
  series: LotterySeries;
  games: GameRows;
};

/** A placement request. */
export type PlaceRequest = { brand: Brand; member: MemberRow; body: TicketBody };

/** Ids and close times of the draws a placement covers, by numero. */
type DrawIds = Map<string, { id: number; closeTime: number }>;

/** A placement as its transaction takes it: the request, its game, its draws' ids and the time. */
type Order = PlaceRequest & GameRow & { play: AnyPlay; now: number; ids: DrawIds; pg: boolean };

/** A placement checked: the order and what `checkPlacement` made of it. */
type Checked = Order & ReturnType<typeof checkPlacement> & { memberSeries: number };

/**
 * Places a ticket: the bet count from the selection by the play's own rule, the stake posted to
 * the game's escrow with each ticket and its betting record row, all in one transaction.
 * Idempotent on requestId; refused after the draw's close time, over the limits, or beyond the
 * member's balance, with nothing written.
 */
export async function placeTicket(deps: PlaceDeps, req: PlaceRequest): Promise<PlaceValue> {
  const { brand, member, body } = req;
  const g = await deps.games.get(brand, body.gameCode);
  const play = playById(g.game, body.playId);
  if (!play || g.limits.off?.includes(play.id)) throw invalid('playId', 'No such play in this game.');
  const now = deps.draws.clock.now();
  const ids = await drawIds(deps, { brand, g, body, now });
  const mode = modeOf(member);
  await openAccounts(deps, { brand, member, code: g.game.code, mode });
  const order: Order = { ...req, ...g, play, now, ids, pg: isPostgres(deps.db) };
  const placed = await deps.wallet.bulk((work) => place(deps, { work, order }));
  if (placed.fresh) deps.draws.plays.add(g.row.id);
  const balances = await deps.wallet.memberBalances(brand.id, member.id);
  return {
    tickets: placed.rows.map(toTicket),
    balance: formatMinor(balances.find((a) => a.code === accountOf(mode))?.available ?? 0n),
  };
}

/** The draws the placement covers that still take bets, opened if need be (kept in memory). */
async function drawIds(
  deps: PlaceDeps,
  { brand, g, body, now }: { brand: Brand; g: GameRow; body: TicketBody; now: number },
): Promise<DrawIds> {
  const ids: DrawIds = new Map();
  for (const draw of scheduleOf(g.game, { body, now })?.draws ?? []) {
    if (now >= draw.closeTime) break;
    ids.set(draw.numero, await deps.draws.drawId(brand.id, { game: g.game, draw }));
  }
  return ids;
}

/** The member's and the escrow's ledger accounts, so the transaction finds their ids in the wallet's cache. */
async function openAccounts(
  deps: PlaceDeps,
  { brand, member, code, mode }: { brand: Brand; member: MemberRow; code: string; mode: 'real' | 'demo' },
) {
  const a = { merchantId: brand.id, currency: brand.settings.currency };
  await deps.wallet.openAccount({ ...a, ref: { member: member.id, code: accountOf(mode) } });
  await deps.wallet.openAccount({ ...a, ref: { house: escrowOf(code, mode) } });
}

/**
 * The placement's transaction: the member's series read, the request checked, the chase's row,
 * then each draw's ticket, or the one a retry placed; stops at the first draw no longer open.
 */
async function place(deps: PlaceDeps, { work, order }: { work: BulkWork; order: Order }) {
  const { brand, member, body, game, row, limits, play, now } = order;
  const trx = work.trx;
  // The member's series and its uplines', fixed on the ticket: its odds and rebate (decision 014).
  const chain = await deps.series.chain(brand, { memberId: member.id, mode: game.prizeMode, on: trx });
  const schedule = scheduleOf(game, { body, now });
  const c = checkPlacement({ now, schedule, brand, member, body, row, game, limits, play, chain });
  const p: Checked = { ...order, ...c, memberSeries: chain.series };
  const chaseId = body.chase ? await recordChase(trx, p) : null;
  const rows: TicketRow[] = [];
  let fresh = false;
  for (const [i, draw] of p.draws.entries()) {
    const t = { p, draw, i, requestId: p.requestIds[i]!, chaseId };
    const staked = await stakeTicket(work, t);
    if (staked === 'closed') break;
    fresh ||= !staked.replayed;
    rows.push(staked.ticket);
  }
  return { rows, fresh };
}

/** The chase's row (kept when a retry finds it there); returns its id. */
function recordChase(trx: Kysely<Database>, p: Checked): Promise<number> {
  return insertChase(trx, {
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

type OneTicket = { p: Checked; draw: Draw; i: number; requestId: string; chaseId: number | null };
type Staked = { ticket: TicketRow; replayed: boolean };

/**
 * One draw's ticket: written first, only while its draw is open, then counted in the member's
 * total on the draw within the draw's limit; then its stake goes to the game's escrow and its betting record is written,
 * on the same transaction, so a ticket exists exactly when its stake left the member. A ticket
 * not written is a retry's (answered as it was placed), or its draw has closed: the placement
 * is refused on its first draw, and a chase stops there on a later one.
 */
async function stakeTicket(work: BulkWork, t: OneTicket): Promise<Staked | 'closed'> {
  const { p, draw, i, requestId } = t;
  const d = p.ids.get(draw.numero);
  const inserted =
    d && p.now < d.closeTime
      ? await insertOpenTicket(work.trx, { pg: p.pg, drawId: d.id, row: ticketRow(t) })
      : undefined;
  if (!inserted) {
    const existing = await tickets.ticketByRequest(work.trx, { memberId: p.member.id, requestId });
    if (existing) {
      if (existing.fingerprint !== p.print || existing.merchant_id !== p.brand.id)
        throw new AppError('idempotency.key.reused');
      return { ticket: existing, replayed: true };
    }
    if (i === 0) throw closed();
    return 'closed';
  }
  // The member's total on the draw, within the draw's limit (the first draw of a chase); over
  // it, the throw rolls the ticket back with the rest of the placement.
  const max = i === 0 && p.limits.maxDraw !== undefined ? BigInt(p.limits.maxDraw) : null;
  if (
    !(await addDrawStake(work.trx, {
      pg: p.pg,
      drawId: inserted.draw_id,
      memberId: p.member.id,
      stake: p.stake,
      max,
    }))
  )
    throw overLimit('Stake over the limit for this draw.');
  const posted = await work.post({
    merchantId: p.brand.id,
    currency: p.brand.settings.currency,
    idemKey: `lottery:stake:${p.member.id}:${requestId}`,
    type: 'bet',
    ref: `${p.game.code} ${draw.numero}`,
    lines: [
      { account: { member: p.member.id, code: accountOf(p.mode) }, amount: -p.stake },
      { account: { house: escrowOf(p.game.code, p.mode) }, amount: p.stake },
    ],
  });
  // The ticket is new, so no stake can hold its key; were one there (a stake without its
  // ticket), roll the ticket back rather than leave it unpaid.
  if (posted.replayed) throw new Error(`lottery stake ${requestId} exists without its ticket`);
  const betId = await recordLotteryBet(work.trx, { p, ticketId: inserted.id, numero: draw.numero });
  // On PostgreSQL the record's statement links the ticket too (`withPg`).
  if (!p.pg) await linkTicketBet(work.trx, { pg: p.pg, id: inserted.id, betId });
  return { ticket: { ...inserted, bet_id: betId }, replayed: false };
}

/** The ticket's columns. */
function ticketRow({ p, draw, requestId, chaseId }: OneTicket) {
  return {
    merchant_id: p.brand.id,
    member_id: p.member.id,
    game_code: p.game.code,
    numero: draw.numero,
    play_id: p.body.playId,
    selection: JSON.stringify(p.body.selection),
    bet_count: p.betCount,
    unit: p.unit,
    multiplier: p.body.multiplier,
    stake: p.stake,
    series: p.series,
    odds_bp: oddsBp(p.play.hitRate, p.series),
    chase_id: chaseId,
    mode: p.mode,
    currency: p.brand.settings.currency,
    request_id: requestId,
    fingerprint: p.print,
    created_at: Date.now(),
    member_series: p.memberSeries,
    uplines: p.uplines,
    rebate_due: p.rebate.member > 0n || p.rebate.uplines.some(([, a]) => a > 0n) ? 1 : 0,
  };
}

/** The betting record: its status and payout are read from the ticket (`betPage`). */
function recordLotteryBet(
  trx: Kysely<Database>,
  { p, ticketId, numero }: { p: Checked; ticketId: number; numero: string },
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
    mode: p.mode,
    createdAt: Date.now(),
    ticketId,
    ...(p.pg ? { withPg: linkTicketBetSql(ticketId) } : {}),
  });
}
