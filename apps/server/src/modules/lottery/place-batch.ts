import type { Draw } from '@lotto/contracts/lottery/index';
import { NothingApplied, RecentKeys, StatementBatch } from '../../lib/statement-batch.ts';
import { betRecordsPart } from '../games/index.ts';
import type { BulkWork, Wallet } from '../wallet/index.ts';
import { checkPlacement, scheduleOf } from './placement-checks.ts';
import {
  lotteryBet,
  stakeMovement,
  ticketRow,
  type Checked,
  type Order,
  type PlaceDeps,
} from './placement-rows.ts';
import { batchTicketsPart, claimTickets } from './repo/ticket-batch.ts';
import type { TicketRow } from './ticket-view.ts';

/** A single ticket checked and ready for a batch: its draw, request id and columns. */
type BatchOrder = {
  p: Checked;
  draw: Draw;
  drawId: number;
  requestId: string;
  row: ReturnType<typeof ticketRow>;
};

/** A ticket a batch placed: its row and the member's money right after its stake. */
export type BatchPlaced = { row: TicketRow; available: bigint };

/**
 * PostgreSQL: concurrent single tickets placed together (decision 024), as in-house rounds are
 * (inhouse/play-batch.ts): one short transaction for the whole batch, each module writing its
 * own tables:
 *
 * 1. the stakes added to their members' totals on their draws, within each draw's limit and only
 *    while it is open, and each ticket that fits given the id it is to have (`claimTickets`);
 * 2. in one statement: the stakes posted, each member's in batch order, written whole or, the
 *    money short, not at all (the ledger's `postGroups`); for the members whose money went
 *    through, the tickets inserted open with their betting records and figures; for the others,
 *    their stakes taken off their totals again.
 *
 * Then one commit. Each ticket is what a placement alone would have written (the same keys,
 * fingerprint and record), so replays, cancellation and settlement read them alike. A ticket the
 * batch left out (its draw closed, over the limit, short of money), or every ticket of a batch that
 * failed whole (a request id or ledger key racing in elsewhere), is answered undefined and is placed
 * alone, which gives the answer or the error.
 */
export class PlaceBatch {
  readonly #wallet: Wallet;
  readonly #recent = new RecentKeys();
  readonly #batch = new StatementBatch<BatchOrder, BatchPlaced>(
    (orders) => this.#run(orders),
    (o) => [`t:${o.p.member.id}:${o.requestId}`],
  );

  constructor(deps: { wallet: Wallet }) {
    this.#wallet = deps.wallet;
  }

  /** The ticket placed in the next batch, or undefined: place it alone. */
  async place(o: BatchOrder): Promise<BatchPlaced | undefined> {
    const key = `${o.p.member.id}:${o.requestId}`;
    if (this.#recent.has(key)) return undefined;
    const placed = await this.#batch.submit(o);
    if (placed) this.#recent.add(key);
    return placed;
  }

  async #run(orders: BatchOrder[]): Promise<(BatchPlaced | undefined)[]> {
    const placed = await this.#wallet.bulk(async (work) => {
      const claimed = await claimTickets(
        work.trx,
        orders.map((o) => ({
          memberId: o.p.member.id,
          drawId: o.drawId,
          stake: o.p.stake,
          max: o.p.limits.maxDraw === undefined ? null : BigInt(o.p.limits.maxDraw),
        })),
      );
      if (claimed.length === 0) throw new NothingApplied();
      return postTickets(
        work,
        claimed.map((c) => ({ ...orders[c.i - 1]!, i: c.i, id: c.id })),
      );
    });
    const out: (BatchPlaced | undefined)[] = orders.map(() => undefined);
    for (const p of placed) out[p.i - 1] = p.placed;
    return out;
  }
}

/**
 * A single ticket through the batch: checked here as a placement alone checks it (its errors are
 * the same), then placed in the next batch. Undefined when the batch did not place it: place it
 * alone.
 */
export async function placeInBatch(
  deps: PlaceDeps,
  { batch, order }: { batch: PlaceBatch; order: Order },
): Promise<BatchPlaced | undefined> {
  const { brand, member, body, game, row, limits, play, now } = order;
  const chain = await deps.series.chain(brand, { memberId: member.id, mode: game.prizeMode });
  const schedule = scheduleOf(game, { body, now });
  const c = checkPlacement({ now, schedule, brand, member, body, row, game, limits, play, chain });
  const p: Checked = { ...order, ...c, memberSeries: chain.series };
  const draw = p.draws[0];
  const d = draw && p.ids.get(draw.numero);
  if (!draw || !d || now >= d.closeTime || p.draws.length !== 1) return undefined;
  const requestId = p.requestIds[0]!;
  const ticket = ticketRow({ p, draw, i: 0, requestId, chaseId: null });
  return batch.place({ p, draw, drawId: d.id, requestId, row: ticket });
}

type Claimed = BatchOrder & { i: number; id: number };

/** The tickets and their records, and the stakes given back, in the ledger's statement. */
const TICKETS_PART = batchTicketsPart(betRecordsPart);

/**
 * Posts the tickets' stakes, one group per member in batch order, and in the same statement
 * writes the tickets of the members whose money went through, with their records, and takes the
 * others' stakes off their totals. What each placed ticket is answered: its row and the member's
 * money right after its own stake.
 */
async function postTickets(work: BulkWork, tickets: Claimed[]) {
  const members = new Map<number, Claimed[]>();
  for (const t of tickets) members.set(t.p.member.id, [...(members.get(t.p.member.id) ?? []), t]);
  const groups = [...members.values()];
  const posted = await work.postGroups(
    groups.map((g) => g.map((t) => stakeMovement(t.p, t))),
    {
      part: TICKETS_PART,
      rows: {
        tickets: groups.flatMap((g, grp) => g.map((t) => ({ id: t.id, drawId: t.drawId, row: t.row, grp }))),
        with: {
          part: betRecordsPart,
          rows: groups.flatMap((g, grp) =>
            g.map((t) => ({ bet: lotteryBet(t.p, { ticketId: t.id, numero: t.draw.numero }), grp })),
          ),
        },
      },
    },
  );
  if (posted.every((p) => !p)) throw new NothingApplied();
  return groups.flatMap((g, grp) => {
    const p = posted[grp];
    if (!p) return [];
    return g.map((t, k) => ({
      i: t.i,
      placed: { row: placedRow(t), available: p.posted[k]!.balances[0]!.balance - p.held },
    }));
  });
}

/** A placed ticket's row as it was written (its betting record's id is not read back). */
const placedRow = (t: Claimed): TicketRow => ({
  ...t.row,
  id: t.id,
  draw_id: t.drawId,
  status: 'open',
  hold_id: null,
  win_bets: 0,
  payout: 0n,
  bet_id: null,
  settled_at: null,
  rebate: 0n,
  upline_rebate: 0n,
  rebate_key: null,
});
