import { z } from 'zod';
import { betStatuses, zBet } from '../games/catalogue.ts';
import { zTransactionRow } from '../wallet/records.ts';
import { zDay } from './centre.ts';

/** Paging of the team's record pages. */
const paging = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/**
 * GET /wps/agent/team/bets: the team's betting records over the brand's local days `from`..`to`
 * (at most 92), newest first; `username` narrows to one team member.
 */
export const zTeamBetsQuery = z.strictObject({
  from: zDay,
  to: zDay,
  username: z.string().trim().min(1).max(64).optional(),
  gameType: z.string().trim().max(16).optional(),
  /** open, settled, void; won and lost narrow settled bets by their payout. */
  status: z.enum([...betStatuses, 'won', 'lost']).optional(),
  ...paging,
});
export type TeamBetsQuery = z.infer<typeof zTeamBetsQuery>;

export const zTeamBet = zBet.extend({ username: z.string() });
export type TeamBet = z.infer<typeof zTeamBet>;

export const zTeamBetsValue = z.object({
  list: z.array(zTeamBet),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** Over every bet the filters select, not only this page. */
  totals: z.object({ stake: z.string(), payout: z.string(), winLoss: z.string() }),
});
export type TeamBetsValue = z.infer<typeof zTeamBetsValue>;

/**
 * GET /wps/agent/team/profit: each team member's profit and loss over the brand's local days
 * `from`..`to` (at most 92), largest valid turnover first; `username` narrows to one member.
 */
export const zTeamProfitQuery = z.strictObject({
  from: zDay,
  to: zDay,
  username: z.string().trim().min(1).max(64).optional(),
  ...paging,
});
export type TeamProfitQuery = z.infer<typeof zTeamProfitQuery>;

/** One member's (or the whole list's) sums; money as decimal strings. */
export const zProfitSums = z.object({
  betCount: z.number().int(),
  stake: z.string(),
  validTurnover: z.string(),
  payout: z.string(),
  winCount: z.number().int(),
  rebate: z.string(),
  bonus: z.string(),
  /** payout + rebate + bonus - valid turnover: negative when the member lost. */
  profit: z.string(),
  deposit: z.string(),
  withdrawal: z.string(),
});
export type ProfitSums = z.infer<typeof zProfitSums>;

export const zMemberProfit = zProfitSums.extend({ memberId: z.number().int(), username: z.string() });
export type MemberProfit = z.infer<typeof zMemberProfit>;

export const zTeamProfitValue = z.object({
  list: z.array(zMemberProfit),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  /** Members with any figure in the range. */
  totalCount: z.number().int(),
  totals: zProfitSums,
});
export type TeamProfitValue = z.infer<typeof zTeamProfitValue>;

/** The movements of the downline's accounts an agent's record lists (bets are in the betting records). */
export const TEAM_TX_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'adjustment',
  'bonus',
  'rebate',
  'dividend',
  'wage',
] as const;

/**
 * GET /wps/agent/team/transactions: the team's account records over the brand's local days
 * `from`..`to` (at most 92), newest first; `username` narrows to one member, `txType` to one type.
 */
export const zTeamTransactionsQuery = z.strictObject({
  from: zDay,
  to: zDay,
  username: z.string().trim().min(1).max(64).optional(),
  txType: z.enum(TEAM_TX_TYPES).optional(),
  ...paging,
});
export type TeamTransactionsQuery = z.infer<typeof zTeamTransactionsQuery>;

export const zTeamTransaction = zTransactionRow.extend({ username: z.string() });
export type TeamTransaction = z.infer<typeof zTeamTransaction>;

export const zTeamTransactionsValue = z.object({
  list: z.array(zTeamTransaction),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type TeamTransactionsValue = z.infer<typeof zTeamTransactionsValue>;

/** GET /wps/agent/revenue: the agent's own income over the brand's local days `from`..`to`. */
export const zRevenueQuery = z.strictObject({ from: zDay, to: zDay });

/** Income by source; money as decimal strings. */
export const zRevenueSums = z.object({
  /** Lottery rebates credited to the agent: its own bets' and its steps over its team's. */
  rebate: z.string(),
  /** Dividends paid to the agent under its contract. */
  dividend: z.string(),
  /** Daily, hourly and real-time wages paid to the agent. */
  wage: z.string(),
  total: z.string(),
});
export type RevenueSums = z.infer<typeof zRevenueSums>;

export const zRevenueValue = z.object({
  from: zDay,
  to: zDay,
  /** Every day of the range, oldest first. */
  daily: z.array(zRevenueSums.extend({ day: zDay })),
  totals: zRevenueSums,
});
export type RevenueValue = z.infer<typeof zRevenueValue>;
