import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { chainRebateMinor } from '@lotto/contracts/lottery/index';
import type { Database, LotteryDrawsTable, LotteryRebateBatchesTable } from '../../db/schema.ts';
import type { Wallet } from '../wallet/service.ts';
import { accountOf, houseOf, isPostgres, type Mode } from './draws.ts';

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
 * The rebate of a settlement batch (issue 7, decision 014): every ticket of the batch whose stake
 * the house took pays its member (member series - bet series) / 2000 of the stake and each upline
 * its step over the account below, in one ledger entry per batch and mode from the game's house
 * account, one line per account. Each ticket is claimed once (a guarded UPDATE that also records
 * what it paid) together with a batch row under a fresh idempotency key, then the entry is posted
 * under that key and the row marked paid; a batch cut off in between is finished, from the
 * tickets that carry its key, by the next call on the same draw. Cancelled and refunded tickets
 * pay nothing.
 */
export class LotteryRebates {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly #pg: boolean;

  constructor(db: Kysely<Database>, wallet: Wallet) {
    this.#db = db;
    this.#wallet = wallet;
    this.#pg = isPostgres(db);
  }

  /**
   * Pays every rebate still due on a draw whose tickets are judged (won or lost), `batch` tickets
   * at a time: run after the draw's settlement batches, before it is marked settled.
   */
  async settleDraw(d: Draw, batch: number): Promise<void> {
    await this.#finish(d.id);
    for (let after = 0; ;) {
      const ids = await this.#db
        .selectFrom('lottery_tickets')
        .select('id')
        .where('draw_id', '=', d.id)
        // a literal, so both engines match the partial index of tickets owing a rebate
        .where('rebate_due', '=', sql.lit(1))
        .where('id', '>', after)
        .orderBy('id')
        .limit(batch)
        .execute();
      if (ids.length === 0) return;
      after = ids.at(-1)!.id;
      await this.settleBatch(d, ids[0]!.id, after);
    }
  }

