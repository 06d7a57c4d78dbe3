import { z } from 'zod';
import { AGENT_CENTRE_PAGES } from './pages.ts';

export * from './pages.ts';

/** GET /wps/agent/centre: the menu the signed-in agent gets. */
export const zAgentCentreValue = z.object({
  pages: z.array(z.enum(AGENT_CENTRE_PAGES)),
  defaultPage: z.enum(AGENT_CENTRE_PAGES),
  /** The brand's time zone: the days of every report are its local days. */
  timeZone: z.string(),
  /** The brand's local date today, `YYYY-MM-DD`. */
  today: z.string(),
});
export type AgentCentreValue = z.infer<typeof zAgentCentreValue>;

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/** The longest range a team report covers, in days. */
export const AGENT_REPORT_MAX_DAYS = 92;

/** GET /wps/agent/team/overview: local days `from`..`to` of the brand (both included). */
export const zTeamOverviewQuery = z.strictObject({ from: zDay, to: zDay });

const zMoney = z.string();

/** The figures a team sums over a range, money as decimal strings. */
export const zTeamFigures = z.object({
  betCount: z.number().int(),
  stake: zMoney,
  validTurnover: zMoney,
  payout: zMoney,
  winCount: z.number().int(),
  rebate: zMoney,
  bonus: zMoney,
  /** What the team won: payout + rebate + bonus - valid turnover (negative: the team lost). */
  profit: zMoney,
});

export const zTeamOverviewValue = z.object({
  from: zDay,
  to: zDay,
  team: z.object({
    /** Members under the agent, at any depth. */
    size: z.number().int(),
    /** Of them, registered within the range. */
    newMembers: z.number().int(),
    /** Of them, with at least one bet within the range. */
    activeMembers: z.number().int(),
    /** Of them, with a session seen in the last few minutes. */
    onlineMembers: z.number().int(),
    /** Their main balances now. */
    balance: zMoney,
  }),
  money: z.object({
    deposit: zMoney,
    depositCount: z.number().int(),
    depositors: z.number().int(),
    withdrawal: zMoney,
    withdrawalCount: z.number().int(),
    withdrawers: z.number().int(),
  }),
  bets: zTeamFigures,
  byGameType: z.array(zTeamFigures.extend({ gameType: z.string() })),
  daily: z.array(
    z.object({
      day: zDay,
      newMembers: z.number().int(),
      stake: zMoney,
      validTurnover: zMoney,
      profit: zMoney,
      deposit: zMoney,
      withdrawal: zMoney,
    }),
  ),
});
export type TeamOverviewValue = z.infer<typeof zTeamOverviewValue>;
