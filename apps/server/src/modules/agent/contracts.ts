// Agent contracts: offers from the direct upline (or the platform, for a top agent), answers, ends,
// and the rules that keep a downline's rates within its upline's (decision 026).
import type { Kysely } from 'kysely';
import {
  AGENT_TYPES,
  CONTRACT_KINDS,
  CONTRACT_SWITCHES,
  type ConsolidatedValue,
  type Contract,
  type ContractKind,
  type ContractsValue,
  type OfferContractBody,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import { membersRepo } from '../identity/index.ts';
import { requireSwitch } from './centre.ts';
import { parseTiers, tiersFromJson, tiersJson, tiersView, topRate } from './contract-rules.ts';
import * as repo from './contracts-repo.ts';
import type { ContractRow } from './contracts-repo.ts';

type Db = Kysely<Database>;

/** The wire shape of contracts, with the usernames of both sides. */
export async function contractViews(db: Db, rows: ContractRow[]): Promise<Contract[]> {
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(r.member_id);
    if (r.upline_id !== null) ids.add(r.upline_id);
  }
  const names = await membersRepo.usernames(db, [...ids]);
  const who = (id: number) => ({ id, username: names.get(id) ?? '' });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    upline: r.upline_id === null ? null : who(r.upline_id),
    member: who(r.member_id),
    state: r.state,
    mode: r.mode,
    tiers: tiersView(tiersFromJson(r.tiers)),
    offeredAt: Number(r.offered_at),
    answeredAt: r.answered_at === null ? null : Number(r.answered_at),
    endedAt: r.ended_at === null ? null : Number(r.ended_at),
    endedBy: r.ended_by,
    terminates: JSON.parse(r.terminates) as number[],
  }));
}

const view = async (db: Db, row: ContractRow) => (await contractViews(db, [row]))[0]!;

/** The kinds of contract the brand's switches offer. */
export const brandKinds = (brand: Brand): ContractKind[] =>
  CONTRACT_KINDS.filter((k) => moduleOn(brand, CONTRACT_SWITCHES[k]));

/** The agent's contracts (from its upline, or given to its downlines), and its own active ones. */
export async function listContracts(
  db: Db,
  q: {
    brand: Brand;
    agentId: number;
    side: 'mine' | 'team';
    kind?: ContractKind | undefined;
    memberId?: number | undefined;
  },
): Promise<ContractsValue> {
  const rows = await repo.listContracts(db, { merchantId: q.brand.id, ...q });
  const own = await repo.activeContracts(db, q.agentId);
  const ownViews = await contractViews(db, own);
  return {
    list: await contractViews(db, rows),
    own: Object.fromEntries(ownViews.map((c) => [c.kind, c])),
    dividendPeriod: q.brand.settings.agentContracts.dividendPeriod,
    kinds: brandKinds(q.brand),
  };
}

/** The most a contract of `kind` offered by `uplineId` (null: the platform) may pay, hundredths of a percent. */
async function capOf(db: Db, q: { brand: Brand; uplineId: number | null; kind: ContractKind }) {
  if (q.uplineId === null) return q.brand.settings.agentContracts.maxRates[q.kind];
  const own = await repo.contractOf(db, { memberId: q.uplineId, kind: q.kind, state: 'active' });
  return own?.top_rate;
}

/**
 * The agent offers a contract to a direct downline that is an agent. Its rates may not exceed
 * the agent's own contract of that kind; an offer below contracts the downline gave its own
 * downlines names them to end on acceptance, and needs `confirmTerminate`. A newer offer
 * withdraws one still waiting.
 */
export async function offerContract(
  db: Db,
  q: { brand: Brand; uplineId: number | null; body: ReturnType<typeof offerBody>; now: number },
): Promise<Contract> {
  const { brand, body } = q;
  requireSwitch(brand, [CONTRACT_SWITCHES[body.kind]]);
  const member = await membersRepo.byId(db, { merchantId: brand.id, id: body.memberId });
  if (!member || member.upline_id !== q.uplineId) throw new AppError('access.forbidden');
  if (!AGENT_TYPES.includes(member.type)) throw new AppError('agent.contract.not_agent');
  const tiers = parseTiers(body.tiers);
  const top = topRate(tiers);
  const cap = await capOf(db, { brand, uplineId: q.uplineId, kind: body.kind });
  if (cap === undefined) throw new AppError('agent.contract.no_own');
  if (top > cap) throw new AppError('agent.contract.above_upline');
  const subs = await repo.subContractsAbove(db, { uplineId: member.id, kind: body.kind, rate: top });
  if (subs.length > 0 && !body.confirmTerminate) throw new AppError('agent.contract.lowers_subcontracts');
  const row = await db.transaction().execute(async (trx) => {
    const waiting = await repo.contractOf(trx, { memberId: member.id, kind: body.kind, state: 'offered' });
    if (waiting)
      await repo.moveContract(trx, {
        id: waiting.id,
        from: ['offered'],
        to: 'withdrawn',
        at: q.now,
        endedBy: 'upline',
      });
    const id = await repo.insertContract(trx, {
      merchant_id: brand.id,
      kind: body.kind,
      upline_id: q.uplineId,
      member_id: member.id,
      state: 'offered',
      mode: body.mode,
      tiers: tiersJson(tiers),
      top_rate: top,
      terminates: JSON.stringify(subs.map((s) => s.id)),
      offered_at: q.now,
    });
    return (await repo.contractById(trx, { merchantId: brand.id, id }))!;
  });
  return view(db, row);
}

