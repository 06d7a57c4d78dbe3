// The register centre: accounts the agent opens itself and its invitation links.
import type { PrizeModeId } from '@lotto/contracts/lottery/index';
import {
  type CreateDownlineValue,
  type DownlineKind,
  type DownlineSeries,
  type Invitation,
  type InvitationsValue,
  type MemberSeriesValue,
} from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import {
  createDownline,
  createInvitation,
  INVITATION_LIMIT,
  liveInvitations,
  type IdentityDeps,
  type InvitationRow,
  teamPath,
} from '../identity/index.ts';
import { brandSeries, PRIZE_MODE_IDS, type LotterySeries } from '../lottery/index.ts';
import { requireSwitch } from './centre.ts';

type Deps = { identity: IdentityDeps; series: LotterySeries };
type AgentRef = { brand: Brand; agentId: number };

/** The brand's floor in each prize mode: no downline's series may be below it. */
const floorsOf = (brand: Brand): Record<string, number> =>
  Object.fromEntries(PRIZE_MODE_IDS.map((mode) => [mode, brandSeries(brand, mode).floor]));

/** Each chosen series must be one the agent could give: within the brand's bounds and its own. */
async function checkSeries(deps: Deps, { brand, agentId, series }: AgentRef & { series: DownlineSeries }) {
  for (const [mode, value] of Object.entries(series) as [PrizeModeId, number][])
    await deps.series.check(brand, { uplineId: agentId, mode, series: value });
}

/** AGEREGDOWN3: an account opened directly under the agent, its password to be changed at first sign-in. */
export async function openDownline(
  deps: Deps,
  c: AgentRef & {
    username: string;
    password: string;
    kind: DownlineKind;
    series: DownlineSeries;
    ip: string;
  },
): Promise<CreateDownlineValue> {
  requireSwitch(c.brand, ['AGEREGDOWN3']);
  await checkSeries(deps, c);
  const id = await createDownline(deps.identity, c);
  return { id, username: c.username, kind: c.kind, series: await deps.series.all(c.brand, id) };
}

/** CREATEAFF3: a new invitation link. */
export async function newInvitation(
  deps: Deps,
  c: AgentRef & { kind: DownlineKind; series: DownlineSeries },
): Promise<Invitation> {
  requireSwitch(c.brand, ['CREATEAFF3']);
  await checkSeries(deps, c);
  return invitationView(await createInvitation(deps.identity, c));
}

/**
 * The register centre's data: the agent's links (none while links are switched off), its own
 * series and the brand's floors, which bound what an account or a link may be given.
 */
export async function invitations(deps: Deps, c: AgentRef): Promise<InvitationsValue> {
  requireSwitch(c.brand, ['AFFMAN3', 'CREATEAFF3', 'AGEREGDOWN3']);
  const linksOn = moduleOn(c.brand, 'AFFMAN3') || moduleOn(c.brand, 'CREATEAFF3');
  const rows = linksOn ? await liveInvitations(deps.identity, c) : [];
  return {
    list: rows.map(invitationView),
    ownSeries: await deps.series.all(c.brand, c.agentId),
    floors: floorsOf(c.brand),
    limit: INVITATION_LIMIT,
  };
}

const invitationView = (r: InvitationRow): Invitation => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  series: JSON.parse(r.series) as DownlineSeries,
  registrations: Number(r.registrations),
  createdAt: Number(r.created_at),
});

/**
 * A team member's series for the series dialog: anyone in the agent's team may be read; only a
 * direct downline may be changed (by the lottery's own route, which checks the same).
 */
export async function memberSeries(
  deps: Deps,
  c: AgentRef & { memberId: number },
): Promise<MemberSeriesValue> {
  const path = await teamPath(deps.identity.db, { agentId: c.agentId, memberId: c.memberId });
  if (!path || path.length < 2) throw new AppError('access.forbidden');
  return {
    username: path.at(-1)!.username,
    series: await deps.series.all(c.brand, c.memberId),
    canSet: path.length === 2,
    max: await deps.series.all(c.brand, c.agentId),
    floors: floorsOf(c.brand),
  };
}
