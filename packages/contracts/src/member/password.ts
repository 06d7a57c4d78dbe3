import { z } from 'zod';
import { zDialCode, zMobileNum } from './auth.ts';

export const zChangePasswordBody = z
  .object({
    oldPassword: z.string().max(128).optional(),
    newPassword: z.string().max(128),
    confirmNewPassword: z.string().max(128),
  })
  .strict();

/** POST /wps/member/password/email (form-urlencoded). */
export const zForgotByEmailBody = z
  .object({ username: z.string().trim().min(1).max(64), email: z.string().trim().min(3).max(254) })
  .strict();

/** Completes an email recovery: the token from the mailed link and the new password. */
export const zResetPasswordBody = z
  .object({
    token: z.string().min(16).max(128),
    newPassword: z.string().max(128),
    confirmNewPassword: z.string().max(128),
  })
  .strict();

/** PUT /wps/member/password/verification: phone recovery with an SMS code (CHNGPASSVERIF3). */
export const zForgotByPhoneBody = z
  .object({
    mobileNum: zMobileNum,
    countryDialingCode: zDialCode,
    verificationCode: z.string().regex(/^[0-9]{6}$/),
    newPassword: z.string().max(128),
    confirmNewPassword: z.string().max(128).optional(),
  })
  .strict();

export const zDoneValue = z.object({ done: z.literal(true) });
