import { AGENT_TYPES, lotteryEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { membersRepo } from '../identity/index.ts';
import { lotteryDoc as doc, type LotteryRouteDeps } from './route-kit.ts';
import { PRIZE_MODE_IDS } from './series.ts';

/**
 * Prize series (decision 014): a member reads its own; an agent sets a direct downline's, never
 * above its own nor below the brand's floor (the operator CLI does the same for anyone).
 */
export function lotterySeriesRoutes(app: App, { lottery, sessions }: LotteryRouteDeps) {
  serve(
    app,
    lotteryEndpoints.series,
    doc("The member's own prize series in every prize mode: the highest a ticket may be bet at"),
    async (req) => {
      const { member } = await sessions.require(req);
      return ok({ username: member.username, series: await lottery.series.all(req.brand, member.id) });
    },
  );

  serve(
    app,
    lotteryEndpoints.setSeries,
    doc(
      "An agent sets a direct downline's prize series (one prize mode, or all): at most the agent's own, at least the brand's floor, and not below the downline's own downlines",
    ),
    async (req) => {
      const { member: agent } = await sessions.require(req);
      if (!AGENT_TYPES.includes(agent.type)) throw new AppError('login.non.agent');
      const target = await membersRepo.byUsername(lottery.series.db, req.brand.id, req.body.username);
      if (!target || target.upline_id !== agent.id) throw new AppError('access.forbidden');
      const modes = req.body.prizeMode ? [req.body.prizeMode] : PRIZE_MODE_IDS;
      await lottery.series.set(req.brand, {
        memberId: target.id,
        modes,
        series: req.body.series,
        by: agent.id,
      });
      return ok({ username: target.username, series: await lottery.series.all(req.brand, target.id) });
    },
  );
}
