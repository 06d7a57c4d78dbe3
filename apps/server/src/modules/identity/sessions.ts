import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MEMBER_TYPE } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { bearerToken, newToken, sha256Hex } from '../../lib/tokens.ts';
import { identityChanges, SETTLE_MS } from './changes.ts';
import type { MemberRow } from './repo.ts';
import { SessionCache } from './session-cache.ts';
import { sessionsRepo, type SessionWithMember } from './sessions-repo.ts';

export type SessionPolicy = { idleMinutes: number; maxHours: number; rememberHours: number };
/** Why a session must change the member's password before anything else. */
export type PasswordChange = 'default' | 'expired';
export type SignedIn = { member: MemberRow; sessionId: number; passwordChange: PasswordChange | null };
/** `passwordChange: 'allowed'`: the few calls a session that must change its password may make. */
export type RequireOptions = { passwordChange?: 'allowed' };
export type IssuedSession = { token: string; idleSeconds: number; expiresAt: number; remember: boolean };

/** Bumping last_seen_at on every request would write on every read; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

/** How often an open stream looks whether its session still stands, when nothing told it. */
const WATCH_EVERY_MS = 30_000;

/** Neither idle too long nor past its absolute expiry. */
const live = (s: SessionWithMember['session'], now: number) =>
  now < Number(s.expires_at) && now - Number(s.last_seen_at) < s.idle_seconds * 1000;

/**
 * Opaque sessions: a 256-bit random token goes to the client, the database keeps its SHA-256
 * (docs/product/accounts.md#sessions). A session ends when idle too long, at its absolute expiry, or at logout.
 */
export class Sessions {
  readonly #db: Kysely<Database>;
  readonly #policy: SessionPolicy;
  readonly #cache: SessionCache;

  constructor(db: Kysely<Database>, policy: SessionPolicy & { cacheMs?: number }) {
    this.#db = db;
    this.#policy = policy;
    this.#cache = new SessionCache({ ttlMs: policy.cacheMs });
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

  /**
   * The member behind a token, or undefined when the token is unknown, revoked, expired or of
   * another brand. One statement (session and member together), none while the session is
   * cached (see SessionCache); a cached session that looks idle is read again, as another node
   * may have seen it since.
   */
  async resolve(token: string, merchantId: number): Promise<SignedIn | undefined> {
    const hash = sha256Hex(token);
    const now = Date.now();
    let found = this.#cache.get(hash, now);
    if (found && !live(found.session, now)) found = undefined;
    if (!found) {
      const since = identityChanges.now();
      found = await sessionsRepo.withMember(this.#db, hash);
      if (!found) return undefined;
      if (found.session.revoked_at === null && found.member.status === 'active')
        this.#cache.set(hash, { found, since, at: now });
    }
    const { session, member } = found;
    if (session.merchant_id !== merchantId || session.revoked_at !== null) return undefined;
    if (!live(session, now) || member.status !== 'active') return undefined;
    if (now - Number(session.last_seen_at) >= TOUCH_EVERY_MS) {
      // the cached copy too, so the requests that follow do not touch again
      session.last_seen_at = now;
      await sessionsRepo.touch(this.#db, { sessionId: session.id, now });
    }
    return { member, sessionId: session.id, passwordChange: session.password_change };
  }

  /**
   * Calls `onEnd` once when a signed-in session ends, on this node or another: logout, revoked,
   * idle or expired, the member disabled. Checked a moment after every change of the member or
   * the session (a write marks before its commit) and every WATCH_EVERY_MS, without touching the
   * session (watching is not activity). Answers how to stop watching. For open streams.
   */
  watch(
    { token, merchantId, signedIn }: { token: string; merchantId: number; signedIn: SignedIn },
    onEnd: () => void,
  ): () => void {
    const hash = sha256Hex(token);
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      unwatch();
    };
    const check = async () => {
      const found = await sessionsRepo.withMember(this.#db, hash);
      const now = Date.now();
      const ok =
        found !== undefined &&
        found.session.merchant_id === merchantId &&
        found.session.revoked_at === null &&
        found.member.status === 'active' &&
        live(found.session, now);
      if (!ok && !stopped) {
        stop();
        onEnd();
      }
    };
    const after = (ms: number) => {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        check()
          .catch(() => undefined) // the database away for a moment: look again at the next turn
          .finally(() => after(WATCH_EVERY_MS));
      }, ms);
      timer.unref();
    };
    const unwatch = identityChanges.watch((change) => {
      const all = change.memberId === undefined && change.sessionId === undefined;
      if (all || change.memberId === signedIn.member.id || change.sessionId === signedIn.sessionId)
        after(SETTLE_MS + 100);
    });
    after(WATCH_EVERY_MS);
    return stop;
  }

  async revoke(sessionId: number): Promise<void> {
    await sessionsRepo.revoke(this.#db, { sessionId, now: Date.now() });
    await identityChanges.session(sessionId);
  }

  /** Ends every session of a member (password change, account disabled). */
  async revokeAll(memberId: number, exceptSessionId?: number): Promise<void> {
    await sessionsRepo.revokeAll(this.#db, { memberId, now: Date.now(), exceptSessionId });
    await identityChanges.member(memberId);
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
