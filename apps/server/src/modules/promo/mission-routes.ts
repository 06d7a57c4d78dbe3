import { missionEndpoints, rewardEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import type { PromoDeps } from './claims.ts';
import { leaderboard, memberMissions } from './missions.ts';
import { memberState, rewardCentre } from './reward-centre.ts';

const tags = ['promo'];
const noStore = { 'cache-control': 'no-store' };

/** The member's missions and the leaderboard. */
export function missionRoutes(app: App, deps: PromoDeps & { sessions: Sessions }) {
  serve(app, {
    endpoint: missionEndpoints.missions,
    schema: {
      tags,
      summary: "The member's missions of the running day and week, progress, and the open count (badge)",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await deps.sessions.require(req);
      return ok(
        await memberMissions(deps, {
          brand: req.brand,
          memberId: member.id,
          lang: req.lang,
          now: Date.now(),
        }),
      );
    },
  });

  serve(app, {
    endpoint: missionEndpoints.leaderboard,
    schema: {
      tags,
      summary:
        "The brand's top members on turnover, bets or deposits this day or week (names masked), and the asker's place",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await deps.sessions.require(req);
      return ok(
        await leaderboard(deps, { brand: req.brand, memberId: member.id, ...req.query, now: Date.now() }),
      );
    },
  });
}

/** The reward centre and the header's state. */
export function rewardRoutes(app: App, deps: PromoDeps & { sessions: Sessions }) {
  serve(app, {
    endpoint: rewardEndpoints.rewards,
    schema: {
      tags,
      summary:
        'What the member may claim now (promotions earned, missions reached, manual rebate) and its newest bonuses',
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await deps.sessions.require(req);
      return ok(
        await rewardCentre(deps, { brand: req.brand, memberId: member.id, lang: req.lang, now: Date.now() }),
      );
    },
  });

  serve(app, {
    endpoint: rewardEndpoints.state,
    schema: {
      tags,
      summary:
        "The header's state: balance, claimable rewards, open missions, open promotions, referral, VIP level",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await deps.sessions.require(req);
      return ok(
        await memberState(deps, {
          brand: req.brand,
          memberId: member.id,
          member,
          lang: req.lang,
          now: Date.now(),
        }),
      );
    },
  });
}
