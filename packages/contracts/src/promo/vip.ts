import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { vipApi } from './reward-api.ts';

const zTexts = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(200));
/** Basis points (hundredths of a percent) of valid turnover, per game type, with `other` for the rest. */
const zRates = z.record(z.string().max(32), z.number().int().min(0).max(500));

/** One VIP level of a brand: reached when both lifetime figures reach its thresholds (minor units). */
export const zVipLevel = z.object({
  level: z.number().int().min(0).max(20),
  name: zTexts,
  color: z.string().max(20),
  color2: z.string().max(20),
  /** Lifetime valid turnover and paid deposits needed, minor units. */
  turnover: z.number().int().min(0),
  deposits: z.number().int().min(0),
  /** Valid turnover a month the level asks for (shown as the month's target; 0: none). */
  monthlyTurnover: z.number().int().min(0).default(0),
  /** Manual rebate rates of the level (MANPLAYREB3). */
  rebate: zRates.default({}),
  /** What the level gives, per language, one line each. */
  benefits: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(z.string().max(200)).max(10)).default({}),
});
export type VipLevel = z.infer<typeof zVipLevel>;

const level = (
  n: number,
  name: [string, string],
  colors: [string, string],
  at: [number, number, number],
  rebate: number,
  benefits: [string[], string[]],
): z.input<typeof zVipLevel> => ({
  level: n,
  name: { EN: name[0], TY: name[1] },
  color: colors[0],
  color2: colors[1],
  turnover: at[0],
  deposits: at[1],
  monthlyTurnover: at[2],
  rebate: { other: rebate },
  benefits: { EN: benefits[0], TY: benefits[1] },
});

/** The levels a brand has unless it sets its own: 0 (every member) to 6. */
export const DEFAULT_VIP_LEVELS = [
  level(0, ['Member', 'Miyembro'], ['#8a8fa3', '#c9ccd6'], [0, 0, 0], 10, [
    ['Manual rebate 0.10%'],
    ['Manual rebate na 0.10%'],
  ]),
  level(1, ['Bronze', 'Tanso'], ['#a0643c', '#e3a77a'], [500_000, 100_000, 100_000], 20, [
    ['Manual rebate 0.20%'],
    ['Manual rebate na 0.20%'],
  ]),
  level(2, ['Silver', 'Pilak'], ['#7d8794', '#dfe5ec'], [2_000_000, 500_000, 300_000], 30, [
    ['Manual rebate 0.30%'],
    ['Manual rebate na 0.30%'],
  ]),
  level(3, ['Gold', 'Ginto'], ['#b8860b', '#ffd966'], [10_000_000, 2_000_000, 1_000_000], 40, [
    ['Manual rebate 0.40%'],
    ['Manual rebate na 0.40%'],
  ]),
  level(4, ['Platinum', 'Platinum'], ['#4c6b8a', '#b7d3ee'], [50_000_000, 10_000_000, 5_000_000], 50, [
    ['Manual rebate 0.50%'],
    ['Manual rebate na 0.50%'],
  ]),
  level(5, ['Diamond', 'Diyamante'], ['#3a4fb8', '#9fb4ff'], [200_000_000, 40_000_000, 20_000_000], 70, [
    ['Manual rebate 0.70%', 'VIP customer service'],
    ['Manual rebate na 0.70%', 'VIP na customer service'],
  ]),
  level(6, ['Royal', 'Maharlika'], ['#6b2fa0', '#d6a8ff'], [1_000_000_000, 200_000_000, 100_000_000], 100, [
    ['Manual rebate 1.00%', 'VIP customer service'],
    ['Manual rebate na 1.00%', 'VIP na customer service'],
  ]),
];

/** A brand's VIP programme: its levels, from 0 up, thresholds rising. */
export const zVipSettings = z.object({
  levels: z
    .array(zVipLevel)
    .min(1)
    .max(21)
    .default(() => DEFAULT_VIP_LEVELS.map((l) => zVipLevel.parse(l)))
    .superRefine((levels, ctx) => {
      levels.forEach((l, i) => {
        const prev = levels[i - 1];
        if (l.level !== i)
          ctx.addIssue({ code: 'custom', message: 'levels are numbered 0, 1, 2, ... in order' });
        else if (prev && (l.turnover < prev.turnover || l.deposits < prev.deposits))
          ctx.addIssue({ code: 'custom', message: 'thresholds may not fall from one level to the next' });
      });
    }),
});
export type VipSettings = z.infer<typeof zVipSettings>;

/** Rank level above which a member gets the VIP customer-service entry. */
export const VIP_SERVICE_ABOVE = 4;

const zProgress = z.object({ actual: z.string(), expected: z.string() });

/** The member's VIP level and the way to the next (playerRank). */
export const zRank = z.object({
  rankLevel: z.number().int(),
  playerRankName: z.string(),
  color: z.string(),
  color2: z.string(),
  benefits: z.array(z.string()),
  /** Lifetime valid turnover and paid deposits. */
  totalTurnover: z.string(),
  totalDeposits: z.string(),
  /** This month's valid turnover against the level's monthly figure. */
  monthlyTurnover: zProgress,
  /** The next level and how far the member is toward it; null at the top. */
  next: z
    .object({
      rankLevel: z.number().int(),
      playerRankName: z.string(),
      turnover: zProgress,
      deposits: zProgress,
      /** Percent of the way, the lesser of the two, 0-100. */
      progress: z.number(),
    })
    .nullable(),
  /** Whether the member gets the VIP customer-service entry (rank level above 4). */
  vipService: z.boolean(),
  /** Every level, for the ladder on the screen. */
  levels: z.array(
    z.object({
      rankLevel: z.number().int(),
      playerRankName: z.string(),
      color: z.string(),
      color2: z.string(),
      turnover: z.string(),
      deposits: z.string(),
      benefits: z.array(z.string()),
    }),
  ),
});
export type Rank = z.infer<typeof zRank>;

/** The manual rebate the member may claim (MANPLAYREB3), per game type at its level's rate. */
export const zRebate = z.object({
  rankLevel: z.number().int(),
  rows: z.array(
    z.object({
      gameType: z.string(),
      /** Valid turnover not claimed on yet. */
      turnover: z.string(),
      /** Basis points. */
      rate: z.number().int(),
      amount: z.string(),
    }),
  ),
  total: z.string(),
  /** Everything claimed so far, and when last. */
  claimed: z.string(),
  lastClaimAt: z.number().int().nullable(),
});
export type Rebate = z.infer<typeof zRebate>;

export const zRebateClaim = z.object({ amount: z.string(), rebate: zRebate });

export const vipEndpoints = {
  rank: endpoint(vipApi.rank, { response: zRank }),
  rebate: endpoint(vipApi.rebate, { response: zRebate }),
  claimRebate: endpoint(vipApi.claimRebate, { body: z.strictObject({}).optional(), response: zRebateClaim }),
} as const;
