/**
 * Every endpoint the server serves (test-only routes, the API reference at /docs and static
 * files aside), by area. The server's routes are checked against this list both ways
 * (apps/server/test/endpoints.test.ts).
 */
import { contractEndpoints } from './agent/contract-endpoints.ts';
import { agentEndpoints } from './agent/endpoints.ts';
import type { Endpoint } from './common/endpoint.ts';
import { contentEndpoints } from './content/endpoints.ts';
import { gameEndpoints, inhouseEndpoints, seamlessEndpoints } from './games/endpoints.ts';
import { helpEndpoints } from './help/endpoints.ts';
import { inboxEndpoints } from './inbox/endpoints.ts';
import { lotteryEndpoints } from './lottery/endpoints.ts';
import { mallEndpoints } from './mall/endpoints.ts';
import { memberEndpoints } from './member/endpoints.ts';
import { promoEndpoints } from './promo/endpoints.ts';
import { vipEndpoints } from './promo/vip.ts';
import { missionEndpoints } from './promo/missions.ts';
import { rewardEndpoints, winnersEndpoint } from './promo/rewards.ts';
import { jackpotEndpoint } from './promo/jackpot.ts';
import { systemEndpoints } from './system/endpoints.ts';
import { walletEndpoints } from './wallet/endpoints.ts';
import { chatEndpoints, staffEndpoints } from './support/endpoints.ts';

export const endpointsByArea = {
  system: systemEndpoints,
  content: contentEndpoints,
  member: memberEndpoints,
  wallet: walletEndpoints,
  games: gameEndpoints,
  inhouse: inhouseEndpoints,
  seamless: seamlessEndpoints,
  lottery: lotteryEndpoints,
  agent: agentEndpoints,
  contracts: contractEndpoints,
  promo: promoEndpoints,
  mall: mallEndpoints,
  help: helpEndpoints,
  inbox: inboxEndpoints,
  vip: vipEndpoints,
  missions: missionEndpoints,
  rewards: { ...rewardEndpoints, winners: winnersEndpoint, jackpot: jackpotEndpoint },
  chat: chatEndpoints,
  staff: staffEndpoints,
} as const;

type Areas = typeof endpointsByArea;
/** Any declared endpoint, with its own method, path and schema types. */
export type AnyEndpoint = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

export const allEndpoints: readonly Endpoint[] = Object.values(endpointsByArea).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
