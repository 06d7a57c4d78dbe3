import { agentEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { requireAgent, requireSwitch } from './centre.ts';
import { teamBets, teamProfit, teamTransactions } from './records.ts';
import { agentRevenue } from './revenue.ts';
import type { AgentDeps } from './routes.ts';

const tags = ['agent'];
const noStore = { 'cache-control': 'no-store' };

/**
 * The team's records: bets (TEAMBETTING3), each member's profit and loss (AGETEAMPNL3), account
 * records; and the agent's own income.
 */
export function agentRecordRoutes(app: App, deps: AgentDeps) {
  const { sessions } = deps.identity;

  serve(app, {
    endpoint: agentEndpoints.teamBets,
    schema: { tags, summary: "The signed-in agent's team's betting records, with filters and totals" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      requireSwitch(req.brand, ['TEAMBETTING3']);
      return ok(
        await teamBets(deps, { brand: req.brand, lang: req.lang, agentId: member.id, query: req.query }),
      );
    },
  });

  serve(app, {
    endpoint: agentEndpoints.teamProfit,
    schema: { tags, summary: "Each of the signed-in agent's team members' profit and loss over a range" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      requireSwitch(req.brand, ['AGETEAMPNL3']);
      return ok(await teamProfit(deps, { brand: req.brand, agentId: member.id, query: req.query }));
    },
  });

  serve(app, {
    endpoint: agentEndpoints.teamTransactions,
    schema: {
      tags,
      summary: "The signed-in agent's team's account records: deposits, withdrawals, transfers",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      return ok(await teamTransactions(deps, { brand: req.brand, agentId: member.id, query: req.query }));
    },
  });

  serve(app, {
    endpoint: agentEndpoints.revenue,
    schema: {
      tags,
      summary: "The signed-in agent's own income by day and source: rebates, dividends, wages",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      return ok(await agentRevenue(deps, { brand: req.brand, agentId: member.id, ...req.query }));
    },
  });
}
