import { AGENT_TYPES, zLotterySeriesBody, zLotterySeriesValue } from '@lotto/contracts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import { membersRepo, type Sessions } from '../identity/index.ts';
import { PRIZE_MODE_IDS } from './series.ts';
import type { Lottery } from './service.ts';

/**
 * Prize series (decision 014): a member reads its own; an agent sets a direct downline's, never
 * above its own nor below the brand's floor (the operator CLI does the same for anyone).
 */
export function lotterySeriesRoutes(app: App, deps: { lottery: Lottery; sessions: Sessions }) {
  const r = typed(app);
  const tags = ['lottery'];

  r.get(
    '/lgw/lottery/series',
    {
      schema: {
        tags,
        summary: "The member's own prize series in every prize mode: the highest a ticket may be bet at",
        response: replies(zLotterySeriesValue),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.require(req);
      return ok({ username: member.username, series: await deps.lottery.series.all(req.brand, member.id) });
    },
  );

  r.post(
    '/lgw/lottery/series',
    {
      schema: {
        tags,
        summary:
          "An agent sets a direct downline's prize series (one prize mode, or all): at most the agent's own, at least the brand's floor, and not below the downline's own downlines",
        body: zLotterySeriesBody,
        response: replies(zLotterySeriesValue),
      },
    },
    async (req) => {
      const { member: agent } = await deps.sessions.require(req);
      if (!AGENT_TYPES.includes(agent.type)) throw new AppError('login.non.agent');
      const target = await membersRepo.byUsername(deps.lottery.series.db, req.brand.id, req.body.username);
      if (!target || target.upline_id !== agent.id) throw new AppError('access.forbidden');
      const modes = req.body.prizeMode ? [req.body.prizeMode] : PRIZE_MODE_IDS;
      await deps.lottery.series.set(req.brand, {
        memberId: target.id,
        modes,
        series: req.body.series,
        by: agent.id,
      });
      return ok({ username: target.username, series: await deps.lottery.series.all(req.brand, target.id) });
    },
  );
}
