import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { type ErrorCode } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/tokens.ts';
import { type Brand, type BrandSettings } from '../brand/index.ts';
import { moduleOn } from './deps.ts';
import { type Provider } from './oauth-repo.ts';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const satisfies readonly Provider[];
export type ProviderSettings = NonNullable<BrandSettings['oauth'][Provider]>;

const MODULES = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;
/** How long a started sign-in waits for the provider's answer. */
export const STATE_SECONDS = 600;
const DISCOVERY_TTL_MS = 3_600_000;
const HTTP_TIMEOUT_SECONDS = 10;
/** Plain-HTTP issuers are accepted on this machine only (local identity servers, tests). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
export const BASE = 'http://return.invalid';

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
export function withParam(path: string, { key, value }: { key: string; value: string }): string {
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
export function providerClient(
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