/** The body with its defaults applied (zod's output). */
export const offerBody = (b: OfferContractBody) => ({
  memberId: b.memberId,
  kind: b.kind,
  mode: b.mode ?? 'fixed',
  tiers: b.tiers,
  confirmTerminate: b.confirmTerminate ?? false,
});

async function ownContract(db: Db, q: { brand: Brand; id: number }) {
  const row = await repo.contractById(db, { merchantId: q.brand.id, id: q.id });
  if (!row) throw new AppError('access.forbidden');
  return row;
}

/**
 * The member accepts an offer: it replaces the member's active contract of that kind, and the
 * sub-contracts the offer names end (their rates are above it). Refused when the upline's own
 * contract no longer covers the rates.
 */
export async function acceptContract(db: Db, q: { brand: Brand; memberId: number; id: number; now: number }) {
  const row = await ownContract(db, q);
  if (row.member_id !== q.memberId) throw new AppError('access.forbidden');
  if (row.state !== 'offered') throw new AppError('agent.contract.state');
  const cap = await capOf(db, { brand: q.brand, uplineId: row.upline_id, kind: row.kind });
  if (cap === undefined || row.top_rate > cap) throw new AppError('agent.contract.above_upline');
  await db.transaction().execute(async (trx) => {
    const old = await repo.contractOf(trx, { memberId: row.member_id, kind: row.kind, state: 'active' });
    if (old)
      await repo.moveContract(trx, {
        id: old.id,
        from: ['active'],
        to: 'replaced',
        at: q.now,
        endedBy: 'replaced',
      });
    if (!(await repo.moveContract(trx, { id: row.id, from: ['offered'], to: 'active', at: q.now })))
      throw new AppError('agent.contract.state');
    for (const sub of await repo.subContractsAbove(trx, {
      uplineId: row.member_id,
      kind: row.kind,
      rate: row.top_rate,
    }))
      await repo.moveContract(trx, {
        id: sub.id,
        from: [sub.state],
        to: sub.state === 'active' ? 'terminated' : 'withdrawn',
        at: q.now,
        endedBy: 'upline',
      });
  });
  return view(db, (await repo.contractById(db, { merchantId: q.brand.id, id: q.id }))!);
}

export async function rejectContract(db: Db, q: { brand: Brand; memberId: number; id: number; now: number }) {
  const row = await ownContract(db, q);
  if (row.member_id !== q.memberId) throw new AppError('access.forbidden');
  if (
    !(await repo.moveContract(db, {
      id: row.id,
      from: ['offered'],
      to: 'rejected',
      at: q.now,
      endedBy: 'member',
    }))
  )
    throw new AppError('agent.contract.state');
  return view(db, (await repo.contractById(db, { merchantId: q.brand.id, id: q.id }))!);
}

/** Either side ends an active contract; the upline may also withdraw an offer still waiting. */
export async function terminateContract(
  db: Db,
  q: { brand: Brand; memberId: number; id: number; now: number },
) {
  const row = await ownContract(db, q);
  const side = row.member_id === q.memberId ? 'member' : row.upline_id === q.memberId ? 'upline' : undefined;
  if (!side) throw new AppError('access.forbidden');
  const moved =
    row.state === 'offered' && side === 'upline'
      ? await repo.moveContract(db, {
          id: row.id,
          from: ['offered'],
          to: 'withdrawn',
          at: q.now,
          endedBy: side,
        })
      : await repo.moveContract(db, {
          id: row.id,
          from: ['active'],
          to: 'terminated',
          at: q.now,
          endedBy: side,
        });
  if (!moved) throw new AppError('agent.contract.state');
  return view(db, (await repo.contractById(db, { merchantId: q.brand.id, id: q.id }))!);
}

/** GET /wps/member/info/funds/consolidated: offers to answer, and which contract pages apply. */
export async function consolidated(db: Db, memberId: number): Promise<ConsolidatedValue> {
  const rows = await repo.liveContractsOf(db, memberId);
  const offers = await contractViews(
    db,
    rows.filter((r) => r.member_id === memberId && r.state === 'offered'),
  );
  const has = (kind: ContractKind) =>
    rows.some((r) => r.member_id === memberId && r.kind === kind && r.state === 'active');
  const of = (kind: ContractKind) => offers.filter((c) => c.kind === kind);
  return {
    dailysalreqtype: of('daily'),
    divtypereq: of('dividend'),
    contracthoursalreq: of('hourly'),
    realtimesalreqtype: of('realtime'),
    contractmrdailysalinfotype: rows.some(
      (r) => r.upline_id === memberId && r.kind === 'daily' && r.state === 'active',
    ),
    contracthoursalinfo: has('hourly'),
    dailysalinfotype: has('daily'),
    realtimesalinfotype: has('realtime'),
    divtypeinfo: has('dividend'),
  };
}

/** The kinds of contract the agent holds or gives (active ones): which salary pages it sees. */
export async function contractKinds(db: Db, memberId: number): Promise<ContractKind[]> {
  const rows = await repo.liveContractsOf(db, memberId);
  return [...new Set(rows.filter((r) => r.state === 'active').map((r) => r.kind))];
}
