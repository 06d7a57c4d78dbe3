/**
 * Placing a ticket (or a chase: the same ticket on consecutive draws) in one transaction: the
 * chase's row, then each ticket with its stake and its betting record (decision 013). What
 * changes rarely is kept in memory (the game's row, the draws' ids, the ledger's account ids),
 * so a ticket reads the member's series and writes; on the embedded database its transaction is
 * a savepoint of the wallet's group commit, sharing one commit with concurrent placements.
 */
import type { Kysely } from 'kysely';
import type { PlaceValue, TicketBody } from '@lotto/contracts';
import { playById } from '@lotto/contracts/lottery/index';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { recordBet } from '../games/index.ts';
import type { MemberRow } from '../identity/index.ts';
import type { BulkWork } from '../wallet/index.ts';
import { accountOf, escrowOf } from './draws.ts';
import type { GameRow } from './game-row.ts';
import { placeInBatch, type PlaceBatch } from './place-batch.ts';
import { checkPlacement, closed, invalid, modeOf, overLimit, scheduleOf } from './placement-checks.ts';
import {
  lotteryBet,
  stakeMovement,
  ticketRow,
  type Checked,
  type DrawIds,
  type OneTicket,
  type Order,
  type PlaceDeps,
  type PlaceRequest,
} from './placement-rows.ts';
import { insertChase } from './repo/chases.ts';
import { addDrawStake, insertOpenTicket, linkTicketBet, linkTicketBetSql } from './repo/ticket-sql.ts';
import * as tickets from './repo/tickets.ts';
import { toTicket, type TicketRow } from './ticket-view.ts';

export type { PlaceDeps, PlaceRequest } from './placement-rows.ts';

/**
 * Places a ticket: the bet count from the selection by the play's own rule, the stake posted to
 * the game's escrow with each ticket and its betting record row, all in one transaction.
 * Idempotent on requestId; refused when received at or after the draw's close time or once the
 * draw's result is written, over the limits, or beyond the member's balance, with nothing written.
 */
export async function placeTicket(
  deps: PlaceDeps & { batch?: PlaceBatch | undefined },
  req: PlaceRequest,
): Promise<PlaceValue> {
  const { batch } = deps;
  const { brand, member, body } = req;
  const g = await deps.games.get(brand, body.gameCode);
  const play = playById(g.game, body.playId);
  if (!play || g.limits.off?.includes(play.id)) throw invalid('playId', 'No such play in this game.');
  // Judged by when the request arrived: one that waited behind a burst at the close still counts
  // as placed before it, and the draw's row decides in the transaction (repo/ticket-sql.ts).
  const now = req.receivedAt ?? deps.draws.clock.now();
  const ids = await drawIds(deps, { brand, g, body, now });
  const mode = modeOf(member);
  await openAccounts(deps, { brand, member, code: g.game.code, mode });
  const order: Order = { ...req, ...g, play, now, ids, pg: isPostgres(deps.db) };
  const batched = batch && !body.chase ? await placeInBatch(deps, { batch, order }) : undefined;
  if (batched) {
    deps.draws.plays.add(g.row.id);
    return { tickets: [toTicket(batched.row)], balance: formatMinor(batched.available) };
  }
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
  const posted = await work.post(stakeMovement(p, { draw, requestId }));
  // The ticket is new, so no stake can hold its key; were one there (a stake without its
  // ticket), roll the ticket back rather than leave it unpaid.
  if (posted.replayed) throw new Error(`lottery stake ${requestId} exists without its ticket`);
  const betId = await recordLotteryBet(work.trx, { p, ticketId: inserted.id, numero: draw.numero });
  // On PostgreSQL the record's statement links the ticket too (`withPg`).
  if (!p.pg) await linkTicketBet(work.trx, { pg: p.pg, id: inserted.id, betId });
  return { ticket: { ...inserted, bet_id: betId }, replayed: false };
}

/** The betting record, linked from the ticket (on PostgreSQL in the record's own statement). */
function recordLotteryBet(
  trx: Kysely<Database>,
  { p, ticketId, numero }: { p: Checked; ticketId: number; numero: string },
) {
  return recordBet(trx, {
    ...lotteryBet(p, { ticketId, numero }),
    ...(p.pg ? { withPg: linkTicketBetSql(ticketId) } : {}),
  });
}
