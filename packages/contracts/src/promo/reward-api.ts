import { route } from '../common/endpoint.ts';

/**
 * Routes of levels, rebates, missions, the reward centre, the winners board and the jackpot
 * (schemas: ./vip.ts, ./missions.ts, ./rewards.ts, ./jackpot.ts): plain data, so the web builds
 * their URLs without loading the schema library.
 */
export const vipApi = {
  rank: route('GET', '/wps/member/rank'),
  rebate: route('GET', '/wps/member/rebate'),
  claimRebate: route('POST', '/wps/member/rebate/claim'),
} as const;

export const missionApi = {
  missions: route('GET', '/wps/member/missions'),
  leaderboard: route('GET', '/wps/member/missions/leaderboard'),
} as const;

export const rewardApi = {
  rewards: route('GET', '/wps/member/rewards'),
  state: route('GET', '/wps/member/state'),
  winners: route('GET', '/wps/winners'),
  jackpot: route('GET', '/wps/jackpot'),
} as const;
