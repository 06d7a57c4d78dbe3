import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimableReward,
  Leaderboard,
  MissionsValue,
  Rank,
  Rebate,
  RewardCentre,
} from '@lotto/contracts';
import { missionApi, rewardApi, vipApi } from '@lotto/contracts/promo/reward-api';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { MEMBER_STATE_KEY } from '../../lib/queries/member-state.ts';
import { claimPromotion } from '../../lib/queries/promotions.ts';
import { useSession } from '../../lib/session.ts';

/** The reward pages' calls (docs/product/agents-and-promotions.md#reward-centre-missions-rank-and-referral). */
const rewardRoutes = {
  rewards: rewardApi.rewards,
  missions: missionApi.missions,
  leaderboard: missionApi.leaderboard,
  rank: vipApi.rank,
  rebate: vipApi.rebate,
  claimRebate: vipApi.claimRebate,
} as const;

export type LeaderboardPeriod = Leaderboard['period'];
export type LeaderboardMetric = Leaderboard['metric'];
export type RebateClaim = { amount: string; rebate: Rebate };

const useToken = () => useSession()?.token;

const memberQuery = <T>(
  key: readonly unknown[],
  get: (signal: AbortSignal) => Promise<T>,
  token?: string,
) => ({
  queryKey: [...key, token],
  queryFn: ({ signal }: { signal: AbortSignal }) => get(signal),
  enabled: token !== undefined,
  staleTime: 0,
  retry: false,
});

/** GET /wps/member/rewards: what the member may claim now and its newest bonuses. */
export const useRewards = () =>
  useQuery(
    memberQuery(
      ['rewards', 'centre'],
      (signal) => apiGet(rewardRoutes.rewards, { schema: shape<RewardCentre>(), signal }),
      useToken(),
    ),
  );

/** GET /wps/member/missions: the running day's and week's missions and the open count. */
export const useMissions = () =>
  useQuery(
    memberQuery(
      ['rewards', 'missions'],
      (signal) => apiGet(rewardRoutes.missions, { schema: shape<MissionsValue>(), signal }),
      useToken(),
    ),
  );

/** GET /wps/member/missions/leaderboard for a period and a metric. */
export const useLeaderboard = (period: LeaderboardPeriod, metric: LeaderboardMetric) => {
  const token = useToken();
  return useQuery({
    ...memberQuery(
      ['rewards', 'leaderboard', period, metric],
      (signal) =>
        apiGet(rewardRoutes.leaderboard, { schema: shape<Leaderboard>(), query: { period, metric }, signal }),
      token,
    ),
    placeholderData: keepPreviousData,
  });
};

/** GET /wps/member/rank: the member's VIP level, the way to the next, every level. */
export const useRank = () =>
  useQuery(
    memberQuery(
      ['rewards', 'rank'],
      (signal) => apiGet(rewardRoutes.rank, { schema: shape<Rank>(), signal }),
      useToken(),
    ),
  );

/** GET /wps/member/rebate: the manual rebate per game type. */
export const useRebate = () =>
  useQuery(
    memberQuery(
      ['rewards', 'rebate'],
      (signal) => apiGet(rewardRoutes.rebate, { schema: shape<Rebate>(), signal }),
      useToken(),
    ),
  );

export const claimRebate = () =>
  apiSend(rewardRoutes.claimRebate, { body: {}, schema: shape<RebateClaim>() });

/** A claimable reward's own claim: the rebate has its call, promotions and missions theirs. */
export const claimReward = (reward: { kind: ClaimableReward['kind']; id: number }) =>
  reward.kind === 'rebate' ? claimRebate() : claimPromotion(reward.id);

/** Money moved by a claim: the reward pages, the header's state, balance and bonuses read again. */
export const useAfterClaim = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['rewards'] }),
      client.invalidateQueries({ queryKey: MEMBER_STATE_KEY }),
      client.invalidateQueries({ queryKey: ['wallet'] }),
      client.invalidateQueries({ queryKey: ['promo', 'bonuses'] }),
    ]);
};
