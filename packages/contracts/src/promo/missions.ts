import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { missionApi } from './reward-api.ts';
import { GOAL_METRICS } from './promotions.ts';

/** One mission of the running day or week, with the member's progress (missionLeaderboard). */
export const zMission = z.object({
  /** The promotion behind it: claim with POST /wps/promotions/:id/claim. */
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  period: z.enum(['day', 'week']),
  metric: z.enum(GOAL_METRICS),
  /** Money (bets: a count), as the target. */
  target: z.string(),
  value: z.string(),
  /** 0-100. */
  progress: z.number(),
  /** What claiming pays on the progress so far. */
  reward: z.string(),
  /** process: under way; done: reached, to claim; claimed: paid this period. */
  status: z.enum(['process', 'done', 'claimed']),
  /** When the period ends (epoch ms). */
  endsAt: z.number().int(),
});
export type Mission = z.infer<typeof zMission>;

export const zMissionsValue = z.object({
  list: z.array(zMission),
  /** Missions of the running periods not claimed yet (the badge). */
  open: z.number().int(),
});
export type MissionsValue = z.infer<typeof zMissionsValue>;

export const zLeaderboardQuery = z.strictObject({
  period: z.enum(['day', 'week']).default('week'),
  metric: z.enum(['turnover', 'bets', 'deposits']).default('turnover'),
});
export const zLeaderboard = z.object({
  period: z.enum(['day', 'week']),
  metric: z.enum(['turnover', 'bets', 'deposits']),
  from: z.string(),
  to: z.string(),
  /** The top members, names masked. */
  rows: z.array(z.object({ rank: z.number().int(), name: z.string(), value: z.string() })),
  /** The asker's own place (null outside the top 100) and figure. */
  mine: z.object({ rank: z.number().int().nullable(), value: z.string() }),
});
export type Leaderboard = z.infer<typeof zLeaderboard>;

export const missionEndpoints = {
  missions: endpoint(missionApi.missions, { response: zMissionsValue }),
  leaderboard: endpoint(missionApi.leaderboard, { query: zLeaderboardQuery, response: zLeaderboard }),
} as const;
