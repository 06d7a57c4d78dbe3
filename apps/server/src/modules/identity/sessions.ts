import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MEMBER_TYPE } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken, sha256Hex } from '../../lib/tokens.ts';
import { membersRepo, type MemberRow } from './repo.ts';
import { sessionsRepo } from './sessions-repo.ts';

export type SessionPolicy = { idleMinutes: number; maxHours: number; rememberHours: number };
/** Why a session must change the member's password before anything else. */
export type PasswordChange = 'default' | 'expired';
export type SignedIn = { member: MemberRow; sessionId: number; passwordChange: PasswordChange | null };
/** `passwordChange: 'allowed'`: the few calls a session that must change its password may make. */
export type RequireOptions = { passwordChange?: 'allowed' };
export type IssuedSession = { token: string; idleSeconds: number; expiresAt: number; remember: boolean };

/** Bumping last_seen_at on every request would write on every read; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

/** The token a request carries: `Authorization: <token>` as existing clients send it, or `Bearer <token>`. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || header === '') return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : undefined;
}

/**
 * Opaque sessions: a 256-bit random token goes to the client, the database keeps its SHA-256
 * (docs/product/accounts.md#sessions). A session ends when idle too long, at its absolute expiry, or at logout.
 */
export class Sessions {
  readonly #db: Kysely<Database>;
  readonly #policy: SessionPolicy;

  constructor(db: Kysely<Database>, policy: SessionPolicy) {
    this.#db = db;
    this.#policy = policy;
  }

  async issue(
    member: Pick<MemberRow, 'id' | 'merchant_id'>,
    context: { ip: string; userAgent: string; remember: boolean; passwordChange?: PasswordChange | null },
  ): Promise<IssuedSession> {
    const now = Date.now();
    const token = newToken();
    // Remember-me: one day, signed in across visits; otherwise idle and absolute limits.
    const idleSeconds = context.remember ? this.#policy.rememberHours * 3600 : this.#policy.idleMinutes * 60;
    const expiresAt =
      now + (context.remember ? this.#policy.rememberHours : this.#policy.maxHours) * 3_600_000;
    await sessionsRepo.insert(this.#db, {
      token_hash: sha256Hex(token),
      merchant_id: member.merchant_id,
      member_id: member.id,
      created_at: now,
      last_seen_at: now,
      idle_seconds: idleSeconds,
      expires_at: expiresAt,
      revoked_at: null,
      remember: context.remember ? 1 : 0,
      ip: context.ip,
      user_agent: context.userAgent.slice(0, 256),
      password_change: context.passwordChange ?? null,
    });
    return { token, idleSeconds, expiresAt, remember: context.remember };
  }

  /** The member behind a token, or undefined when the token is unknown, revoked, expired or of another brand. */
  async resolve(token: string, merchantId: number): Promise<SignedIn | undefined> {
    const row = await sessionsRepo.byTokenHash(this.#db, sha256Hex(token));
    if (!row || row.merchant_id !== merchantId || row.revoked_at !== null) return undefined;
    const now = Date.now();
    const lastSeen = Number(row.last_seen_at);
    if (now >= Number(row.expires_at) || now - lastSeen >= row.idle_seconds * 1000) return undefined;
    const member = await membersRepo.byId(this.#db, { merchantId, id: row.member_id });
    if (!member || member.status !== 'active') return undefined;
    if (now - lastSeen >= TOUCH_EVERY_MS) await sessionsRepo.touch(this.#db, { sessionId: row.id, now });
    return { member, sessionId: row.id, passwordChange: row.password_change };
  }

  async revoke(sessionId: number): Promise<void> {
    await sessionsRepo.revoke(this.#db, { sessionId, now: Date.now() });
  }

  /** Ends every session of a member (password change, account disabled). */
  async revokeAll(memberId: number, exceptSessionId?: number): Promise<void> {
    await sessionsRepo.revokeAll(this.#db, { memberId, now: Date.now(), exceptSessionId });
  }

  /**
   * The signed-in member of a request, or `login.not.session` (401). A session that must change
   * its password first gets `password.change.required` (403) unless the call is one it may make.
   */
  async require(req: FastifyRequest, options: RequireOptions = {}): Promise<SignedIn> {
    const token = bearerToken(req);
    const found = token ? await this.resolve(token, req.brand.id) : undefined;
    if (!found) throw new AppError('login.not.session');
    if (found.passwordChange !== null && options.passwordChange !== 'allowed')
      throw new AppError('password.change.required');
    return found;
  }

  /** The signed-in member if any (pages a guest may read too); a session held for a password change reads as a guest. */
  async optional(req: FastifyRequest): Promise<SignedIn | undefined> {
    const token = bearerToken(req);
    const found = token ? await this.resolve(token, req.brand.id) : undefined;
    return found?.passwordChange === null ? found : undefined;
  }

  /** As `require`, and refuses demo and restricted accounts (isAgent 4 needs a real account: docs/product/accounts.md#member-types). */
  async requireReal(req: FastifyRequest, options: RequireOptions = {}): Promise<SignedIn> {
    const found = await this.require(req, options);
    if (found.member.type === MEMBER_TYPE.demo) throw new AppError('demo.account.forbidden');
    if (found.member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
    return found;
  }
}
