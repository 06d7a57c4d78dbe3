import { z } from 'zod';
import { contractEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import type { Brand } from '../brand/index.ts';
import { billsPage } from './bills-repo.ts';
import { requireAgent } from './centre.ts';
import { ContractScheduler } from './contract-scheduler.ts';
import {
  acceptContract,
  consolidated,
  listContracts,
  offerBody,
  offerContract,
  rejectContract,
  terminateContract,
} from './contracts.ts';
import { billViews, claimBill } from './payments.ts';
import { agentRoutes, type AgentDeps } from './routes.ts';

const tags = ['agent'];
const noStore = { 'cache-control': 'no-store' };

/** The signed-in agent of a request; anyone else is refused (see `requireAgent`). */
const signedAgent =
  ({ identity }: AgentDeps) =>
  async (req: Parameters<AgentDeps['identity']['sessions']['require']>[0]) => {
    const { member } = await identity.sessions.require(req);
    requireAgent(member);
    return member;
  };

/** Contracts between an agent and its direct downlines, their bills, and the member's pending offers. */
export function contractRoutes(app: App, deps: AgentDeps) {
  const { db } = deps;
  const agent = signedAgent(deps);

  serve(app, {
    endpoint: contractEndpoints.contracts,
    schema: {
      tags,
      summary: "The agent's contracts from its upline (side=mine) or with its downlines (side=team)",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const member = await agent(req);
      return ok(await listContracts(db, { brand: req.brand, agentId: member.id, ...req.query }));
    },
  });

  serve(app, {
    endpoint: contractEndpoints.offer,
    schema: { tags, summary: 'The agent offers a dividend or wage contract to a direct downline agent' },
    handler: async (req) => {
      const member = await agent(req);
      const body = offerBody(req.body);
      const offer = await offerContract(db, { brand: req.brand, uplineId: member.id, body, now: Date.now() });
      await deps.onContractOffered?.({
        merchantId: req.brand.id,
        memberId: offer.member.id,
        kind: offer.kind,
        from: member.username,
      });
      return ok(offer);
    },
  });

  const answers = [
    [
      contractEndpoints.accept,
      acceptContract,
      'The member accepts an offer; it replaces its contract of that kind',
    ],
    [contractEndpoints.reject, rejectContract, 'The member turns an offer down'],
    [
      contractEndpoints.terminate,
      terminateContract,
      'Either side ends a contract (the upline may withdraw an offer)',
    ],
  ] as const;
  for (const [endpoint, act, summary] of answers)
    serve(app, {
      endpoint,
      schema: { tags, summary },
      handler: async (req) => {
        const member = await agent(req);
        return ok(
          await act(db, { brand: req.brand, memberId: member.id, id: req.params.id, now: Date.now() }),
        );
      },
    });

  billRoutes(app, deps);
}

/** Bills paid to or by the agent, its claims, and the contract offers a member must answer. */
function billRoutes(app: App, deps: AgentDeps) {
  const { sessions } = deps.identity;
  const { db } = deps;
  const agent = signedAgent(deps);

  serve(app, {
    endpoint: contractEndpoints.bills,
    schema: {
      tags,
      summary: 'Bills paid to the agent (side=mine) or by it to its downlines (side=team), newest first',
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const member = await agent(req);
      const { pageNo, pageSize, side, kind } = req.query;
      const page = await billsPage(db, {
        merchantId: req.brand.id,
        agentId: member.id,
        side,
        kind,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      return ok({
        list: await billViews(db, page.rows),
        pageNo,
        totalPages: Math.ceil(page.total / pageSize),
        totalCount: page.total,
      });
    },
  });

  serve(app, {
    endpoint: contractEndpoints.claim,
    schema: { tags, summary: 'The payee takes what was paid into its bill' },
    handler: async (req) => {
      const member = await agent(req);
      return ok(await claimBill(deps, { brand: req.brand, memberId: member.id, id: req.params.id }));
    },
  });

  serve(app, {
    endpoint: contractEndpoints.consolidated,
    schema: { tags, summary: 'Contract offers waiting for the member, and which contract pages apply to it' },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      return ok(await consolidated(db, member.id));
    },
  });
}

/**
 * The contracts' scheduler with the app (unless `autoStart` is false: tests move its clock and
 * run it through `POST /wps/__test/agent/advance`).
 */
export function contractJob(
  app: App,
  deps: AgentDeps & {
    brandOf: (id: number) => Promise<Brand | undefined>;
    autoStart: boolean;
    testRoute: boolean;
  },
): ContractScheduler {
  let offsetMs = 0;
  const scheduler = new ContractScheduler({
    db: deps.db,
    wallet: deps.wallet,
    brandOf: deps.brandOf,
    clock: { now: () => Date.now() + offsetMs },
    onError: (err) => app.log.error({ err }, 'agent contracts'),
  });
  if (deps.autoStart)
    app.addHook('onReady', () => {
      scheduler.start();
      return Promise.resolve();
    });
  app.addHook('onClose', () => scheduler.stop());
  if (deps.testRoute)
    typed(app).post(
      '/wps/__test/agent/advance',
      {
        schema: {
          tags: ['test'],
          summary: "Moves the contracts' clock on by ms and runs the scheduler",
          body: z.strictObject({
            ms: z
              .number()
              .int()
              .min(0)
              .max(400 * 86_400_000),
          }),
          response: replies(z.object({ now: z.number() })),
        },
      },
      async (req) => {
        offsetMs += req.body.ms;
        await scheduler.tick();
        return ok({ now: scheduler.clock.now() });
      },
    );
  return scheduler;
}

/** The agent module with the app: the centre's routes and the contracts' scheduler (test routes when not started). */
export function agentModule(
  app: App,
  deps: AgentDeps & { brandOf: (id: number) => Promise<Brand | undefined>; autoStart: boolean },
): ContractScheduler {
  agentRoutes(app, deps);
  return contractJob(app, { ...deps, testRoute: !deps.autoStart });
}
