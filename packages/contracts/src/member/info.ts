import { z } from 'zod';

/** GET /wps/member/info (docs/product/accounts.md#member-info). Served by the accounts module. */
export const zMemberInfo = z.object({
  nickname: z.string(),
  account: z.string(),
  id: z.union([z.string(), z.number()]),
  type: z.number().int(),
  toUpline: z.boolean().optional(),
  regDate: z.number().int().optional(),
  mobile: z.string().optional(),
  avatar: z.string().optional(),
  clubLabel: z
    .object({ labelName: z.string(), color: z.string(), color2: z.string(), rankLevel: z.number().int() })
    .nullable(),
  memberLabel: z.array(
    z.object({ labelName: z.string(), color: z.string().optional(), color2: z.string().optional() }),
  ),
  /**
   * Present while this session must change the password before anything else: the operator's
   * default password, or an expired one (PWDEXPFORCECHANGE3). Other calls answer
   * `password.change.required` until then.
   */
  passwordChange: z.enum(['default', 'expired']).optional(),
});
export type MemberInfo = z.infer<typeof zMemberInfo>;

/** GET /wps/v2/wallets/balance (docs/product/wallet.md#wallets-and-balance); amounts are decimal strings. */
export const zBalanceValue = z.object({
  sumBalance: z.string(),
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: z.string() })),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type BalanceValue = z.infer<typeof zBalanceValue>;
