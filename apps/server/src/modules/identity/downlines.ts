// How an agent grows its team: accounts it opens itself, and invitation links others register with.
import type { Transaction } from 'kysely';
import { MEMBER_TYPE, validateRegisterField, type DownlineKind, type DownlineSeries } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { alphaCode } from '../../lib/tokens.ts';
import type { Brand } from '../brand/index.ts';
import type { IdentityDeps } from './deps.ts';
import { invitationsRepo, type InvitationRow } from './invitations-repo.ts';
import { hashPassword, passwordDetail, passwordProblem } from './passwords.ts';
import { memberDefaults, membersRepo, type NewMember } from './repo.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';

/** How many links an agent may keep at once. */
export const INVITATION_LIMIT = 20;
/** Accounts an agent may open directly per hour. */
const DOWNLINES_PER_HOUR = 60;
const HOUR = 3_600_000;

/**
 * Places a new member in its agent's lottery series, in the transaction that creates it (the
 * lottery module's, passed in by the app: identity does not depend on the lottery).
 */
export type JoinTeam = (
  trx: Transaction<Database>,
  join: { brand: Brand; memberId: number; uplineId: number; series: DownlineSeries },
) => Promise<void>;

export type AgentRef = { brand: Brand; agentId: number };

/** The agent's links in use, newest first. */
export const liveInvitations = (deps: Pick<IdentityDeps, 'db'>, { brand, agentId }: AgentRef) =>
  invitationsRepo.live(deps.db, { merchantId: brand.id, agentId });

/** A new link with a fresh code; refused past INVITATION_LIMIT links in use. */
export async function createInvitation(
  deps: Pick<IdentityDeps, 'db'>,
  { brand, agentId, kind, series }: AgentRef & { kind: DownlineKind; series: DownlineSeries },
): Promise<InvitationRow> {
  const live = await invitationsRepo.live(deps.db, { merchantId: brand.id, agentId });
  if (live.length >= INVITATION_LIMIT) throw new AppError('agent.invitations.limit');
  for (;;) {
    const code = alphaCode(7);
    if (await invitationsRepo.codeTaken(deps.db, { merchantId: brand.id, code })) continue;
    if (await membersRepo.byInviteCode(deps.db, { merchantId: brand.id, code })) continue;
    return invitationsRepo.insert(deps.db, {
      merchant_id: brand.id,
      agent_id: agentId,
      code,
      kind,
      series: JSON.stringify(series),
      created_at: Date.now(),
    });
  }
}

/** Stops one of the agent's own links; anyone else's, or one already stopped, is not found. */
export async function removeInvitation(
  deps: Pick<IdentityDeps, 'db'>,
  { brand, agentId, id }: AgentRef & { id: number },
) {
  const done = await invitationsRepo.remove(deps.db, { merchantId: brand.id, agentId, id, now: Date.now() });
  if (!done) throw new AppError('access.forbidden');
}

/** The member type a downline of this kind gets. */
export const typeOfKind = (kind: DownlineKind): number =>
  kind === 'agent' ? MEMBER_TYPE.agent : MEMBER_TYPE.player;

/**
 * Inserts a member placed under an agent with its series; counts the invitation it came through.
 * One transaction: the member, its place in the tree, its series and the count, or none of them.
 */
export async function insertDownline(
  deps: IdentityDeps,
  {
    row,
    brand,
    series,
    invitationId,
  }: { row: NewMember; brand: Brand; series: DownlineSeries; invitationId?: number },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await membersRepo.insert(trx, row);
    if (row.upline_id !== null)
      await deps.joinTeam(trx, { brand, memberId: id, uplineId: row.upline_id, series });
    if (invitationId !== undefined) await invitationsRepo.counted(trx, invitationId);
    return id;
  });
}

/**
 * The agent opens an account directly under itself: the brand's username and password rules
 * apply as at registration; its series were checked by the caller against the agent's own.
 */
export async function createDownline(
  deps: IdentityDeps,
  c: AgentRef & {
    username: string;
    password: string;
    kind: DownlineKind;
    series: DownlineSeries;
    ip: string;
  },
): Promise<number> {
  const { brand } = c;
  const limit = await deps.rate.take('agent_downline', {
    key: `${brand.id}:${c.agentId}`,
    limit: DOWNLINES_PER_HOUR,
    windowMs: HOUR,
  });
  if (!limit.ok) throw new AppError('too.many.requests', { retryAfterSeconds: limit.retryAfterSeconds });
  const problem = validateRegisterField('username', {
    value: c.username,
    setting: brand.registerSettings.username,
    required: true,
  });
  if (problem)
    throw new AppError('request.invalid', {
      details: [{ path: 'username', code: problem.code, message: `(${problem.min}) - (${problem.max})` }],
    });
  const weak = await passwordProblem(c.password, { brand, username: c.username });
  if (weak) throw new AppError('request.invalid', { details: [passwordDetail('password', weak)] });
  if (await membersRepo.byUsername(deps.db, { merchantId: brand.id, username: c.username }))
    throw new AppError('username.exists');
  const now = Date.now();
  const row: NewMember = {
    ...memberDefaults(now),
    merchant_id: brand.id,
    username: c.username,
    username_key: c.username.toLowerCase(),
    password_hash: await hashPassword(c.password),
    // The agent chose it: the member sets its own at first sign-in.
    password_state: 'default',
    type: typeOfKind(c.kind),
    nickname: c.username,
    language: brand.settings.defaultLang,
    referral_code: await newReferralCode(deps, brand.id),
    affiliate_code: c.kind === 'agent' ? alphaCode(6) : null,
    upline_id: c.agentId,
    reg_ip: c.ip,
  };
  try {
    return await insertDownline(deps, { row, brand, series: c.series });
  } catch (err) {
    if (uniqueViolation(err) === undefined) throw err;
    throw new AppError('username.exists');
  }
}

export { uniqueViolation };

export async function newReferralCode(deps: Pick<IdentityDeps, 'db'>, merchantId: number): Promise<string> {
  for (;;) {
    const code = alphaCode(8);
    if (!(await membersRepo.referralCodeTaken(deps.db, { merchantId, code }))) return code;
  }
}
