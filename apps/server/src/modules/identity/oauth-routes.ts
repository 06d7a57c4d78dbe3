import { memberApi, memberEndpoints } from '@lotto/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { newToken } from '../../lib/tokens.ts';
import type { IdentityDeps } from './deps.ts';
import { tags } from './route-kit.ts';
import { OAuthFailure, SocialSignIn, STATE_SECONDS, failureCode, withParam } from './oauth.ts';
import { BIND_COOKIE, BIND_COOKIE_PATH, exchangeSignInCode, SIGNIN_CODE_SECONDS } from './signin-code.ts';

const COOKIE = 'oauth_state';
/** The state cookie goes to the start and callback routes only: the start path without its `/:provider`. */
const COOKIE_PATH = memberApi.oauthStart.path.slice(0, memberApi.oauthStart.path.lastIndexOf('/'));

const wantsJson = (req: FastifyRequest): boolean => /\bapplication\/json\b/.test(req.headers.accept ?? '');

function go(req: FastifyRequest, reply: FastifyReply, location: string) {
  void reply.header('cache-control', 'no-store');
  if (wantsJson(req)) return reply.code(200).send(ok({ location }));
  return reply.redirect(location, 302);
}

/** An HttpOnly cookie of this flow: `value` '' with `maxAge` 0 removes it. */
function cookie(
  req: FastifyRequest,
  c: { name: string; path: string; value: string; maxAge: number },
): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${c.name}=${c.value}; Path=${c.path}; Max-Age=${c.maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The state cookie binds a started sign-in to the browser that started it (10 minutes). */
const stateCookie = (req: FastifyRequest, value: string, maxAge: number) =>
  cookie(req, { name: COOKIE, path: COOKIE_PATH, value, maxAge });
/** The bind cookie ties the sign-in code to the same browser, up to its exchange. */
const bindCookie = (req: FastifyRequest, value: string, maxAge: number) =>
  cookie(req, { name: BIND_COOKIE, path: BIND_COOKIE_PATH, value, maxAge });

function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

const failed = (code: string) => withParam('/', { key: 'oauthError', value: code });

/** Social sign-in (GOOGLELOGIN3, FACEBOOKLOGIN3) with OpenID Connect. */
export function oauthRoutes(app: App, deps: IdentityDeps) {
  socialFlowRoutes(app, new SocialSignIn(deps));
  signInCodeRoute(app, deps);
}

/** The redirect to the provider and the provider's answer. */
function socialFlowRoutes(app: App, social: SocialSignIn) {
  serve(
    app,
    memberEndpoints.oauthStart,
    {
      schema: {
        tags,
        summary:
          "Starts social sign-in: redirects to the provider's consent page (state, nonce, PKCE S256); " +
          '`function.not.available` when the module is off or the brand has no client for it',
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      try {
        const started = await social.start(req, { provider, returnTo: req.query.returnTo });
        void reply.header('set-cookie', [
          stateCookie(req, started.state, STATE_SECONDS),
          bindCookie(req, newToken(), STATE_SECONDS + SIGNIN_CODE_SECONDS),
        ]);
        return go(req, reply, started.location);
      } catch (err) {
        if (!(err instanceof OAuthFailure)) throw err;
        req.log.warn({ err, provider }, 'social sign-in could not start');
        return go(req, reply, failed(err.code));
      }
    },
  );

  serve(
    app,
    memberEndpoints.oauthCallback,
    {
      schema: {
        tags,
        summary:
          "The provider's answer: signs the linked member in (a new player on the first sign-in) and " +
          'redirects to the return path with a single-use `?signinCode=` for POST /wps/session/signin/code; ' +
          'any failure redirects to `/?oauthError=<code>`',
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      void reply.header('set-cookie', stateCookie(req, '', 0));
      try {
        const location = await social.finish(req, {
          provider,
          query: req.query,
          stateCookie: readCookie(req, COOKIE),
          bindCookie: readCookie(req, BIND_COOKIE),
        });
        return go(req, reply, location);
      } catch (err) {
        req.log.warn({ err, provider }, 'social sign-in failed');
        return go(req, reply, failed(failureCode(err)));
      }
    },
  );
}

/** The exchange of a sign-in code for a session, in the browser that started the flow. */
function signInCodeRoute(app: App, deps: IdentityDeps) {
  serve(
    app,
    memberEndpoints.signinCode,
    {
      schema: {
        tags,
        summary:
          'Trades a single-use sign-in code (from social sign-in) for a session; only in the browser ' +
          'that started the flow (its HttpOnly bind cookie), and not over a live session of this brand',
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const value = await exchangeSignInCode(deps, {
        req,
        code: req.body.code,
        bindCookie: readCookie(req, BIND_COOKIE),
      });
      void reply.header('set-cookie', bindCookie(req, '', 0));
      return ok(value);
    },
  );
}
