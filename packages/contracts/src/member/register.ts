import { z } from 'zod';
import { zDialCode, zHumanCheck, zMobileNum } from './auth.ts';

const text = (max = 128) => z.string().trim().max(max);

/**
 * Registration form (docs/product/accounts.md#registration-form). Field rules beyond these bounds come
 * from the brand's register settings (`validateRegisterField`) and run on both sides.
 */
export const zRegisterBody = z
  .object({
    username: text(64).optional(),
    password: z.string().max(128).optional(),
    confirmPassword: z.string().max(128).optional(),
    payeeName: text().optional(),
    email: text(254).optional(),
    qqNum: text().optional(),
    mobileNum: z.union([zMobileNum, z.literal('')]).optional(),
    countryDialingCode: zDialCode.optional(),
    recommenderId: text().optional(),
    captcha: text(16).optional(),
    captchaKey: text(64).optional(),
    verificationCode: z.string().max(255).optional(),
    affiliateCode: text(64).optional(),
    paymentPassword: z.string().max(128).optional(),
    line: text().optional(),
    whatsapp: text().optional(),
    zalo: text().optional(),
    facebook: text().optional(),
    wechat: text().optional(),
    idNumber: text().optional(),
    referralCode: text(64).optional(),
    domain: text(253).optional(),
    registerUrl: text(2048).optional(),
    registerMethod: z.literal('WEB').optional(),
    login: z.boolean().optional(),
    firebaseChannel: z.string().max(16).optional(),
    firebaseIdToken: z.string().max(4096).optional(),
    /** The visitor confirmed the brand's minimum age (18 unless the brand says otherwise). */
    ageConfirmed: z.literal(true, { error: 'register.age.required' }),
    /** The visitor agreed to the user agreement (/help). */
    termsAccepted: z.literal(true, { error: 'register.terms.required' }),
    humanCheck: zHumanCheck.optional(),
  })
  .strict();
export type RegisterBody = z.input<typeof zRegisterBody>;

export const zRegisterValue = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** Mobile registration generates the account number (shown in the info dialog). */
  account: z.string(),
  token: z.string().optional(),
  isAgent: z.number().int(),
});
export type RegisterValue = z.infer<typeof zRegisterValue>;

/** POST /wps/agent/affiliate: does this invitation code belong to an agent of the brand? */
export const zAffiliateBody = z
  .object({ code: text(64).pipe(z.string().min(1)), domain: text(253).optional() })
  .strict();
/** A valid code, and nothing about whose it is: anyone may ask, signed in or not. */
export const zAffiliateValue = z.object({ code: z.string(), valid: z.literal(true) });
