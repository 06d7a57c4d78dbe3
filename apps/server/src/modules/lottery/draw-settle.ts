// Settling drawn draws, refunding called-off ones, and sweeping tickets left open on either.
import { yieldToLoop } from '../../lib/ticker.ts';
import { loadBrand } from '../brand/index.ts';
import { addFigures, type FigureMove } from '../figures/index.ts';
import type { BulkWork } from '../wallet/index.ts';
import { stopChases } from './chases-stop.ts';
import type { DrawRow } from './draw-open.ts';
import { lease, LEASE_MS, release, type DrawsCore } from './draws-core.ts';
import { accountOf, escrowOf, gameOrThrow, houseOf, resultOf, vendorOf, type Mode } from './draws.ts';
import { refundTickets, type RefundOrder } from './refunds.ts';
import { drawById, markSettled, setLease } from './repo/draws.ts';
import { nextBatch } from './repo/settlement.ts';
import { drawsWithLateTickets, openTicketIdsOfDraw } from './repo/tickets.ts';
import { settleBatch, type BatchMoney, type Judged } from './settlement.ts';

/** Marks open tickets cancelled or refunded with their stakes back (see `refundTickets` in refunds.ts). */
export function refund(core: DrawsCore, order: RefundOrder): Promise<number> {
  return refundTickets(core, order);
}

/**
 * Settles a drawn draw set-based: open tickets in id batches, winning bets from the pure win
 * rules, one transaction per batch for its results and ledger entries. Idempotent: tickets
 * change only while open, and their money moves with that change.
 */
export async function settleDraw(core: DrawsCore, drawId: number): Promise<boolean> {
  if (!(await lease(core, { drawId, state: 'drawn' }))) return false;
  try {
    const d = await drawById(core.db, drawId);
    await settleTickets(core, d);
    await stopChasesOf(core, d);
    await markSettled(core.db, { id: drawId, now: Date.now() });
    return true;
  } finally {
    await release(core, drawId);
  }
}

/** Cancels and refunds the rest of the chases this draw stopped (see `stopChases` in chases-stop.ts). */
function stopChasesOf(core: DrawsCore, d: DrawRow): Promise<void> {
  return stopChases({ db: core.db, refund: (order) => refund(core, order) }, d);
}

/**
 * A draw's open tickets in id batches; per batch one transaction (the ledger's) claims the
 * tickets by writing their results (open -> won or lost), posts the batch's money (per mode:
 * the stakes from the game's escrow to its house account, the wins from there to each member,
 * then the rebates in a second entry), adds the real-money part to the members' figures at the
 * batch's hour in the brand's time zone (decision 023) and renews the lease, so a crash leaves
 * each batch all done or not begun, and the next settle redoes it.
 */
async function settleTickets(core: DrawsCore, d: DrawRow) {
  // Rebate batches claimed before migration 013 and cut off before their entry (decision 014).
  await core.rebates.finish(d.id);
  const game = gameOrThrow(d.game_code);
  const result = resultOf(game, { winNo: d.win_no!, drawTime: Number(d.draw_time) });
  const judged: Judged = new Map();
  const counted = {
    merchantId: d.merchant_id,
    timeZone: (await loadBrand(core.db, d.merchant_id)).settings.timeZone,
    gameType: vendorOf(game).game_type,
  };
  for (let after = 0; ;) {
    const next = await nextBatch(core.db, { drawId: d.id, after, limit: core.batch });
    if (!next) break;
    const { lo, hi } = next;
    await core.wallet.bulk(async ({ trx, creditMany }) => {
      const now = Date.now();
      const batch = await settleBatch(trx, {
        pg: core.pg,
        batch: { drawId: d.id, after: lo - 1, hi, game, result, now },
        judged,
      });
      // Keyed by its first ticket: a ticket is claimed by one committed batch only.
      const post = { d, key: `${d.id}:${lo}`, currency: batch.currency, creditMany };
      for (const [mode, m] of batch.money) await postBatchMoney(post, { mode, m });
      const real = batch.money.get('real');
      if (real) await addFigures(trx, batchFigures(real, { ...counted, at: now }));
      await setLease(trx, { id: d.id, until: Date.now() + LEASE_MS });
    });
    after = hi;
    // On SQLite a batch runs without a pause (its queries are synchronous): answer what waits.
    await yieldToLoop();
  }
}

/**
 * What a batch's real-money tickets add to their members' figures: per member its settled
 * stakes as valid turnover, its payouts and the tickets paid more than their stake; and the
 * rebates to each account paid one (the ticket's member and its uplines).
 */
function batchFigures(m: BatchMoney, key: Omit<FigureMove, 'memberId' | 'sums'>): FigureMove[] {
  const moves: FigureMove[] = [];
  for (const [memberId, stake] of m.staked)
    moves.push({
      ...key,
      memberId,
      sums: {
        valid_turnover: stake,
        payout: m.wins.get(memberId) ?? 0n,
        win_count: m.won.get(memberId) ?? 0n,
      },
    });
  for (const [memberId, rebate] of m.rebates) moves.push({ ...key, memberId, sums: { rebate } });
  return moves;
}

/** A batch's money of one mode: the payout entry (stakes out of escrow, wins to members), then the rebates. */
async function postBatchMoney(
  p: { d: DrawRow; key: string; currency: string; creditMany: BulkWork['creditMany'] },
  { mode, m }: { mode: Mode; m: BatchMoney },
) {
  const { d, key, creditMany } = p;
  const credits = (amounts: Map<number, bigint>) =>
    [...amounts]
      .sort(([a], [b]) => a - b)
      .map(([member, amount]) => ({ member, code: accountOf(mode), amount }));
  const money = {
    merchantId: d.merchant_id,
    currency: p.currency,
    ref: `${d.game_code} ${d.numero}`,
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

/** Refunds a called-off draw's open tickets in batches, under the draw's lease; returns how many. */
export async function refundDraw(
  core: DrawsCore,
  { drawId, merchantId }: { drawId: number; merchantId: number },
) {
  if (!(await lease(core, { drawId, state: 'cancelled' }))) return 0;
  let n = 0;
  try {
    for (;;) {
      const rows = await openTicketIdsOfDraw(core.db, { drawId, limit: core.batch });
      if (rows.length === 0) return n;
      n += await refund(core, { merchantId, ids: rows.map((r) => r.id), status: 'refunded' });
      await yieldToLoop();
    }
  } finally {
    await release(core, drawId);
  }
}

/** Tickets left open on settled or cancelled draws (a bet racing the close, a cut-off refund). */
export async function sweep(core: DrawsCore): Promise<void> {
  const late = await drawsWithLateTickets(core.db);
  for (const d of late) {
    try {
      if (d.state === 'cancelled') await refundDraw(core, { drawId: d.id, merchantId: d.merchant_id });
      else if (await lease(core, { drawId: d.id, state: 'settled' })) {
        try {
          const row = await drawById(core.db, d.id);
          await settleTickets(core, row);
          await stopChasesOf(core, row);
        } finally {
          await release(core, d.id);
        }
      }
    } catch (err) {
      core.onError(err);
    }
  }
}
