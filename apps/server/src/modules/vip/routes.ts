import { vipEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import type { Sessions } from '../identity/index.ts';
import { rankOf } from './ranks.ts';
import { claimRebate, rebateOf, type VipDeps } from './rebate.ts';

const tags = ['vip'];
const noStore = { 'cache-control': 'no-store' };

const rebateOn = (brand: Brand) => {
  if (!moduleOn(brand, 'MANPLAYREB3')) throw new AppError('function.not.available');
};

/** The vip module with the app: the member's level (playerRank) and manual rebate. */
export function vipModule(app: App, deps: VipDeps & { sessions: Sessions }) {
  serve(app, {
    endpoint: vipEndpoints.rank,
    schema: {
      tags,
      summary: "The member's VIP level, the month's turnover, the way to the next level and every level",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await deps.sessions.require(req);
      return ok(
        await rankOf(deps, { brand: req.brand, memberId: member.id, lang: req.lang, now: Date.now() }),
      );
    },
  });

  serve(app, {
    endpoint: vipEndpoints.rebate,
    schema: {
      tags,
      summary:
        'The manual rebate the member may claim: unclaimed valid turnover per game type at its level rate (MANPLAYREB3)',
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await deps.sessions.require(req);
      rebateOn(req.brand);
      return ok(await rebateOf(deps, { brand: req.brand, memberId: member.id, now: Date.now() }));
    },
  });

  serve(app, {
    endpoint: vipEndpoints.claimRebate,
    schema: {
      tags,
      summary: 'Claims the manual rebate into the main balance, once; `rebate.nothing` when none is due',
    },
    handler: async (req) => {
      const { member } = await deps.sessions.require(req);
      rebateOn(req.brand);
      return ok(await claimRebate(deps, { brand: req.brand, memberId: member.id, now: Date.now() }));
    },
  });
}
