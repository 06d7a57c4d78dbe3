import { z } from 'zod';
import { zReferralValue } from './referral.ts';
import { zProfitQuery, zProfitValue } from './profit.ts';
import { endpoint } from '../common/endpoint.ts';
import {
  zAltchaChallenge,
  zCaptchaValue,
  zFreeplayBody,
  zIconBody,
  zIconValue,
  zLanguageBody,
  zLoginAnswer,
  zLoginBody,
  zLoginValue,
  zPublicKeyValue,
  zSmsRegisterBody,
  zSmsSendBody,
  zSmsSentValue,
  zSocialProvider,
  zVerifyIpBody,
} from './auth.ts';
import { zMemberInfo } from './info.ts';
import {
  zChangePasswordBody,
  zDoneValue,
  zForgotByEmailBody,
  zForgotByPhoneBody,
  zResetPasswordBody,
} from './password.ts';
import { zAffiliateBody, zAffiliateValue, zRegisterBody, zRegisterValue } from './register.ts';
import { memberApi as api } from './api.ts';

const zProvider = z.object({ provider: zSocialProvider });
/**
 * A browser is sent on with a 302; a caller that accepts JSON gets the same place as
 * `{ success: true, value: { location } }`.
 */
const redirects = {
  response: z.object({
    location: z.string().describe('Where the browser goes next (what the 302 answer sends it to)'),
  }),
  replies: { 302: z.null().describe('Redirect: the Location header holds the next address') },
} as const;

export const memberEndpoints = {
  publicKey: endpoint(api.publicKey, { response: zPublicKeyValue }),
  captcha: endpoint(api.captcha, { response: zCaptchaValue }),
  altcha: endpoint(api.altcha, { response: zAltchaChallenge }),
  smsRegister: endpoint(api.smsRegister, { body: zSmsRegisterBody, response: zSmsSentValue }),
  smsLogin: endpoint(api.smsLogin, { body: zSmsSendBody, response: zSmsSentValue }),
  smsPassword: endpoint(api.smsPassword, { body: zSmsSendBody, response: zSmsSentValue }),
  login: endpoint(api.login, { body: zLoginBody, response: zLoginAnswer }),
  loginVerify: endpoint(api.loginVerify, { body: zVerifyIpBody, response: zLoginValue }),
  loginVerifySms: endpoint(api.loginVerifySms, {
    body: z.object({ ticket: z.string().min(1).max(128) }).strict(),
    response: zSmsSentValue,
  }),
  freeplay: endpoint(api.freeplay, { body: zFreeplayBody.optional(), response: zLoginValue }),
  logout: endpoint(api.logout, { response: zDoneValue }),
  oauthStart: endpoint(api.oauthStart, {
    params: zProvider,
    query: z.looseObject({
      returnTo: z.string().optional().describe("A path of this site to come back to; '/' otherwise"),
    }),
    ...redirects,
  }),
  oauthCallback: endpoint(api.oauthCallback, {
    params: zProvider,
    query: z.looseObject({
      code: z.string().optional(),
      state: z.string().optional(),
      error: z.string().optional(),
      error_description: z.string().optional(),
    }),
    ...redirects,
  }),
  signinCode: endpoint(api.signinCode, {
    body: z.strictObject({ code: z.string().min(20).max(128) }),
    response: zLoginValue,
  }),
  register: endpoint(api.register, { body: zRegisterBody, response: zRegisterValue }),
  registerMobile: endpoint(api.registerMobile, { body: zRegisterBody, response: zRegisterValue }),
  affiliate: endpoint(api.affiliate, { body: zAffiliateBody, response: zAffiliateValue }),
  info: endpoint(api.info, { response: zMemberInfo }),
  icon: endpoint(api.icon, { response: zIconValue }),
  referral: endpoint(api.referral, { response: zReferralValue }),
  profit: endpoint(api.profit, { query: zProfitQuery, response: zProfitValue }),
  setIcon: endpoint(api.setIcon, { body: zIconBody, response: zIconValue }),
  language: endpoint(api.language, { body: zLanguageBody, response: zDoneValue }),
  changePassword: endpoint(api.changePassword, { body: zChangePasswordBody, response: zDoneValue }),
  forgotByEmail: endpoint(api.forgotByEmail, { body: zForgotByEmailBody, response: zDoneValue }),
  resetPassword: endpoint(api.resetPassword, { body: zResetPasswordBody, response: zDoneValue }),
  forgotByPhone: endpoint(api.forgotByPhone, { body: zForgotByPhoneBody, response: zDoneValue }),
} as const;
