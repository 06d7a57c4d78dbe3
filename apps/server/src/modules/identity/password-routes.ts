import { memberEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { type IdentityDeps } from './deps.ts';
import { changePassword, forgotByEmail, forgotByPhone, resetPassword } from './password.ts';
import { sealedBody } from './sealed.ts';
import { E, done, tags } from './route-kit.ts';

/** Password change and recovery. */
export function passwordRoutes(app: App, deps: IdentityDeps) {
  const sealed = sealedBody(deps.serverKey);

  serve(app, {
    endpoint: memberEndpoints.changePassword,
    preValidation: sealed,
    schema: {
      tags,
      summary: 'Changes the password (forced after a default or expired one); every session ends.' + E,
    },
    handler: async (req) => {
      await changePassword(deps, { req, body: req.body });
      return ok(done);
    },
  });

  serve(app, {
    endpoint: memberEndpoints.forgotByEmail,
    schema: {
      tags,
      summary: 'Mails a password-reset link when username and email match (form-urlencoded)',
    },
    handler: async (req) => {
      await forgotByEmail(deps, { req, body: req.body });
      return ok(done);
    },
  });

  serve(app, {
    endpoint: memberEndpoints.resetPassword,
    schema: {
      tags,
      summary: 'Sets a new password with the mailed token',
    },
    handler: async (req) => {
      await resetPassword(deps, { req, body: req.body });
      return ok(done);
    },
  });

  serve(app, {
    endpoint: memberEndpoints.forgotByPhone,
    preValidation: sealed,
    schema: {
      tags,
      summary: 'Sets a new password with an SMS code to the bound number (CHNGPASSVERIF3).' + E,
    },
    handler: async (req) => {
      await forgotByPhone(deps, { req, body: req.body });
      return ok(done);
    },
  });
}