  /**
   * Pays the rebates of tickets `lo`..`hi` of a draw whose holds are settled (`settleDraw`); a
   * cut-off between the claim and the entry is finished by the next call on the draw.
   */
  async settleBatch(d: Draw, lo: number, hi: number): Promise<void> {
    await this.#finish(d.id);
    const due = await this.#db
      .selectFrom('lottery_tickets')
      .select([
        'id',
        'hold_id',
        'member_id',
        'stake',
        'series',
        'member_series',
        'uplines',
        'mode',
        'currency',
      ])
      .where('draw_id', '=', d.id)
      .where('rebate_due', '=', 1)
      .where('id', '>=', lo)
      .where('id', '<=', hi)
      .where('status', 'in', ['open', 'won', 'lost'])
      .execute();
    if (due.length === 0) return;
    // Only stakes the house took: a hold voided (refund, expiry) pays no rebate.
    const posted = await this.#wallet.ledger.postedHolds(
      d.merchant_id,
      due.map((t) => t.hold_id!),
    );
    for (const mode of ['real', 'demo'] as const) {
      const tickets = due.filter((t) => t.mode === mode && posted.has(t.hold_id!));
      if (tickets.length > 0) await this.#claimAndPay(d, mode, lo, hi, tickets);
    }
  }

  async #claimAndPay(d: Draw, mode: Mode, lo: number, hi: number, tickets: DueTicket[]) {
    const key = `lottery:rebate:${d.id}:${lo}:${mode}:${randomUUID().slice(0, 8)}`;
    const chains = new Map<string, [number, number][]>();
    const rebates = new Map(tickets.map((t) => [t.id, ticketRebate(t, chains)]));
    const values = tickets.map((t) => {
      const r = rebates.get(t.id)!;
      return [t.id, String(r.member), String(r.uplines.reduce((s, [, a]) => s + a, 0n))] as const;
    });
    const batch = await this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('lottery_rebate_batches')
        .values({
          merchant_id: d.merchant_id,
          draw_id: d.id,
          idem_key: key,
          mode,
          lo,
          hi,
          state: 'claimed',
          created_at: Date.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const claimed = this.#pg
        ? await sql<{ id: number }>`update lottery_tickets t set rebate_due = 0, rebate_key = ${key},
            rebate = v.r, upline_rebate = v.u
          from unnest(${values.map((v) => v[0])}::int[], ${values.map((v) => v[1])}::bigint[],
            ${values.map((v) => v[2])}::bigint[]) as v(id, r, u)
          where t.id = v.id and t.rebate_due = 1 returning t.id`.execute(trx)
        : await sql<{ id: number }>`with v as (select value ->> 0 as id, value ->> 1 as r, value ->> 2 as u
            from json_each(${JSON.stringify(values)}))
          update lottery_tickets set rebate_due = 0, rebate_key = ${key}, rebate = v.r, upline_rebate = v.u
          from v where lottery_tickets.id = v.id and lottery_tickets.rebate_due = 1
          returning lottery_tickets.id`.execute(trx);
      if (claimed.rows.length > 0) return { row, ids: new Set(claimed.rows.map((r) => Number(r.id))) };
      // Another process claimed them all first: it pays them.
      await trx.deleteFrom('lottery_rebate_batches').where('id', '=', row.id).execute();
      return undefined;
    });
    if (batch)
      await this.#pay(
        d,
        batch.row,
        tickets.filter((t) => batch.ids.has(t.id)),
        rebates,
      );
  }

  /** Batches of the draw claimed but not marked paid (a cut-off): paid again, the ledger replays. */
  async #finish(drawId: number) {
    const open = await this.#db
      .selectFrom('lottery_rebate_batches')
      .selectAll()
      .where('draw_id', '=', drawId)
      .where('state', '=', 'claimed')
      .execute();
    if (open.length === 0) return;
    const d = await this.#db
      .selectFrom('lottery_draws')
      .select(['id', 'merchant_id', 'game_code', 'numero'])
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow();
    for (const b of open) await this.#pay(d, b, await this.#ticketsOf(b));
  }

  #ticketsOf(b: Batch): Promise<DueTicket[]> {
    return this.#db
      .selectFrom('lottery_tickets')
      .select(['id', 'member_id', 'stake', 'series', 'member_series', 'uplines', 'mode', 'currency'])
      .where('draw_id', '=', b.draw_id)
      .where('id', '>=', b.lo)
      .where('id', '<=', b.hi)
      .where('rebate_key', '=', b.idem_key)
      .orderBy('id')
      .execute();
  }

  /** One entry from the house to every account the batch's tickets pay, then the batch is paid. */
  async #pay(d: Draw, b: Batch, tickets: DueTicket[], computed = new Map<number, Rebate>()) {
    const chains = new Map<string, [number, number][]>();
    const perMember = new Map<number, bigint>();
    const credit = (id: number, amount: bigint) => perMember.set(id, (perMember.get(id) ?? 0n) + amount);
    for (const t of tickets) {
      const r = computed.get(t.id) ?? ticketRebate(t, chains);
      credit(t.member_id, r.member);
      for (const [id, amount] of r.uplines) credit(id, amount);
    }
    const credits = [...perMember]
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [c]) => a - c)
      .map(([member, amount]) => ({ member, code: accountOf(b.mode), amount }));
    const total = credits.reduce((s, c) => s + c.amount, 0n);
    if (total > 0n)
      await this.#wallet.ledger.creditMany({
        merchantId: d.merchant_id,
        currency: tickets[0]!.currency,
        idemKey: b.idem_key,
        type: 'rebate',
        ref: `${d.game_code} ${d.numero}`,
        memo: 'lottery rebate',
        house: houseOf(d.game_code, b.mode),
        credits,
      });
    await this.#db
      .updateTable('lottery_rebate_batches')
      .set({ state: 'paid', total })
      .where('id', '=', b.id)
      .execute();
  }
}
