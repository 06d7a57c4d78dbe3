import { z } from 'zod';
import { zDay, zTeamFigures } from '../agent/centre.ts';

/** GET /wps/member/profit: the member's own figures over the brand's local days `from`..`to` (at most 92). */
export const zProfitQuery = z.strictObject({ from: zDay, to: zDay });

/** personalProfit: the member's profit and loss in all, per game type and per day (money as decimal strings). */
export const zProfitValue = z.object({
  from: zDay,
  to: zDay,
  /** The brand's local date today: the page counts its quick ranges from it, as the figures count days. */
  today: zDay,
  totals: zTeamFigures,
  byGameType: z.array(zTeamFigures.extend({ gameType: z.string() })),
  daily: z.array(
    z.object({
      day: zDay,
      stake: z.string(),
      validTurnover: z.string(),
      payout: z.string(),
      profit: z.string(),
    }),
  ),
});
export type ProfitValue = z.infer<typeof zProfitValue>;
