import type { Kysely } from 'kysely';
import { inhouseEndpoints, MEMBER_TYPE } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import type { MemberRow, Sessions } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { CrashGame } from './crash.ts';
import { GameRows } from './game-rows.ts';
import { Rounds } from './rounds.ts';
import { Seeds } from './seeds.ts';

export type Inhouse = { seeds: Seeds; rounds: Rounds; crash: CrashGame; clock: Clock };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    inhouse: Inhouse;
  }
}

const tags = ['in-house games'];

/** What the in-house routes answer with: the games, and who may play them. */
type Ctx = Inhouse & {
  /** Signed in, not a restricted account; demo accounts play with play money. */
  player: (req: Parameters<Sessions['require']>[0]) => Promise<MemberRow>;
};

const owner = (req: { brand: { id: number } }, member: { id: number }) => ({
  merchantId: req.brand.id,
  memberId: member.id,
});

/** Seed pairs: the active one, a new client seed, a rotation. */
function fairnessRoutes(app: App, { seeds, player }: Ctx) {
  serve(app, {
    endpoint: inhouseEndpoints.fairness,
    schema: {
      tags,
      summary: 'The active seed pair (server seed hash, client seed, next nonce) and the last revealed one',
    },
    handler: async (req) => ok(await seeds.fairness(owner(req, await player(req)))),
  });

  serve(app, {
    endpoint: inhouseEndpoints.clientSeed,
    schema: { tags, summary: 'Sets the client seed from the next round on; the nonce carries on' },
    handler: async (req) => ok(await seeds.setClientSeed(owner(req, await player(req)), req.body.clientSeed)),
  });

  serve(app, {
    endpoint: inhouseEndpoints.rotate,
    schema: {
      tags,
      summary: 'Reveals the active server seed (in previous) and starts a new pair at nonce 0',
    },
    handler: async (req) => ok(await seeds.rotate(owner(req, await player(req)))),
  });
}

/** Rounds of dice, mines, plinko, keno and the slot: playing one, and the member's own. */
function roundRoutes(app: App, { rounds, player }: Ctx) {
  serve(app, {
    endpoint: inhouseEndpoints.play,
    schema: {
      tags,
      summary: 'Plays one round of dice, mines, plinko, keno or the slot; idempotent on requestId',
    },
    handler: async (req) => ok(await rounds.play({ brand: req.brand, member: await player(req) }, req.body)),
  });

  serve(app, {
    endpoint: inhouseEndpoints.rounds,
    schema: { tags, summary: "The member's own rounds, newest first, 20 a page" },
    handler: async (req) => ok(await rounds.list({ brand: req.brand, member: await player(req) }, req.query)),
  });

  serve(app, {
    endpoint: inhouseEndpoints.round,
    schema: {
      tags,
      summary: "One of the member's rounds, with its server seed once that seed is revealed",
    },
    handler: async (req) =>
      ok(await rounds.get({ brand: req.brand, member: await player(req) }, req.params.roundId)),
  });
}

/** Crash: the current round and history, the hash chain, a bet. */
function crashRoutes(app: App, { crash, player }: Ctx) {
  serve(app, {
    endpoint: inhouseEndpoints.crash,
    schema: { tags, summary: 'The current crash round and the last 20 crashed rounds with their hashes' },
    handler: async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await crash.state(req.brand.id));
    },
  });

  serve(app, {
    endpoint: inhouseEndpoints.crashChain,
    schema: {
      tags,
      summary: "The crash hash chain's terminating hash and salt, to verify revealed round hashes",
    },
    handler: async (req) => ok(await crash.chain(req.brand.id)),
  });

  serve(app, {
    endpoint: inhouseEndpoints.crashBet,
    schema: {
      tags,
      summary: 'Joins the current crash round in its betting phase with an auto cash-out target',
    },
    handler: async (req) => ok(await crash.bet({ brand: req.brand, member: await player(req) }, req.body)),
  });
}

/**
 * The in-house games' API (docs/games/in-house.md): fairness (seed pairs), rounds of dice,
 * mines, plinko, keno and the slot, and crash. The crash scheduler starts with the app (unless
 * `autoStart` is false: tests drive it with their own clock) and stops when it closes.
 */
export function inhouseRoutes(
  app: App,
  deps: {
    db: Kysely<Database>;
    wallet: Wallet;
    sessions: Sessions;
    autoStart: boolean;
    clock?: Clock;
    timeZoneOf: (merchantId: number) => Promise<string>;
  },
): Inhouse {
  const clock: Clock = deps.clock ?? { now: () => Date.now() };
  const seeds = new Seeds(deps.db);
  const games = new GameRows(deps.db);
  const rounds = new Rounds({ db: deps.db, wallet: deps.wallet, seeds, games });
  const crash = new CrashGame(
    { db: deps.db, wallet: deps.wallet, clock, timeZoneOf: deps.timeZoneOf, games },
    {
      onError: (err) => app.log.error({ err }, 'crash scheduler'),
    },
  );
  const inhouse: Inhouse = { seeds, rounds, crash, clock };
  app.decorate('inhouse', inhouse);

  const player = async (req: Parameters<Sessions['require']>[0]) => {
    const { member } = await deps.sessions.require(req);
    if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
    return member;
  };
  const ctx: Ctx = { ...inhouse, player };
  fairnessRoutes(app, ctx);
  roundRoutes(app, ctx);
  crashRoutes(app, ctx);

  if (deps.autoStart) app.addHook('onReady', () => Promise.resolve(crash.start()));
  app.addHook('onClose', async () => {
    await crash.stop();
  });
  return inhouse;
}
