import { z } from 'zod';
import {
  zAffiliateBody,
  zAffiliateValue,
  zAltchaChallenge,
  zCaptchaValue,
  zChangePasswordBody,
  zDoneValue,
  zForgotByEmailBody,
  zForgotByPhoneBody,
  zFreeplayBody,
  zIconBody,
  zIconValue,
  zLanguageBody,
  zLoginAnswer,
  zLoginBody,
  zLoginValue,
  zMemberInfo,
  zRegisterBody,
  zRegisterValue,
  zResetPasswordBody,
  zSmsRegisterBody,
  zSmsSendBody,
  zSmsSentValue,
  zVerifyIpBody,
  zPublicKeyValue,
  AGENT_TYPES,
  type MemberInfo,
} from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';
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
  const r = typed(app);
  const tags = ['accounts'];
  const sealed = sealedBody(deps.serverKey);
  const E = ' Encrypted call: the body may be sealed (see GET /wps/system/publicKey); brands can require it.';

  r.get(
    '/wps/system/publicKey',
    {
      schema: {
        tags,
        summary:
          'The RSA-OAEP-256 key that seals the bodies of encrypted calls, and whether the brand requires it',
        response: replies(zPublicKeyValue),
      },
    },
    async (req) => {
      const key = await deps.serverKey();
      return ok({ kid: key.kid, spki: key.spki, required: req.brand.settings.encryptPayloads });
    },
  );

  r.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        summary: 'A distorted PNG captcha (single use, 2 minutes)',
        response: replies(zCaptchaValue),
      },
    },
    async (req, reply) => {
      void reply.headers(noStore);
      return ok(await deps.captchas.issue(req.brand.id));
    },
  );

  r.get(
    '/wps/verification/altcha',
    {
      schema: {
        tags,
        summary: 'A proof-of-work challenge (ALTCHA) to solve before registering or asking for an SMS code',
        response: replies(zAltchaChallenge),
      },
    },
    async (_req, reply) => {
      void reply.headers(noStore);
      return ok(await deps.human.challenge());
    },
  );

  r.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        summary: 'Sends the registration SMS code (REGMOBVERF3); needs a solved human check',
        body: zSmsRegisterBody,
        response: replies(zSmsSentValue),
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

  for (const [path, purpose, moduleId, summary] of [
    [
      '/wps/verification/sms/noLogin',
      'login',
      'MOBILEVERCODELOGIN3',
      'Sends the SMS login code (MOBILEVERCODELOGIN3)',
    ],
    [
      '/wps/verification/sms/password',
      'password',
      'CHNGPASSVERIF3',
      'Sends the password-recovery SMS code (CHNGPASSVERIF3)',
    ],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags,
          summary: `${summary}; needs a solved human check`,
          body: zSmsSendBody,
          response: replies(zSmsSentValue),
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

  r.post(
    '/wps/session/login',
    {
      preValidation: sealed,
      schema: {
        tags,
        summary:
          'Sign in by username and password, or by mobile and SMS code; may ask for a new-IP check.' + E,
        body: zLoginBody,
        response: replies(zLoginAnswer),
      },
    },
    async (req, reply) => {
      void reply.headers(noStore);
      return ok(await login(deps, req, req.body));
    },
  );

  r.post(
    '/wps/session/login/verify',
    {
      schema: {
        tags,
        summary: 'Completes a login from a new IP with one more proof (LOGINIPVERF3)',
        body: zVerifyIpBody,
        response: replies(zLoginValue),
      },
    },
    async (req) => ok(await verifyIpLogin(deps, req, req.body)),
  );

  r.post(
    '/wps/session/login/verify/sms',
    {
      schema: {
        tags,
        summary: 'Sends the SMS code of a new-IP check to the bound number',
        body: z.object({ ticket: z.string().min(1).max(128) }).strict(),
        response: replies(zSmsSentValue),
      },
    },
    async (req) => ok(await sendIpCheckSms(deps, req, req.body.ticket)),
  );

  r.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags,
        summary: 'Free demo (FREEPLAY3): a new demo account with play money, signed in',
        body: zFreeplayBody.optional(),
        response: replies(zLoginValue),
      },
    },
    async (req) => ok(await freeplay(deps, req)),
  );

  r.delete(
    '/wps/session/logout',
    { schema: { tags, summary: 'Ends the session of the token', response: replies(zDoneValue) } },
    async (req) => {
      const { sessionId } = await deps.sessions.require(req);
      await deps.sessions.revoke(sessionId);
      return ok(done);
    },
  );

  for (const [path, kind] of [
    ['/wps/member/register', 'register'],
    ['/wps/member/register/mobile', 'registerMobile'],
  ] as const) {
    r.post(
      path,
      {
        preValidation: sealed,
        schema: {
          tags,
          summary:
            (kind === 'register'
              ? 'Registers by username (USERNAMEREG3).'
              : 'Registers by mobile number (MOBILENUMREG3); the account number is generated.') + E,
          body: zRegisterBody,
          response: replies(zRegisterValue),
        },
      },
      async (req) => ok(await register(deps, req, kind, req.body)),
    );
  }

  r.post(
    '/wps/agent/affiliate',
    {
      schema: {
        tags,
        summary: "Checks an invitation (affiliate or referral) code of the brand's agents",
        body: zAffiliateBody,
        response: replies(zAffiliateValue),
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

  r.get(
    '/wps/member/info',
    { schema: { tags, summary: 'The signed-in member', response: replies(zMemberInfo) } },
    async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await deps.sessions.require(req);
      return ok(memberInfo(member, moduleOn(req.brand, 'AGETRANSFERUP3')));
    },
  );

  r.get(
    '/wps/member/info/icon',
    {
      schema: {
        tags,
        summary: "The member's avatar and the avatars to choose from",
        response: replies(zIconValue),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.require(req);
      return ok({ icon: member.avatar, url: avatarUrl(member.avatar), choices: AVATARS });
    },
  );

  r.put(
    '/wps/member/info/icon',
    { schema: { tags, summary: 'Chooses an avatar', body: zIconBody, response: replies(zIconValue) } },
    async (req) => {
      const { member } = await deps.sessions.require(req);
      if (!AVATARS.includes(req.body.icon))
        throw new AppError('request.invalid', {
          details: [{ path: 'icon', code: 'invalid', message: 'unknown avatar' }],
        });
      await membersRepo.update(deps.db, member.id, { avatar: req.body.icon });
      return ok({ icon: req.body.icon, url: avatarUrl(req.body.icon), choices: AVATARS });
    },
  );

  r.put(
    '/wps/member/language',
    {
      schema: {
        tags,
        summary: "Stores the member's language",
        body: zLanguageBody,
        response: replies(zDoneValue),
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

  r.put(
    '/wps/member/password',
    {
      preValidation: sealed,
      schema: {
        tags,
        summary: 'Changes the password (forced after a default or expired one); every session ends.' + E,
        body: zChangePasswordBody,
        response: replies(zDoneValue),
      },
    },
    async (req) => {
      await changePassword(deps, req, req.body);
      return ok(done);
    },
  );

  r.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary: 'Mails a password-reset link when username and email match (form-urlencoded)',
        body: zForgotByEmailBody,
        response: replies(zDoneValue),
      },
    },
    async (req) => {
      await forgotByEmail(deps, req, req.body);
      return ok(done);
    },
  );

  r.post(
    '/wps/member/password/reset',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the mailed token',
        body: zResetPasswordBody,
        response: replies(zDoneValue),
      },
    },
    async (req) => {
      await resetPassword(deps, req, req.body);
      return ok(done);
    },
  );

  r.put(
    '/wps/member/password/verification',
    {
      preValidation: sealed,
      schema: {
        tags,
        summary: 'Sets a new password with an SMS code to the bound number (CHNGPASSVERIF3).' + E,
        body: zForgotByPhoneBody,
        response: replies(zDoneValue),
      },
    },
    async (req) => {
      await forgotByPhone(deps, req, req.body);
      return ok(done);
    },
  );
}
