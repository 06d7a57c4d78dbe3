import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { memberApi } from '@lotto/contracts';
import { sameText } from '../../lib/tokens.ts';
import { siteOrigin } from '../brand/index.ts';
import type { IdentityDeps } from './deps.ts';
import {
  BASE,
  OAuthClients,
  OAuthFailure,
  providerClient,
  safeReturnTo,
  SIGNIN_PARAM,
  STATE_SECONDS,
  withParam,
} from './oauth-kit.ts';
import { linkedMember, type Profile } from './oauth-members.ts';
import { type Provider } from './oauth-repo.ts';
import { issueSignInCode } from './signin-code.ts';

export {
  failureCode,
  OAuthClients,
  OAuthFailure,
  safeReturnTo,
  STATE_SECONDS,
  usableProviders,
  withParam,
} from './oauth-kit.ts';
export { usernames } from './oauth-members.ts';

/** What the start keeps until the provider sends the browser back (one-time token 'oauth'). */
type Pending = { provider: Provider; verifier: string; nonce: string; returnTo: string; redirectUri: string };

/** The callback path of a provider, as its route declares it. */
const callbackPath = (provider: Provider) => memberApi.oauthCallback.path.replace(':provider', provider);

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
    { provider, returnTo }: { provider: Provider; returnTo: string | undefined },
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
    const redirectUri = `${siteOrigin(req.brand, req)}${callbackPath(provider)}`;
    const pending: Pending = { provider, verifier, nonce, returnTo: safeReturnTo(returnTo), redirectUri };
    await this.#deps.tokens.put(
      { merchantId: req.brand.id, purpose: 'oauth', key: state },
      { data: JSON.stringify(pending), ttlSeconds: STATE_SECONDS },
    );
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
    callback: {
      provider: Provider;
      query: { state?: string | undefined };
      stateCookie: string | undefined;
      bindCookie: string | undefined;
    },
  ): Promise<string> {
    const brand = req.brand;
    const { provider, query, stateCookie: browserState, bindCookie } = callback;
    const state = query.state;
    // The state must be the one set in this browser at the start: a callback URL handed to
    // someone else (login CSRF) does not sign them in.
    if (!state || !browserState || !sameText(state, browserState) || !bindCookie)
      throw new OAuthFailure('state does not match this browser');
    const raw = await this.#deps.tokens.consume({ merchantId: brand.id, purpose: 'oauth', key: state });
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

    const member = await linkedMember(this.#deps, { req, provider, profile });
    if (member.status !== 'active') throw new OAuthFailure('account disabled', { code: 'account.disabled' });
    // The page trades the code for a session (POST /wps/session/signin/code) with this cookie.
    const code = await issueSignInCode(this.#deps, { merchantId: brand.id, memberId: member.id, bindCookie });
    return withParam(pending.returnTo, { key: SIGNIN_PARAM, value: code });
  }
}
