import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Brand } from '../brand/index.ts';
import type { Captchas } from './captcha.ts';
import type { SmsCodes } from './codes.ts';
import type { JoinTeam } from './downlines.ts';
import type { HumanCheck } from './human-check.ts';
import type { EmailProvider } from './messages.ts';
import type { OneTimeTokens } from './one-time-repo.ts';
import type { ServerKey } from './sealed.ts';
import type { Sessions } from './sessions.ts';

/** What the identity services share; built once in `identity/index.ts`. */
export type IdentityDeps = {
  db: Kysely<Database>;
  config: Config;
  sessions: Sessions;
  tokens: OneTimeTokens;
  captchas: Captchas;
  human: HumanCheck;
  sms: SmsCodes;
  email: EmailProvider;
  rate: RateLimiter;
  /**
   * Funds a new free-demo account with its play money. The wallet module's, passed in by the app:
   * identity does not depend on the wallet (the wallet depends on identity for members).
   */
  grantPlayMoney: (brand: Brand, memberId: number) => Promise<unknown>;
  /** A new downline's lottery series, stored with the member (the lottery module's, passed in by the app). */
  joinTeam: JoinTeam;
  /** What a new member is given on registering (the promo module's new-member bonus, passed in by the app). */
  welcome?:
    | ((brand: Brand, member: { memberId: number; ip: string; device: string }) => Promise<unknown>)
    | undefined;
  /** The RSA key of encrypted (`E`) payloads, loaded or created once. */
  serverKey: () => Promise<ServerKey>;
};

export const moduleOn = (brand: Brand, id: Parameters<Brand['modules']['get']>[0]): boolean =>
  brand.modules.get(id) === true;

/** A phone number as stored and messaged: '+' dial code and national number, digits only. */
export const e164 = (dialCode: string, number: string): string =>
  `+${dialCode.replace(/^\+/, '')}${number.replace(/^0+/, '')}`;

export const maskMobile = (mobile: string): string =>
  mobile.length <= 7 ? '***' : `${mobile.slice(0, mobile.length - 7)}***${mobile.slice(-4)}`;

export const maskEmail = (email: string): string => {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
};

/** Whether a brand asks for the image captcha on registration (public setting and CAPTCHA3). */
export const registerCaptchaOn = (brand: Brand): boolean =>
  brand.settings.captchaEnabled && moduleOn(brand, 'CAPTCHA3');

/** One call of a route: the request (brand, IP, language) and its parsed body. */
export type Call<B> = { req: FastifyRequest; body: B };
