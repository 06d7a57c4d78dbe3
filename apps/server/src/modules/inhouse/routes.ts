import type { Kysely } from 'kysely';
import {
  MEMBER_TYPE,
  zClientSeedBody,
  zCrashBetBody,
  zCrashBetValue,
  zCrashChainValue,
  zCrashValue,
  zFairnessValue,
  zInhouseRound,
  zPlayBody,
  zPlayValue,
  zRotateBody,
  zRoundParams,
  zRoundsPage,
  zRoundsQuery,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { CrashGame } from './crash.ts';
import { Rounds } from './rounds.ts';
import { Seeds } from './seeds.ts';

export type Inhouse = { seeds: Seeds; rounds: Rounds; crash: CrashGame; clock: Clock };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    inhouse: Inhouse;
  }
}

/**
 * The in-house games' API (docs/games/in-house.md): fairness (seed pairs), rounds of dice,
 * mines, plinko, keno and the slot, and crash. The crash scheduler starts with the app (unless
 * `autoStart` is false: tests drive it with their own clock) and stops when it closes.
 */
export function inhouseRoutes(
  app: App,
  deps: { db: Kysely<Database>; wallet: Wallet; sessions: Sessions; autoStart: boolean; clock?: Clock },
): Inhouse {
  const r = typed(app);
  const tags = ['in-house games'];
  const clock: Clock = deps.clock ?? { now: () => Date.now() };
  const seeds = new Seeds(deps.db);
  const rounds = new Rounds(deps.db, deps.wallet, seeds);
  const crash = new CrashGame(deps.db, deps.wallet, clock, {
    onError: (err) => app.log.error({ err }, 'crash scheduler'),
  });
  const inhouse: Inhouse = { seeds, rounds, crash, clock };
  app.decorate('inhouse', inhouse);

  /** Signed in, not a restricted account; demo accounts play with play money. */
  const player = async (req: Parameters<Sessions['require']>[0]) => {
    const { member } = await deps.sessions.require(req);
    if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
    return member;
  };
  const owner = (req: { brand: { id: number } }, member: { id: number }) => ({
    merchantId: req.brand.id,
    memberId: member.id,
  });

  r.get(
    '/wps/inhouse/fairness',
    {
      schema: {
        tags,
        summary: 'The active seed pair (server seed hash, client seed, next nonce) and the last revealed one',
        response: replies(zFairnessValue),
      },
    },
    async (req) => ok(await seeds.fairness(owner(req, await player(req)))),
  );

  r.put(
    '/wps/inhouse/fairness/client-seed',
    {
      schema: {
        tags,
        summary: 'Sets the client seed from the next round on; the nonce carries on',
        body: zClientSeedBody,
        response: replies(zFairnessValue),
      },
    },
    async (req) => ok(await seeds.setClientSeed(owner(req, await player(req)), req.body.clientSeed)),
  );

  r.post(
    '/wps/inhouse/fairness/rotate',
    {
      schema: {
        tags,
        summary: 'Reveals the active server seed (in previous) and starts a new pair at nonce 0',
        body: zRotateBody,
        response: replies(zFairnessValue),
      },
    },
    async (req) => ok(await seeds.rotate(owner(req, await player(req)))),
  );

  r.post(
    '/wps/inhouse/play',
    {
      schema: {
        tags,
        summary: 'Plays one round of dice, mines, plinko, keno or the slot; idempotent on requestId',
        body: zPlayBody,
        response: replies(zPlayValue),
      },
    },
    async (req) => ok(await rounds.play(req.brand, await player(req), req.body)),
  );

  r.get(
    '/wps/inhouse/rounds',
    {
      schema: {
        tags,
        summary: "The member's own rounds, newest first, 20 a page",
        querystring: zRoundsQuery,
        response: replies(zRoundsPage),
      },
    },
    async (req) => ok(await rounds.list(req.brand, await player(req), req.query)),
  );

  r.get(
    '/wps/inhouse/rounds/:roundId',
    {
      schema: {
        tags,
        summary: "One of the member's rounds, with its server seed once that seed is revealed",
        params: zRoundParams,
        response: replies(zInhouseRound),
      },
    },
    async (req) => ok(await rounds.get(req.brand, await player(req), req.params.roundId)),
  );

  r.get(
    '/wps/inhouse/crash',
    {
      schema: {
        tags,
        summary: 'The current crash round and the last 20 crashed rounds with their hashes',
        response: replies(zCrashValue),
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await crash.state(req.brand.id));
    },
  );

  r.get(
    '/wps/inhouse/crash/chain',
    {
      schema: {
        tags,
        summary: "The crash hash chain's terminating hash and salt, to verify revealed round hashes",
        response: replies(zCrashChainValue),
      },
    },
    async (req) => ok(await crash.chain(req.brand.id)),
  );

  r.post(
    '/wps/inhouse/crash/bet',
    {
      schema: {
        tags,
        summary: 'Joins the current crash round in its betting phase with an auto cash-out target',
        body: zCrashBetBody,
        response: replies(zCrashBetValue),
      },
    },
    async (req) => ok(await crash.bet(req.brand, await player(req), req.body)),
  );

  if (deps.autoStart) app.addHook('onReady', () => Promise.resolve(crash.start()));
  app.addHook('onClose', async () => {
    await crash.stop();
  });
  return inhouse;
}
