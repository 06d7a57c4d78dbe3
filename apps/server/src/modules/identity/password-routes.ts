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

  serve(
    app,
    memberEndpoints.changePassword,
    {
      preValidation: sealed,
      schema: {
        tags,
        summary: 'Changes the password (forced after a default or expired one); every session ends.' + E,
      },
    },
    async (req) => {
      await changePassword(deps, { req, body: req.body });
      return ok(done);
    },
  );

  serve(
    app,
    memberEndpoints.forgotByEmail,
    {
      schema: {
        tags,
        summary: 'Mails a password-reset link when username and email match (form-urlencoded)',
      },
    },
    async (req) => {
      await forgotByEmail(deps, { req, body: req.body });
      return ok(done);
    },
  );

  serve(
    app,
    memberEndpoints.resetPassword,
    {
      schema: {
        tags,
        summary: 'Sets a new password with the mailed token',
      },
    },
    async (req) => {
      await resetPassword(deps, { req, body: req.body });
      return ok(done);
    },
  );

  serve(
    app,
    memberEndpoints.forgotByPhone,
    {
      preValidation: sealed,
      schema: {
        tags,
        summary: 'Sets a new password with an SMS code to the bound number (CHNGPASSVERIF3).' + E,
      },
    },
    async (req) => {
      await forgotByPhone(deps, { req, body: req.body });
      return ok(done);
    },
  );
}
