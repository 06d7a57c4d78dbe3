import { z } from 'zod';

/**
 * Sessions and sign-in (docs/product/accounts.md#login, docs/product/accounts.md#sessions).
 * Role values of `isAgent` / `customerType`: 0 player, 1, 2, 41 and 42 agents, 4 restricted
 * (needs a real account), 9 demo (free play with play money only).
 */
export const MEMBER_TYPE = { player: 0, agent: 1, restricted: 4, demo: 9 } as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** ALTCHA proof of work: the base64 JSON payload the solver produces. */
export const zHumanCheck = z.string().min(1).max(2000);

export const zAltchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof zAltchaChallenge>;

/** GET /wps/captcha: a distorted PNG as a data URL, and the key the answer is sent back with. */
export const zCaptchaValue = z.object({
  captchaKey: z.string(),
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CaptchaValue = z.infer<typeof zCaptchaValue>;

export const zDialCode = z.string().regex(/^\+?[0-9]{1,4}$/);
export const zMobileNum = z.string().regex(/^[0-9]{4,15}$/);

export const zLoginBody = z
  .object({
    type: z.enum(['username', 'sms']).default('username'),
    username: z.string().trim().min(1).max(64).optional(),
    password: z.string().min(1).max(128).optional(),
    mobileNum: zMobileNum.optional(),
    countryDialingCode: zDialCode.optional(),
    verificationCode: z
      .string()
      .regex(/^[0-9]{6}$/)
      .optional(),
    captcha: z.string().max(16).optional(),
    captchaKey: z.string().max(64).optional(),
    /** Keep the member signed in for a day with a revocable token (docs/product/accounts.md#remember-me). */
    remember: z.boolean().optional(),
    /** 'agent' when signing in to the agent site: non-agents are refused. */
    loginAs: z.enum(['member', 'agent']).optional(),
    humanCheck: zHumanCheck.optional(),
  })
  .strict();
export type LoginBody = z.input<typeof zLoginBody>;

export const zLoginValue = z.object({
  token: z.string(),
  userName: z.string(),
  id: z.number().int(),
  customerType: z.number().int(),
  isAgent: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The stored password is the one an operator set: the member must choose a new one. */
  defaultPassword: z.boolean(),
  captcha: z.boolean(),
  /** Seconds until the token expires if unused (idle) and at the latest (absolute). */
  idleSeconds: z.number().int(),
  expiresAt: z.number().int(),
  remember: z.boolean(),
});
export type LoginValue = z.infer<typeof zLoginValue>;

/** A login from an IP the member never used, on a brand with LOGINIPVERF3: one more proof first. */
export const zIpVerificationMethod = z.enum(['phone', 'sms', 'email', 'bankAccountName', 'totp']);
export type IpVerificationMethod = z.infer<typeof zIpVerificationMethod>;
/**
 * The phone proof: the bound number shows `start` and `end`, and the answer is the
 * `hiddenDigits` digits between them, never digits the person was shown.
 */
export const zPhoneProof = z.object({
  start: z.string(),
  hiddenDigits: z.number().int().min(1),
  end: z.string(),
});
export type PhoneProof = z.infer<typeof zPhoneProof>;
export const zLoginPending = z.object({
  verifyIp: z.object({
    ticket: z.string(),
    methods: z.array(zIpVerificationMethod),
    maskedMobile: z.string().optional(),
    maskedEmail: z.string().optional(),
    phoneProof: zPhoneProof.optional(),
  }),
});
export const zLoginAnswer = z.union([zLoginValue, zLoginPending]);
export type LoginAnswer = z.infer<typeof zLoginAnswer>;

export const zVerifyIpBody = z
  .object({
    ticket: z.string().min(1).max(128),
    method: zIpVerificationMethod,
    answer: z.string().trim().min(1).max(128),
  })
  .strict();

/** POST /wps/session/login/freeplay (os, platform 'W', an encrypted random string; docs/product/accounts.md#free-demo). */
export const zFreeplayBody = z
  .object({
    os: z.string().max(32).optional(),
    platform: z.literal('W').default('W'),
    random: z.string().max(2048).optional(),
  })
  .strict();

/** SMS sends (register, SMS login, password recovery): docs/product/accounts.md#sms-codes. */
export const zSmsSendBody = z
  .object({
    mobileNum: zMobileNum,
    countryDialingCode: zDialCode,
    humanCheck: zHumanCheck.optional(),
  })
  .strict();
/** Register form sends `mobileNo` (docs/product/wire-conventions.md#field-spellings); both spellings are accepted there. */
export const zSmsRegisterBody = z
  .object({
    mobileNo: zMobileNum.optional(),
    mobileNum: zMobileNum.optional(),
    countryDialingCode: zDialCode,
    humanCheck: zHumanCheck.optional(),
  })
  .strict();
export const zSmsSentValue = z.object({ expiredMinutes: z.number().int(), expirationTime: z.number().int() });
export type SmsSentValue = z.infer<typeof zSmsSentValue>;

export const zLanguageBody = z.object({ language: z.string().min(2).max(5) }).strict();

export const zIconBody = z.object({ icon: z.string().regex(/^[a-z0-9-]{1,32}$/) }).strict();
export const zIconValue = z.object({ icon: z.string(), url: z.string(), choices: z.array(z.string()) });

/** GET /wps/system/publicKey: the RSA-OAEP-256 key that wraps the AES key of `E` calls. */
export const zPublicKeyValue = z.object({ kid: z.string(), spki: z.string(), required: z.boolean() });
/** Body of an encrypted call: AES-256-GCM ciphertext and its RSA-wrapped key, all base64. */
export const zEncryptedBody = z
  .object({ kid: z.string(), key: z.string(), iv: z.string(), data: z.string() })
  .strict();

/** Social sign-in providers a brand can enable (Facebook, Google: docs/product/accounts.md#social-sign-in). */
export const zSocialProvider = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof zSocialProvider>;
