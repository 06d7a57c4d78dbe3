import { z } from 'zod';

/** The registration fields whose validation a brand configures (docs/product/accounts.md#field-validation). */
export const registerFields = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
] as const;
export type RegisterField = (typeof registerFields)[number];

export const zFieldSetting = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(1).max(22),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type FieldSetting = z.infer<typeof zFieldSetting>;

export const zRegisterSettingsValue = z.record(z.enum(registerFields), zFieldSetting);
