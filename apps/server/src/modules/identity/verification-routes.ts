import { memberEndpoints } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { e164, moduleOn, type IdentityDeps } from './deps.ts';
import { messageLanguage } from './message-texts.ts';
import { membersRepo } from './repo.ts';
import { noStore, tags } from './route-kit.ts';

/** Encryption key, captchas, human checks and SMS codes. */
export function verificationRoutes(app: App, deps: IdentityDeps) {
  keyAndChallengeRoutes(app, deps);
  smsCodeRoutes(app, deps);
}

/** The payload-sealing key, the image captcha and the proof-of-work challenge. */
function keyAndChallengeRoutes(app: App, deps: IdentityDeps) {
  serve(
    app,
    memberEndpoints.publicKey,
    {
      schema: {
        tags,
        summary:
          'The RSA-OAEP-256 key that seals the bodies of encrypted calls, and whether the brand requires it',
      },
    },
    async (req) => {
      const key = await deps.serverKey();
      return ok({ kid: key.kid, spki: key.spki, required: req.brand.settings.encryptPayloads });
    },
  );

  serve(
    app,
    memberEndpoints.captcha,
    {
      schema: {
        tags,
        summary: 'A distorted PNG captcha (single use, 2 minutes)',
      },
    },
    async (req, reply) => {
      void reply.headers(noStore);
      return ok(await deps.captchas.issue(req.brand.id));
    },
  );

  serve(
    app,
    memberEndpoints.altcha,
    {
      schema: {
        tags,
        summary: 'A proof-of-work challenge (ALTCHA) to solve before registering or asking for an SMS code',
      },
    },
    async (_req, reply) => {
      void reply.headers(noStore);
      return ok(await deps.human.challenge());
    },
  );
}

/** SMS codes for registration, login and password recovery; each needs a solved human check. */
function smsCodeRoutes(app: App, deps: IdentityDeps) {
  serve(
    app,
    memberEndpoints.smsRegister,
    {
      schema: {
        tags,
        summary: 'Sends the registration SMS code (REGMOBVERF3); needs a solved human check',
      },
    },
    async (req) => {
      const brand = req.brand;
      if (!moduleOn(brand, 'REGMOBVERF3')) throw new AppError('function.not.available');
      const number = req.body.mobileNo ?? req.body.mobileNum;
      if (!number)
        throw new AppError('request.invalid', {
          details: [{ path: 'mobileNo', code: 'reg_required', message: 'required' }],
        });
      await deps.human.verify(brand.id, req.body.humanCheck);
      const mobile = e164(req.body.countryDialingCode, number);
      if (await membersRepo.byMobile(deps.db, brand.id, mobile)) throw new AppError('mobile.exists');
      const lang = messageLanguage(req);
      return ok(await deps.sms.send(brand, { purpose: 'register', target: mobile, ip: req.ip, lang }));
    },
  );

  for (const [endpoint, purpose, moduleId, summary] of [
    [
      memberEndpoints.smsLogin,
      'login',
      'MOBILEVERCODELOGIN3',
      'Sends the SMS login code (MOBILEVERCODELOGIN3)',
    ],
    [
      memberEndpoints.smsPassword,
      'password',
      'CHNGPASSVERIF3',
      'Sends the password-recovery SMS code (CHNGPASSVERIF3)',
    ],
  ] as const) {
    serve(
      app,
      endpoint,
      {
        schema: {
          tags,
          summary: `${summary}; needs a solved human check`,
        },
      },
      async (req) => {
        const brand = req.brand;
        if (!moduleOn(brand, moduleId)) throw new AppError('function.not.available');
        await deps.human.verify(brand.id, req.body.humanCheck);
        const mobile = e164(req.body.countryDialingCode, req.body.mobileNum);
        // The answer is the same whether the number is registered or not; only members get a text.
        const member = await membersRepo.byMobile(deps.db, brand.id, mobile);
        if (!member) {
          await deps.sms.admit(brand, { target: mobile, ip: req.ip });
          return ok({ expiredMinutes: 5, expirationTime: Date.now() + 300_000 });
        }
        const lang = messageLanguage(req, member.language);
        return ok(await deps.sms.send(brand, { purpose, target: mobile, ip: req.ip, lang }));
      },
    );
  }
}
