// The agent's team, one level at a time or whole: who is under whom, with balances.
import type { Kysely } from 'kysely';
import { AGENT_TYPES, type TeamMembersValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { teamMembersPage, teamPath } from '../identity/index.ts';
import type { LotterySeries } from '../lottery/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { liveContractsOfMany } from './contracts-repo.ts';

export type TeamMembersQuery = {
  parentId?: number | undefined;
  scope: 'direct' | 'all';
  username?: string | undefined;
  minBalance?: string | undefined;
  maxBalance?: string | undefined;
  pageNo: number;
  pageSize: number;
};

/**
 * A page of the members under `parentId` (the agent itself when absent), which must be the agent
 * or someone below it: anyone else's team is `access.forbidden`, as if it were not there.
 */
export async function teamMembers(
  deps: { db: Kysely<Database>; wallet: Wallet; series: LotterySeries },
  { brand, agentId, query: q }: { brand: Brand; agentId: number; query: TeamMembersQuery },
): Promise<TeamMembersValue> {
  const parentId = q.parentId ?? agentId;
  const path = await teamPath(deps.db, { agentId, memberId: parentId });
  if (!path) throw new AppError('access.forbidden');
  const min = q.minBalance === undefined ? undefined : parseMinor(q.minBalance);
  const max = q.maxBalance === undefined ? undefined : parseMinor(q.maxBalance);
  if (min !== undefined && max !== undefined && min > max)
    throw new AppError('request.invalid', {
      details: [{ path: 'maxBalance', code: 'invalid', message: 'The highest balance is below the lowest.' }],
    });
  const only =
    min === undefined && max === undefined
      ? undefined
      : deps.wallet.membersWithin({ merchantId: brand.id, code: 'main', min, max });
  const page = await teamMembersPage(deps.db, { ...q, parentId, only });
  const balances = await deps.wallet.balancesOf({
    merchantId: brand.id,
    code: 'main',
    memberIds: page.rows.map((r) => r.id),
  });
  const ids = page.rows.map((r) => r.id);
  const mode = (brand.settings.prizeModes[0] ?? 'Lott');
  const series = new Map<number, number>();
  for (const id of ids) series.set(id, (await deps.series.chain(brand, { memberId: id, mode })).series);
  const contracts = await liveContractsOfMany(deps.db, ids);
  const above = path.length - 1;
  return {
    path,
    list: page.rows.map((r) => ({
      id: r.id,
      username: r.username,
      isAgent: AGENT_TYPES.includes(r.type),
      status: r.status,
      depth: above + r.depth,
      balance: formatMinor(balances.get(r.id) ?? 0n),
      downlines: Number(r.downlines ?? 0),
      registeredAt: Number(r.created_at),
      lastLoginAt: r.last_login_at === null ? null : Number(r.last_login_at),
      series: { mode, value: series.get(r.id) ?? 0 },
      contracts: contracts
        .filter((c) => c.member_id === r.id)
        .map((c) => ({ kind: c.kind, state: c.state as 'offered' | 'active' })),
    })),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(page.total / q.pageSize)),
    totalCount: page.total,
  };
}
