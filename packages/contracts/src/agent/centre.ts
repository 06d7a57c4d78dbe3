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

/** A calendar date, `YYYY-MM-DD` (2026-02-31 is not one). */
export const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === day;
  }, 'no such date');

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

const zMoneyText = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 100 or 100.50');

/**
 * GET /wps/agent/team/members: one level of the agent's team (the members directly under
 * `parentId`, the agent itself by default) or, with `scope=all`, everyone under it; filtered by
 * the start of a username and a main balance range; newest first, paged.
 */
export const zTeamMembersQuery = z.strictObject({
  parentId: z.coerce.number().int().positive().optional(),
  scope: z.enum(['direct', 'all']).default('direct'),
  username: z.string().trim().min(1).max(64).optional(),
  minBalance: zMoneyText.optional(),
  maxBalance: zMoneyText.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const zTeamMember = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Whether the member is an agent (types 1, 2, 41, 42). */
  isAgent: z.boolean(),
  status: z.enum(['active', 'disabled']),
  /** Levels below the agent: 1 for a direct downline. */
  depth: z.number().int(),
  /** Its main wallet's balance. */
  balance: z.string(),
  /** How many members are directly under it. */
  downlines: z.number().int(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  /** Its lottery series in the brand's first prize mode. */
  series: z.object({ mode: z.string(), value: z.number().int() }),
  /** Its contracts in force or offered, by kind (dividend, daily, hourly, realtime). */
  contracts: z.array(z.object({ kind: z.string(), state: z.enum(['offered', 'active']) })),
});
export type TeamMember = z.infer<typeof zTeamMember>;

export const zTeamMembersValue = z.object({
  /** From the agent down to the level listed: the breadcrumb back up. */
  path: z.array(z.object({ id: z.number().int(), username: z.string() })),
  list: z.array(zTeamMember),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type TeamMembersValue = z.infer<typeof zTeamMembersValue>;
