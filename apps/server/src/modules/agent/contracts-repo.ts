// The agent contracts' rows (the agent module owns `agent_contracts`).
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ContractKind } from '@lotto/contracts';
import type { AgentContractsTable, Database } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;
export type ContractRow = Selectable<AgentContractsTable>;
type State = AgentContractsTable['state'];

export async function insertContract(on: On, row: Insertable<AgentContractsTable>): Promise<number> {
  const { id } = await on.insertInto('agent_contracts').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function contractById(on: On, q: { merchantId: number; id: number }) {
  return on
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .executeTakeFirst();
}

/** The member's contract of a kind in a state (at most one is active and one offered). */
export function contractOf(on: On, q: { memberId: number; kind: ContractKind; state: 'active' | 'offered' }) {
  return on
    .selectFrom('agent_contracts')
    .selectAll()
    .where('member_id', '=', q.memberId)
    .where('kind', '=', q.kind)
    .where('state', '=', q.state)
    .executeTakeFirst();
}

/** The member's active contracts of every kind. */
export function activeContracts(on: On, memberId: number) {
  return on
    .selectFrom('agent_contracts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '=', 'active')
    .execute();
}

/** Contracts naming the member (`side` mine) or given by it (`team`), newest first. */
export function listContracts(
  on: On,
  q: {
    merchantId: number;
    agentId: number;
    side: 'mine' | 'team';
    kind?: ContractKind | undefined;
    memberId?: number | undefined;
  },
) {
  let query = on
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where(q.side === 'mine' ? 'member_id' : 'upline_id', '=', q.agentId)
    .orderBy('id', 'desc')
    .limit(200);
  if (q.kind) query = query.where('kind', '=', q.kind);
  if (q.memberId !== undefined) query = query.where('member_id', '=', q.memberId);
  return query.execute();
}

/** Offers waiting for the member's answer, and whether it has, and gives, contracts of each kind. */
export function liveContractsOf(on: On, memberId: number) {
  return on
    .selectFrom('agent_contracts')
    .selectAll()
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('upline_id', '=', memberId)]))
    .where('state', 'in', ['offered', 'active'])
    .execute();
}

/** Contracts the member gave (live ones) of a kind whose highest rate is above `rate`. */
export function subContractsAbove(on: On, q: { uplineId: number; kind: ContractKind; rate: number }) {
  return on
    .selectFrom('agent_contracts')
    .selectAll()
    .where('upline_id', '=', q.uplineId)
    .where('kind', '=', q.kind)
    .where('state', 'in', ['offered', 'active'])
    .where('top_rate', '>', q.rate)
    .orderBy('id')
    .execute();
}

/** Moves a contract from one of `from` to `to`; false when it was in none of them (another answer won). */
export async function moveContract(
  on: On,
  q: { id: number; from: State[]; to: State; at: number; endedBy?: ContractRow['ended_by'] },
): Promise<boolean> {
  const ends = q.to !== 'active';
  const result = await on
    .updateTable('agent_contracts')
    .set({
      state: q.to,
      ...(q.to === 'active' || q.to === 'rejected' ? { answered_at: q.at } : {}),
      ...(ends ? { ended_at: q.at, ended_by: q.endedBy ?? null } : {}),
    })
    .where('id', '=', q.id)
    .where('state', 'in', q.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Brands and kinds that have active contracts. */
export function liveKinds(on: On) {
  return on
    .selectFrom('agent_contracts')
    .select(['merchant_id', 'kind'])
    .where('state', '=', 'active')
    .groupBy(['merchant_id', 'kind'])
    .execute();
}

/**
 * The contracts of a brand and kind billed for a period ending at `end`: active now and accepted
 * before the end (one that ended within the period is not billed for it).
 */
export function billableContracts(on: On, q: { merchantId: number; kind: ContractKind; end: number }) {
  return on
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('kind', '=', q.kind)
    .where('state', '=', 'active')
    .where('answered_at', '<', q.end)
    .orderBy('id')
    .execute();
}

/** The live (offered or active) contracts of some members, for a page of the team. */
export function liveContractsOfMany(on: On, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return on
    .selectFrom('agent_contracts')
    .select(['member_id', 'kind', 'state'])
    .where('member_id', 'in', memberIds)
    .where('state', 'in', ['offered', 'active'])
    .orderBy('id')
    .execute();
}
