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
import { invitationsRepo } from './invitations-repo.ts';
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
  serve(app, {
    endpoint: memberEndpoints.login,
    preValidation: sealed,
    schema: {
      tags,
      summary: 'Sign in by username and password, or by mobile and SMS code; may ask for a new-IP check.' + E,
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      return ok(await login(deps, { req, body: req.body }));
    },
  });

  serve(app, {
    endpoint: memberEndpoints.loginVerify,
    schema: {
      tags,
      summary: 'Completes a login from a new IP with one more proof (LOGINIPVERF3)',
    },
    handler: async (req) => ok(await verifyIpLogin(deps, { req, body: req.body })),
  });

  serve(app, {
    endpoint: memberEndpoints.loginVerifySms,
    schema: {
      tags,
      summary: 'Sends the SMS code of a new-IP check to the bound number',
    },
    handler: async (req) => ok(await sendIpCheckSms(deps, { req, ticket: req.body.ticket })),
  });

  serve(app, {
    endpoint: memberEndpoints.freeplay,
    schema: {
      tags,
      summary: 'Free demo (FREEPLAY3): a new demo account with play money, signed in',
    },
    handler: async (req) => ok(await freeplay(deps, req)),
  });

  serve(app, {
    endpoint: memberEndpoints.logout,
    schema: { tags, summary: 'Ends the session of the token' },
    handler: async (req) => {
      const { sessionId } = await deps.sessions.require(req, { passwordChange: 'allowed' });
      await deps.sessions.revoke(sessionId);
      return ok(done);
    },
  });
}

/** Registration by username or mobile, and the invitation-code check of sign-up. */
function signUpRoutes(app: App, deps: IdentityDeps, sealed: Sealed) {
  for (const [endpoint, kind] of [
    [memberEndpoints.register, 'register'],
    [memberEndpoints.registerMobile, 'registerMobile'],
  ] as const) {
    serve(app, {
      endpoint: endpoint,
      preValidation: sealed,
      schema: {
        tags,
        summary:
          (kind === 'register'
            ? 'Registers by username (USERNAMEREG3).'
            : 'Registers by mobile number (MOBILENUMREG3); the account number is generated.') + E,
      },
      handler: async (req) => ok(await register(deps, { req, kind, body: req.body })),
    });
  }

  serve(app, {
    endpoint: memberEndpoints.affiliate,
    schema: {
      tags,
      summary: "Checks an invitation (affiliate or referral) code of the brand's agents",
    },
    handler: async (req) => {
      const link = await invitationsRepo.byCode(deps.db, { merchantId: req.brand.id, code: req.body.code });
      if (link) return ok({ code: req.body.code, valid: true as const });
      const owner = await membersRepo.byInviteCode(deps.db, {
        merchantId: req.brand.id,
        code: req.body.code,
      });
      const agentCode = owner?.affiliate_code === req.body.code;
      if (!owner || (agentCode && !AGENT_TYPES.includes(owner.type)))
        throw new AppError('invitation_code_error');
      // Whose code it is stays unsaid: anyone may ask, and a username is half of a sign-in.
      return ok({ code: req.body.code, valid: true as const });
    },
  });
}
