// Bills and billed periods (the agent module owns `agent_bills` and `agent_periods`).
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ContractKind } from '@lotto/contracts';
import type { AgentBillsTable, Database } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;
export type BillRow = Selectable<AgentBillsTable>;
export type BillState = AgentBillsTable['state'];

/** States in which a bill still waits for money to come in or be taken. */
export const OPEN_STATES: BillState[] = ['pending', 'insufficient', 'awaiting_claim', 'partly_claimed'];

/** Marks a period billed; false when another process already did (its bills are in). */
export async function takePeriod(
  trx: Transaction<Database>,
  q: { merchantId: number; kind: ContractKind; period: string; bills: number; at: number },
): Promise<boolean> {
  const row = await trx
    .insertInto('agent_periods')
    .values({ merchant_id: q.merchantId, kind: q.kind, period: q.period, bills: q.bills, billed_at: q.at })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'period']).doNothing())
    .returning('period')
    .executeTakeFirst();
  return row !== undefined;
}

export async function periodBilled(on: On, q: { merchantId: number; kind: ContractKind; period: string }) {
  const row = await on
    .selectFrom('agent_periods')
    .select('period')
    .where('merchant_id', '=', q.merchantId)
    .where('kind', '=', q.kind)
    .where('period', '=', q.period)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBills(trx: Transaction<Database>, rows: Insertable<AgentBillsTable>[]) {
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('agent_bills')
      .values(rows.slice(i, i + 200))
      .execute();
}

export function billOf(on: On, q: { contractId: number; period: string }) {
  return on
    .selectFrom('agent_bills')
    .selectAll()
    .where('contract_id', '=', q.contractId)
    .where('period', '=', q.period)
    .executeTakeFirst();
}

/** The turnover already billed to a contract for periods starting within `[from, to)` (a real-time wage's hour). */
export async function billedTurnover(on: On, q: { contractId: number; from: number; to: number }) {
  const row = await on
    .selectFrom('agent_bills')
    .select((eb) => eb.fn.sum<number | string | null>('turnover').as('t'))
    .where('contract_id', '=', q.contractId)
    .where('period_start', '>=', q.from)
    .where('period_start', '<', q.to)
    .executeTakeFirstOrThrow();
  return BigInt(row.t ?? 0);
}

/** Bills still to be paid into, in the order of the payment chain: oldest period, payers first. */
export function unfundedBills(on: On, limit: number) {
  return on
    .selectFrom('agent_bills')
    .selectAll()
    .where('state', 'in', ['pending', 'insufficient', 'partly_claimed'])
    .where((eb) => eb('funded', '<', eb.ref('amount')))
    .orderBy('period_start')
    .orderBy('depth')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Open bills past their time. */
export function dueBills(on: On, q: { now: number; limit: number }) {
  return on
    .selectFrom('agent_bills')
    .selectAll()
    .where('state', 'in', OPEN_STATES)
    .where('expires_at', '<=', q.now)
    .orderBy('id')
    .limit(q.limit)
    .execute();
}

export function billById(on: On, q: { merchantId: number; id: number }) {
  return on
    .selectFrom('agent_bills')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .executeTakeFirst();
}

/**
 * Records money in or out of a bill, guarded by the amounts read before it: false when another
 * process moved the bill first (the caller's ledger entry then rolls back or was that process's).
 */
export async function stepBill(
  trx: Transaction<Database>,
  q: {
    id: number;
    funded: bigint;
    claimed: bigint;
    to: { funded: bigint; claimed: bigint; state: BillState };
  },
): Promise<boolean> {
  const r = await trx
    .updateTable('agent_bills')
    .set({ funded: q.to.funded.toString(), claimed: q.to.claimed.toString(), state: q.to.state })
    .where('id', '=', q.id)
    .where('funded', '=', q.funded.toString())
    .where('claimed', '=', q.claimed.toString())
    .where('state', 'in', OPEN_STATES)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** A page of the bills paid to (`mine`) or by (`team`) an agent, newest period first. */
export async function billsPage(
  on: On,
  q: {
    merchantId: number;
    agentId: number;
    side: 'mine' | 'team';
    kind?: ContractKind | undefined;
    limit: number;
    offset: number;
  },
) {
  let base = on
    .selectFrom('agent_bills')
    .where('merchant_id', '=', q.merchantId)
    .where(q.side === 'mine' ? 'payee_id' : 'payer_id', '=', q.agentId);
  if (q.kind) base = base.where('kind', '=', q.kind);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('period_start', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * What bills moved for an agent by kind and period start within `[from, to)`: taken as payee
 * (`got`) and paid in as payer (`gave`): its own income from contracts.
 */
export async function billFlows(on: On, q: { agentId: number; from: number; to: number }) {
  const side = (who: 'payee_id' | 'payer_id', sum: 'claimed' | 'funded') =>
    on
      .selectFrom('agent_bills')
      .select(['kind', 'period_start'])
      .select((eb) => eb.fn.sum<number | string>(sum).as('amount'))
      .where(who, '=', q.agentId)
      .where('period_start', '>=', q.from)
      .where('period_start', '<', q.to)
      .groupBy(['kind', 'period_start'])
      .execute();
  const [got, gave] = await Promise.all([side('payee_id', 'claimed'), side('payer_id', 'funded')]);
  return [
    ...got.map((r) => ({ kind: r.kind, start: Number(r.period_start), amount: BigInt(r.amount) })),
    ...gave.map((r) => ({ kind: r.kind, start: Number(r.period_start), amount: -BigInt(r.amount) })),
  ];
}
