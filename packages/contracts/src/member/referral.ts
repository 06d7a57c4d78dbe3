import { z } from 'zod';

/**
 * GET /wps/member/referral: the member's referral code, the link that carries it (the site's
 * address with `?referralCode=`), how many members registered with it, and the brand's domains
 * the link may be shared on.
 */
export const zReferralValue = z.object({
  referralCode: z.string(),
  link: z.string(),
  totalInvitations: z.number().int(),
  promotionDomains: z.array(z.string()),
});
export type ReferralValue = z.infer<typeof zReferralValue>;
