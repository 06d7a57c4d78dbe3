import { agentEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { removeInvitation } from '../identity/index.ts';
import { requireAgent, requireSwitch } from './centre.ts';
import { invitations, memberSeries, newInvitation, openDownline } from './register.ts';
import type { AgentDeps } from './routes.ts';

const tags = ['agent'];
const noStore = { 'cache-control': 'no-store' };

/** The register centre: accounts the signed-in agent opens directly, and its invitation links. */
export function agentRegisterRoutes(app: App, deps: AgentDeps) {
  const { sessions } = deps.identity;

  serve(app, {
    endpoint: agentEndpoints.createDownline,
    schema: {
      tags,
      summary: 'The agent opens a player or agent account directly under itself (AGEREGDOWN3)',
    },
    handler: async (req) => {
      const { member } = await sessions.require(req);
      requireAgent(member);
      return ok(await openDownline(deps, { brand: req.brand, agentId: member.id, ip: req.ip, ...req.body }));
    },
  });

  serve(app, {
    endpoint: agentEndpoints.invitations,
    schema: {
      tags,
      summary:
        "The register centre: the agent's invitation links with their registration counts, its own series and the brand's floors",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      return ok(await invitations(deps, { brand: req.brand, agentId: member.id }));
    },
  });

  serve(app, {
    endpoint: agentEndpoints.createInvitation,
    schema: {
      tags,
      summary: 'A new invitation link: what registering with it makes, and its series (CREATEAFF3)',
    },
    handler: async (req) => {
      const { member } = await sessions.require(req);
      requireAgent(member);
      return ok(await newInvitation(deps, { brand: req.brand, agentId: member.id, ...req.body }));
    },
  });

  serve(app, {
    endpoint: agentEndpoints.removeInvitation,
    schema: { tags, summary: "Stops one of the agent's invitation links; accounts made with it stay" },
    handler: async (req) => {
      const { member } = await sessions.require(req);
      requireAgent(member);
      requireSwitch(req.brand, ['AFFMAN3', 'CREATEAFF3']);
      await removeInvitation(deps.identity, { brand: req.brand, agentId: member.id, id: req.params.id });
      return ok({ done: true as const });
    },
  });

  serve(app, {
    endpoint: agentEndpoints.memberSeries,
    schema: {
      tags,
      summary: "A team member's lottery series, and whether and how far the agent may change it",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireAgent(member);
      return ok(await memberSeries(deps, { brand: req.brand, agentId: member.id, memberId: req.params.id }));
    },
  });
}
