import { memberEndpoints } from '@lotto/contracts';
import { AGENT_TYPES } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { type IdentityDeps } from './deps.ts';
import { freeplay, login, sendIpCheckSms, verifyIpLogin } from './login.ts';
import { register } from './register.ts';
import { sealedBody } from './sealed.ts';
import { membersRepo } from './repo.ts';
import { E, done, noStore, tags } from './route-kit.ts';

/** Sign-in, sign-out, registration and affiliate sign-up. */
export function sessionRoutes(app: App, deps: IdentityDeps) {
  const sealed = sealedBody(deps.serverKey);
  signInRoutes(app, deps, sealed);
  signUpRoutes(app, deps, sealed);
}

type Sealed = ReturnType<typeof sealedBody>;

/** Sign-in (with its new-IP check), free demo and sign-out. */
function signInRoutes(app: App, deps: IdentityDeps, sealed: Sealed) {
  serve(
    app,
    memberEndpoints.login,
    {
      preValidation: sealed,
      schema: {
        tags,
        summary:
          'Sign in by username and password, or by mobile and SMS code; may ask for a new-IP check.' + E,
      },
    },
    async (req, reply) => {
      void reply.headers(noStore);
      return ok(await login(deps, { req, body: req.body }));
    },
  );

  serve(
    app,
    memberEndpoints.loginVerify,
    {
      schema: {
        tags,
        summary: 'Completes a login from a new IP with one more proof (LOGINIPVERF3)',
      },
    },
    async (req) => ok(await verifyIpLogin(deps, { req, body: req.body })),
  );

  serve(
    app,
    memberEndpoints.loginVerifySms,
    {
      schema: {
        tags,
        summary: 'Sends the SMS code of a new-IP check to the bound number',
      },
    },
    async (req) => ok(await sendIpCheckSms(deps, { req, ticket: req.body.ticket })),
  );

  serve(
    app,
    memberEndpoints.freeplay,
    {
      schema: {
        tags,
        summary: 'Free demo (FREEPLAY3): a new demo account with play money, signed in',
      },
    },
    async (req) => ok(await freeplay(deps, req)),
  );

  serve(
    app,
    memberEndpoints.logout,
    { schema: { tags, summary: 'Ends the session of the token' } },
    async (req) => {
      const { sessionId } = await deps.sessions.require(req, { passwordChange: 'allowed' });
      await deps.sessions.revoke(sessionId);
      return ok(done);
    },
  );
}

/** Registration by username or mobile, and the invitation-code check of sign-up. */
function signUpRoutes(app: App, deps: IdentityDeps, sealed: Sealed) {
  for (const [endpoint, kind] of [
    [memberEndpoints.register, 'register'],
    [memberEndpoints.registerMobile, 'registerMobile'],
  ] as const) {
    serve(
      app,
      endpoint,
      {
        preValidation: sealed,
        schema: {
          tags,
          summary:
            (kind === 'register'
              ? 'Registers by username (USERNAMEREG3).'
              : 'Registers by mobile number (MOBILENUMREG3); the account number is generated.') + E,
        },
      },
      async (req) => ok(await register(deps, { req, kind, body: req.body })),
    );
  }

  serve(
    app,
    memberEndpoints.affiliate,
    {
      schema: {
        tags,
        summary: "Checks an invitation (affiliate or referral) code of the brand's agents",
      },
    },
    async (req) => {
      const owner = await membersRepo.byInviteCode(deps.db, req.brand.id, req.body.code);
      const agentCode = owner?.affiliate_code === req.body.code;
      if (!owner || (agentCode && !AGENT_TYPES.includes(owner.type)))
        throw new AppError('invitation_code_error');
      return ok({ code: req.body.code, valid: true as const, agent: owner.nickname });
    },
  );
}
