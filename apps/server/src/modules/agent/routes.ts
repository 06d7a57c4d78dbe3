import type { Kysely } from 'kysely';
import { agentEndpoints, DEFAULT_AGENT_CENTRE_PAGE } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { localHour } from '../../lib/local-hour.ts';
import type { IdentityDeps } from '../identity/index.ts';
import type { LotterySeries } from '../lottery/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { agentAnnouncements } from './announcements.ts';
import { centrePages, requireAgent } from './centre.ts';
import { teamMembers } from './members.ts';
import { teamOverview } from './overview.ts';
import { agentRecordRoutes } from './records-routes.ts';
import { agentRegisterRoutes } from './register-routes.ts';
import { contractKinds } from './contracts.ts';
import { contractRoutes } from './contract-routes.ts';

const tags = ['agent'];
const noStore = { 'cache-control': 'no-store' };

export type AgentDeps = {
  db: Kysely<Database>;
  wallet: Wallet;
  identity: IdentityDeps;
  series: LotterySeries;
  /** Told once a contract is offered and stored (app.ts: the member's message). */
  onContractOffered?:
    ((e: { merchantId: number; memberId: number; kind: string; from: string }) => Promise<void>) | undefined;
};

/** The agent centre: its menu and its reports, for the signed-in agent's own team only. */
export function agentRoutes(app: App, deps: AgentDeps) {
  const { sessions } = deps.identity;
  serve(app, {
    endpoint: agentEndpoints.centre,
    schema: { tags, summary: "The agent centre's menu for the signed-in agent" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      const timeZone = req.brand.settings.timeZone;
      return ok({
        pages: centrePages(req.brand, await contractKinds(deps.db, member.id)),
        defaultPage: DEFAULT_AGENT_CENTRE_PAGE,
        timeZone,
        today: localHour(Date.now(), timeZone).day,
      });
    },
  });

  serve(app, {
    endpoint: agentEndpoints.announcements,
    schema: { tags, summary: "The brand's announcements for agents, newest first (AGEANNOUNCE3)" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      return ok(await agentAnnouncements(deps, { brand: req.brand, lang: req.lang, ...req.query }));
    },
  });

  serve(app, {
    endpoint: agentEndpoints.teamOverview,
    schema: { tags, summary: "The signed-in agent's team over a range of the brand's local days" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      const value = await teamOverview(deps, {
        brand: req.brand,
        agentId: member.id,
        from: req.query.from,
        to: req.query.to,
        now: Date.now(),
      });
      return ok(value);
    },
  });

  serve(app, {
    endpoint: agentEndpoints.teamMembers,
    schema: { tags, summary: "One level of the signed-in agent's team, or all of it, with balances" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      return ok(await teamMembers(deps, { brand: req.brand, agentId: member.id, query: req.query }));
    },
  });

  agentRecordRoutes(app, deps);
  agentRegisterRoutes(app, deps);
  contractRoutes(app, deps);
}
