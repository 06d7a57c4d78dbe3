import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { rewardApi } from './reward-api.ts';
import { zBonus } from './bonuses.ts';

/** Something the member may claim now (rewardCenter). */
export const zClaimableReward = z.object({
  /**
   * promotion, raffle (its prize drawn at the claim; `amount` is the top prize) and mission: claim
   * with POST /wps/promotions/:id/claim; rebate: POST /wps/member/rebate/claim.
   */
  kind: z.enum(['promotion', 'raffle', 'mission', 'rebate']),
  /** The promotion's id; 0 for the manual rebate. */
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  amount: z.string(),
});
export type ClaimableReward = z.infer<typeof zClaimableReward>;

export const zRewardCentre = z.object({
  claimable: z.array(zClaimableReward),
  /** The newest bonuses paid to the member. */
  claimed: z.array(zBonus),
});
export type RewardCentre = z.infer<typeof zRewardCentre>;

/** What the header shows of a signed-in member, in one call. */
export const zMemberState = z.object({
  sumBalance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Unread platform messages; null while the site has no inbox. */
  unreadMessages: z.number().int().nullable(),
  /** Whether the brand runs a referral promotion (the invite entry). */
  referral: z.boolean(),
  /** Promotions open now. */
  promotions: z.number().int(),
  /** Rewards the member may claim now (the top reward bar). */
  rewards: z.number().int(),
  /** Missions of the running periods not claimed yet (the badge). */
  missions: z.number().int(),
  rankLevel: z.number().int(),
});
export type MemberState = z.infer<typeof zMemberState>;

export const rewardEndpoints = {
  rewards: endpoint(rewardApi.rewards, { response: zRewardCentre }),
  state: endpoint(rewardApi.state, { response: zMemberState }),
} as const;

/** The brand's winners board: recent big wins, names masked (the home page). */
export const zWinners = z.object({
  list: z.array(
    z.object({
      name: z.string(),
      amount: z.string(),
      at: z.number().int(),
      /** The game's (lottery) or provider's (in-house) code. */
      game: z.string(),
    }),
  ),
});
export type Winners = z.infer<typeof zWinners>;

/** What a brand's winners board shows: wins of at least `min` (minor units) within `days`. */
export const zWinnersSettings = z.object({
  min: z.number().int().min(1).default(50_000),
  days: z.number().int().min(1).max(90).default(7),
});

export const winnersEndpoint = endpoint(rewardApi.winners, { response: zWinners });
