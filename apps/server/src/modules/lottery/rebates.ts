import type { Kysely, Selectable } from 'kysely';
import { chainRebateMinor } from '@lotto/contracts/lottery/index';
import type { Database, LotteryDrawsTable, LotteryRebateBatchesTable } from '../../db/schema.ts';
import { loadBrand } from '../brand/index.ts';
import { addFigures } from '../figures/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, gameOrThrow, houseOf, vendorOf, type Mode } from './draws.ts';
import { drawRef } from './repo/draws.ts';
import { claimedBatches, markBatchPaid } from './repo/rebate-batches.ts';
import { ticketsOfRebateBatch } from './repo/tickets.ts';

type Draw = Pick<Selectable<LotteryDrawsTable>, 'id' | 'merchant_id' | 'game_code' | 'numero'>;
type Batch = Selectable<LotteryRebateBatchesTable>;
type DueTicket = {
  id: number;
  member_id: number;
  stake: number | string | bigint;
  series: number;
  member_series: number;
  uplines: string;
  mode: Mode;
  currency: string;
};

/** What a ticket's rebate comes to: the member's own step and each upline's (decision 014). */
type Rebate = { member: bigint; uplines: [number, bigint][] };

/**
 * What a ticket's rebate comes to: the member's own step and each upline's (decision 014).
 * `chains` keeps the parsed upline chains of a batch: its tickets share a few.
 */
export function ticketRebate(
  t: Pick<DueTicket, 'stake' | 'series' | 'member_series' | 'uplines' | 'mode'>,
  chains = new Map<string, [number, number][]>(),
): Rebate {
  // Play money pays no real agent: a demo ticket carries no uplines, and any are ignored.
  let uplines: [number, number][] = [];
  if (t.mode !== 'demo') {
    uplines = chains.get(t.uplines) ?? (JSON.parse(t.uplines) as [number, number][]);
    chains.set(t.uplines, uplines);
  }
  const [member = 0n, ...steps] = chainRebateMinor(BigInt(t.stake), [
    t.series,
    t.member_series,
    ...uplines.map(([, s]) => s),
  ]);
  return { member, uplines: uplines.map(([id], i) => [id, steps[i]!]) };
}

/**
 * Rebate batches claimed by the settlement code before migration 013 but not marked paid (a
 * cut-off between the claim and its ledger entry): paid from the tickets that carry the batch's
 * key, the entry posted or replayed under that key. Since migration 013 rebates are paid inside
 * each settlement batch's transaction (decision 014) and no batch is claimed this way any more.
 */
export class ClaimedRebates {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;

  constructor(db: Kysely<Database>, wallet: Wallet) {
    this.#db = db;
    this.#wallet = wallet;
  }

  /** Pays the draw's batches left claimed. */
  async finish(drawId: number) {
    const open = await claimedBatches(this.#db, drawId);
    if (open.length === 0) return;
    const d = await drawRef(this.#db, drawId);
    for (const b of open) await this.#pay(d, b, await ticketsOfRebateBatch(this.#db, b));
  }

  /**
   * One entry from the house to every account the batch's tickets pay, then the batch is paid;
   * in one transaction with the real-money rebates added to the accounts' figures (unless the
   * entry was posted before: a replay adds nothing).
   */
  async #pay(d: Draw, b: Batch, tickets: DueTicket[]) {
    const credits = rebateCredits(tickets).map(([member, amount]) => ({
      member,
      code: accountOf(b.mode),
      amount,
    }));
    const total = credits.reduce((s, c) => s + c.amount, 0n);
    const timeZone = (await loadBrand(this.#db, d.merchant_id)).settings.timeZone;
    await this.#wallet.bulk(async ({ trx, creditMany }) => {
      const at = Date.now();
      if (total > 0n) {
        const posted = await creditMany({
          merchantId: d.merchant_id,
          currency: tickets[0]!.currency,
          idemKey: b.idem_key,
          type: 'rebate',
          ref: `${d.game_code} ${d.numero}`,
          memo: 'lottery rebate',
          house: houseOf(d.game_code, b.mode),
          credits,
        });
        if (!posted.replayed && b.mode === 'real') {
          const key = {
            merchantId: d.merchant_id,
            timeZone,
            at,
            gameType: vendorOf(gameOrThrow(d.game_code)).game_type,
          };
          await addFigures(
            trx,
            credits.map((c) => ({ ...key, memberId: c.member, sums: { rebate: c.amount } })),
          );
        }
      }
      await markBatchPaid(trx, { id: b.id, total });
    });
  }
}

/** What tickets' rebates pay each account, summed per account, in account order (positive only). */
function rebateCredits(tickets: DueTicket[]) {
  const chains = new Map<string, [number, number][]>();
  const perMember = new Map<number, bigint>();
  const credit = (id: number, amount: bigint) => perMember.set(id, (perMember.get(id) ?? 0n) + amount);
  for (const t of tickets) {
    const r = ticketRebate(t, chains);
    credit(t.member_id, r.member);
    for (const [id, amount] of r.uplines) credit(id, amount);
  }
  return [...perMember].filter(([, amount]) => amount > 0n).sort(([a], [c]) => a - c);
}
