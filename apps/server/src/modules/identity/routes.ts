import { memberEndpoints } from '@lotto/contracts';
import { AGENT_TYPES, type MemberInfo } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { type App } from '../../lib/http.ts';
import { e164, maskMobile, moduleOn, type IdentityDeps } from './deps.ts';
import { freeplay, login, sendIpCheckSms, verifyIpLogin } from './login.ts';
import { changePassword, forgotByEmail, forgotByPhone, resetPassword } from './password.ts';
import { messageLanguage } from './message-texts.ts';
import { register } from './register.ts';
import { sealedBody } from './sealed.ts';
import { membersRepo, type MemberRow } from './repo.ts';

export const AVATARS = Array.from({ length: 8 }, (_, i) => `avatar-${i + 1}`);
const avatarUrl = (icon: string) => `/media/avatars/${AVATARS.includes(icon) ? icon : 'avatar-1'}.svg`;
const done = { done: true } as const;
const noStore = { 'cache-control': 'no-store' };

function memberInfo(member: MemberRow, uplineTransfer: boolean): MemberInfo {
  return {
    nickname: member.nickname,
    account: member.username,
    id: member.id,
    type: member.type,
    toUpline: uplineTransfer && member.upline_id !== null,
    regDate: Number(member.created_at),
    ...(member.mobile ? { mobile: maskMobile(member.mobile) } : {}),
    avatar: avatarUrl(member.avatar),
    clubLabel: member.club_label ? (JSON.parse(member.club_label) as MemberInfo['clubLabel']) : null,
    memberLabel: JSON.parse(member.member_labels) as MemberInfo['memberLabel'],
  };
}

/** Accounts: sign-in, registration, verification codes, passwords and member info (issue 4). */
export function identityRoutes(app: App, deps: IdentityDeps) {
  const tags = ['accounts'];
  const sealed = sealedBody(deps.serverKey);
  const E = ' Encrypted call: the body may be sealed (see GET /wps/system/publicKey); brands can require it.';

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
      return ok(await login(deps, req, req.body));
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
    async (req) => ok(await verifyIpLogin(deps, req, req.body)),
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
    async (req) => ok(await sendIpCheckSms(deps, req, req.body.ticket)),
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
      async (req) => ok(await register(deps, req, kind, req.body)),
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

  serve(
    app,
    memberEndpoints.info,
    { schema: { tags, summary: 'The signed-in member' } },
    async (req, reply) => {
      void reply.headers(noStore);
      // A session held for a password change reads this too: the change dialog shows the account.
      const { member, passwordChange } = await deps.sessions.require(req, { passwordChange: 'allowed' });
      const info = memberInfo(member, moduleOn(req.brand, 'AGETRANSFERUP3'));
      return ok(passwordChange ? { ...info, passwordChange } : info);
    },
  );

  serve(
    app,
    memberEndpoints.icon,
    {
      schema: {
        tags,
        summary: "The member's avatar and the avatars to choose from",
      },
    },
    async (req) => {
      const { member } = await deps.sessions.require(req);
      return ok({ icon: member.avatar, url: avatarUrl(member.avatar), choices: AVATARS });
    },
  );

  serve(app, memberEndpoints.setIcon, { schema: { tags, summary: 'Chooses an avatar' } }, async (req) => {
    const { member } = await deps.sessions.require(req);
    if (!AVATARS.includes(req.body.icon))
      throw new AppError('request.invalid', {
        details: [{ path: 'icon', code: 'invalid', message: 'unknown avatar' }],
      });
    await membersRepo.update(deps.db, member.id, { avatar: req.body.icon });
    return ok({ icon: req.body.icon, url: avatarUrl(req.body.icon), choices: AVATARS });
  });

  serve(
    app,
    memberEndpoints.language,
    {
      schema: {
        tags,
        summary: "Stores the member's language",
      },
    },
    async (req) => {
      const { member } = await deps.sessions.require(req);
      const language = req.body.language.toUpperCase();
      if (!(req.brand.settings.supportLanguages as string[]).includes(language))
        throw new AppError('request.invalid', {
          details: [{ path: 'language', code: 'invalid', message: 'not offered' }],
        });
      await membersRepo.update(deps.db, member.id, { language });
      return ok(done);
    },
  );

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
      await changePassword(deps, req, req.body);
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
      await forgotByEmail(deps, req, req.body);
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
      await resetPassword(deps, req, req.body);
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
      await forgotByPhone(deps, req, req.body);
      return ok(done);
    },
  );
}
