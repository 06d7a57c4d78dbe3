import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { MEMBER_TYPE, type ErrorCode } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { alphaCode, numericCode, sameText, sha256Hex } from '../../lib/tokens.ts';
import { siteOrigin, type Brand, type BrandSettings } from '../brand/index.ts';
import { moduleOn, type IdentityDeps } from './deps.ts';
import { identitiesRepo, type Provider } from './oauth-repo.ts';
import { memberDefaults, membersRepo, type MemberRow } from './repo.ts';
import { issueSignInCode } from './signin-code.ts';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const satisfies readonly Provider[];
type ProviderSettings = NonNullable<BrandSettings['oauth'][Provider]>;

const MODULES = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;
const USERNAME_PREFIX = { google: 'g', facebook: 'f' } as const;
/** How long a started sign-in waits for the provider's answer. */
export const STATE_SECONDS = 600;
const DISCOVERY_TTL_MS = 3_600_000;
const HTTP_TIMEOUT_SECONDS = 10;
const HOUR = 3_600_000;
/** Plain-HTTP issuers are accepted on this machine only (local identity servers, tests). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const BASE = 'http://return.invalid';

/** Why a sign-in stopped; `code` reaches the browser as `/?oauthError=<code>`. */
export class OAuthFailure extends Error {
  readonly code: ErrorCode;
  constructor(message: string, options: { code?: ErrorCode; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = options.code ?? 'oauth.failed';
  }
}

/** The code a failed sign-in shows: our own refusals keep theirs, anything else is `oauth.failed`. */
export const failureCode = (err: unknown): ErrorCode =>
  err instanceof OAuthFailure || err instanceof AppError ? err.code : 'oauth.failed';

/** What the start keeps until the provider sends the browser back (one-time token 'oauth'). */
type Pending = { provider: Provider; verifier: string; nonce: string; returnTo: string; redirectUri: string };

/**
 * Where to go after signing in: a path of this site (a single leading '/'), else '/'. Scheme-
 * relative (`//host`), absolute and backslash forms, which browsers may read as another host,
 * all fall back to '/'.
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  const url = new URL(value, BASE);
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** The query parameter that carries a sign-in code back to the page. */
export const SIGNIN_PARAM = 'signinCode';

/** A same-site path with one query parameter set (the sign-in code, or `oauthError`). */
export function withParam(path: string, key: string, value: string): string {
  const url = new URL(safeReturnTo(path), BASE);
  // A return path never carries a code, an error or a token of its own further.
  for (const stale of ['token', SIGNIN_PARAM, 'oauthError']) url.searchParams.delete(stale);
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Providers a visitor can use on this brand: module on, client configured, secret present. */
export const usableProviders = (brand: Brand): Provider[] =>
  OAUTH_PROVIDERS.filter((p) => {
    const settings = brand.settings.oauth[p];
    return (
      moduleOn(brand, MODULES[p]) && settings !== undefined && Boolean(process.env[settings.clientSecretEnv])
    );
  });

/** The brand's client at a provider, or `function.not.available` when switched off or not set up. */
function providerClient(
  req: FastifyRequest,
  provider: Provider,
): { settings: ProviderSettings; secret: string } {
  const brand: Brand = req.brand;
  const settings = brand.settings.oauth[provider];
  if (!moduleOn(brand, MODULES[provider]) || !settings) throw new AppError('function.not.available');
  const secret = process.env[settings.clientSecretEnv];
  if (!secret) {
    req.log.warn(
      { provider, env: settings.clientSecretEnv },
      'social sign-in: client secret variable not set',
    );
    throw new AppError('function.not.available');
  }
  return { settings, secret };
}

/**
 * OpenID Connect clients, one per issuer and client: discovery (the issuer's
 * `/.well-known/openid-configuration`) runs once an hour at most, and again after a failure.
 * The configuration keeps the issuer's signing keys between sign-ins.
 */
export class OAuthClients {
  readonly #cache = new Map<string, { until: number; config: Promise<oidc.Configuration> }>();

  get(settings: ProviderSettings, secret: string): Promise<oidc.Configuration> {
    const now = Date.now();
    const key = `${settings.issuer}\n${settings.clientId}\n${sha256Hex(secret)}`;
    const hit = this.#cache.get(key);
    if (hit && hit.until > now) return hit.config;
    for (const [k, v] of this.#cache) if (v.until <= now) this.#cache.delete(k);
    const config = discover(settings, secret);
    this.#cache.set(key, { until: now + DISCOVERY_TTL_MS, config });
    config.catch(() => {
      if (this.#cache.get(key)?.config === config) this.#cache.delete(key);
    });
    return config;
  }
}

async function discover(settings: ProviderSettings, secret: string): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  if (issuer.protocol !== 'https:' && !insecure)
    throw new OAuthFailure(`issuer must use https: ${settings.issuer}`);
  return oidc.discovery(issuer, settings.clientId, secret, undefined, {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    timeout: HTTP_TIMEOUT_SECONDS,
  });
}

type Profile = { subject: string; email: string | null; emailVerified: boolean; name: string | null };

/**
 * Social sign-in with OpenID Connect (GOOGLELOGIN3, FACEBOOKLOGIN3): authorization code flow with
 * state, nonce and PKCE (S256). The provider account (issuer-scoped `sub`) is linked to one member
 * of the brand; the first sign-in creates a player (when DIRECTREG3 allows registering without an
 * invitation code), later ones sign the same member in.
 */
export class SocialSignIn {
  readonly #deps: IdentityDeps;
  readonly #clients: OAuthClients;

  constructor(deps: IdentityDeps, clients = new OAuthClients()) {
    this.#deps = deps;
    this.#clients = clients;
  }

  /** The provider's authorization URL, and the state the browser must bring back. */
  async start(
    req: FastifyRequest,
    provider: Provider,
    returnTo: string | undefined,
  ): Promise<{ location: string; state: string }> {
    const { settings, secret } = providerClient(req, provider);
    let config: oidc.Configuration;
    try {
      config = await this.#clients.get(settings, secret);
    } catch (err) {
      throw new OAuthFailure(`discovery failed for ${settings.issuer}`, { cause: err });
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    // The listed domain the browser is on, so the state cookie set here comes back with it.
    const redirectUri = `${siteOrigin(req.brand, req)}/wps/session/oauth/${provider}/callback`;
    const pending: Pending = { provider, verifier, nonce, returnTo: safeReturnTo(returnTo), redirectUri };
    await this.#deps.tokens.put(req.brand.id, 'oauth', state, JSON.stringify(pending), STATE_SECONDS);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: settings.scope,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return { location: url.href, state };
  }

  /**
   * The provider's answer: checks the state against the one this browser started with (single
   * use), exchanges the code, validates the ID token (signature, issuer, audience, expiry, nonce)
   * and finds or creates the linked member. Returns where the browser goes, with a single-use
   * `signinCode` bound to this browser's cookie in its query: never the session token itself.
   */
  async finish(
    req: FastifyRequest,
    provider: Provider,
    callback: {
      query: { state?: string | undefined };
      stateCookie: string | undefined;
      bindCookie: string | undefined;
    },
  ): Promise<string> {
    const brand = req.brand;
    const { query, stateCookie: browserState, bindCookie } = callback;
    const state = query.state;
    // The state must be the one set in this browser at the start: a callback URL handed to
    // someone else (login CSRF) does not sign them in.
    if (!state || !browserState || !sameText(state, browserState) || !bindCookie)
      throw new OAuthFailure('state does not match this browser');
    const raw = await this.#deps.tokens.consume(brand.id, 'oauth', state);
    if (!raw) throw new OAuthFailure('unknown, used or expired state');
    const pending = JSON.parse(raw) as Pending;
    if (pending.provider !== provider) throw new OAuthFailure('state of another provider');
    const { settings, secret } = providerClient(req, provider);
    const config = await this.#clients.get(settings, secret);

    // The code is exchanged with the redirect_uri of the authorization request.
    const current = new URL(pending.redirectUri);
    current.search = new URL(req.url, BASE).search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.verifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new OAuthFailure('no ID token');
    if (claims.sub.length > 255) throw new OAuthFailure('subject too long');
    const email =
      typeof claims['email'] === 'string' && claims['email'].length <= 254 ? claims['email'] : null;
    const name = typeof claims['name'] === 'string' ? claims['name'].trim().slice(0, 64) : '';
    const profile: Profile = {
      subject: claims.sub,
      email,
      emailVerified: email !== null && claims['email_verified'] === true,
      name: name || null,
    };

    const member = await this.#member(req, provider, profile);
    if (member.status !== 'active') throw new OAuthFailure('account disabled', { code: 'account.disabled' });
    // The page trades the code for a session (POST /wps/session/signin/code) with this cookie.
    const code = await issueSignInCode(this.#deps, brand.id, { memberId: member.id, bindCookie });
    return withParam(pending.returnTo, SIGNIN_PARAM, code);
  }

  /** The member linked to the provider account, or a new player linked to it. */
  async #member(req: FastifyRequest, provider: Provider, profile: Profile): Promise<MemberRow> {
    const { db } = this.#deps;
    const brand = req.brand;
    const linked = async () => {
      const id = await identitiesRepo.memberId(db, brand.id, provider, profile.subject);
      return id === undefined ? undefined : membersRepo.byId(db, brand.id, id);
    };
    const found = await linked();
    if (found) return found;
    // Without DIRECTREG3 a new member needs an invitation code, which this flow does not carry.
    if (!moduleOn(brand, 'DIRECTREG3'))
      throw new OAuthFailure('registration needs an invitation code', { code: 'invitation_code_error' });
    const limit = await this.#deps.rate.take(
      'register_ip',
      `${brand.id}:${req.ip}`,
      this.#deps.config.REGISTER_PER_IP,
      HOUR,
    );
    if (!limit.ok) throw new AppError('too.many.requests', { retryAfterSeconds: limit.retryAfterSeconds });

    const names = usernames(provider, profile.email);
    for (let attempt = 0; ; attempt++) {
      const username = await this.#freeUsername(brand.id, names);
      const row = newMemberRow(req, username, profile, await this.#referralCode(brand.id));
      try {
        const id = await db.transaction().execute(async (trx) => {
          const memberId = await membersRepo.insert(trx, row);
          await identitiesRepo.link(trx, {
            merchantId: brand.id,
            provider,
            subject: profile.subject,
            memberId,
            email: profile.email,
          });
          return memberId;
        });
        return (await membersRepo.byId(db, brand.id, id))!;
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 4) throw err;
        // A parallel first sign-in of the same account won: use its member. Else a name was taken.
        const raced = await linked();
        if (raced) return raced;
      }
    }
  }

  async #freeUsername(merchantId: number, names: Iterator<string>): Promise<string> {
    for (;;) {
      const name = names.next().value as string;
      if (!(await membersRepo.byUsername(this.#deps.db, merchantId, name))) return name;
    }
  }

  async #referralCode(merchantId: number): Promise<string> {
    for (;;) {
      const code = alphaCode(8);
      if (!(await membersRepo.referralCodeTaken(this.#deps.db, merchantId, code))) return code;
    }
  }
}

/**
 * Usernames to try for a new social member, in the brand's default shape (a letter, then letters
 * and digits, 6 to 16): the email's local part, then it with 4 digits, then 'g' or 'f' and 9 digits.
 */
export function* usernames(provider: Provider, email: string | null): Generator<string, never> {
  const local = (email ?? '').split('@')[0]!.split('+')[0]!;
  const base = local
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/^[^A-Za-z]+/, '')
    .toLowerCase();
  if (base.length >= 6) yield base.slice(0, 16);
  if (base.length >= 2) for (let i = 0; i < 3; i++) yield `${base.slice(0, 12)}${numericCode(4)}`;
  for (;;) yield `${USERNAME_PREFIX[provider]}${numericCode(9)}`;
}

function newMemberRow(req: FastifyRequest, username: string, profile: Profile, referralCode: string) {
  const now = Date.now();
  return {
    ...memberDefaults(now),
    merchant_id: req.brand.id,
    username,
    username_key: username.toLowerCase(),
    password_state: 'none' as const,
    type: MEMBER_TYPE.player,
    status: 'active' as const,
    nickname: profile.name ?? username,
    // Only an address the provider vouches for: password recovery by email trusts it.
    email: profile.emailVerified ? profile.email : null,
    language: req.lang,
    referral_code: referralCode,
    reg_ip: req.ip,
    reg_domain: req.hostname.slice(0, 253),
  };
}

/** Unique-constraint failures on both engines. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; message?: string };
  return (
    e.code === '23505' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
};
