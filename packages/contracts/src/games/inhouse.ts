/**
 * The in-house games' API (docs/games/in-house.md, decision 010): seeds and fairness, rounds of
 * dice, mines, plinko, keno and the slot, and the shared crash rounds. The maths lives in
 * `./fair/`; these are the request and response shapes the server and the web app share.
 */
import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET } from './fair/crash.ts';
import { validDiceParams } from './fair/dice.ts';
import { KENO_MAX_PICKS, KENO_NUMBERS, validKenoParams } from './fair/keno.ts';
import { MINES_TILES, validMinesParams } from './fair/mines.ts';
import { PLINKO_RISKS } from './fair/plinko.ts';

/** The games played one round at a time on the member's own seed pair (crash is shared). */
export const INHOUSE_GAMES = ['dice', 'mines', 'plinko', 'keno', 'slot'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];

/** Stakes in minor units: 1.00 to 10,000.00 a round or a crash bet. */
export const INHOUSE_MIN_STAKE = 100;
export const INHOUSE_MAX_STAKE = 1_000_000;

/** Crash timing lives with the zod-free maths so the web app can animate rounds without zod. */
export { CRASH_BETTING_MS, CRASH_GROWTH, crashDurationMs, crashMultiplierAt } from './fair/crash.ts';

const stakeMinor = (text: string) => {
  const [units = '0', cents = ''] = text.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
};

/** A stake as a decimal string, "10.00": 1.00 to 10,000.00. */
export const zStakeText = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount')
  .refine((s) => stakeMinor(s) >= INHOUSE_MIN_STAKE, { message: 'stake.too.small' })
  .refine((s) => stakeMinor(s) <= INHOUSE_MAX_STAKE, { message: 'stake.too.large' });

/** The client's key for a round or bet: a replay with the same key answers the first one. */
export const zRequestId = z.string().min(8).max(64);

export const zClientSeed = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'clientSeed');

// ---- fairness -------------------------------------------------------------------------------

export const zFairnessValue = z.object({
  /** SHA-256 (hex) of the active server seed: the commitment shown before play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
  /** The pair last rotated out, its server seed revealed; null before the first rotation. */
  previous: z
    .object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      /** The nonce of its last round; -1 when none was played. */
      lastNonce: z.number().int(),
    })
    .nullable(),
});
export type FairnessValue = z.infer<typeof zFairnessValue>;

export const zClientSeedBody = z.object({ clientSeed: zClientSeed });
export type ClientSeedBody = z.infer<typeof zClientSeedBody>;
/** Rotation takes no fields; an empty object (or no body) is fine. */
export const zRotateBody = z.object({}).optional();

// ---- game params and outcomes --------------------------------------------------------------

export const zDiceParams = z
  .object({
    /** Hundredths, 0.00 to 99.99: under wins when roll < target, over when roll > target. */
    target: z.number().int().min(0).max(9_999),
    direction: z.enum(['under', 'over']),
  })
  .refine(validDiceParams, { message: 'dice.chance', path: ['target'] });
export const zMinesParams = z
  .object({
    mines: z
      .number()
      .int()
      .min(1)
      .max(MINES_TILES - 1),
    /** The tiles revealed in order, then cashed out (0 to 24, row by row). */
    tiles: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(MINES_TILES - 1),
      )
      .min(1)
      .max(MINES_TILES - 1),
  })
  .refine(validMinesParams, { message: 'mines.tiles', path: ['tiles'] });
export const zPlinkoParams = z.object({
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]),
  risk: z.enum(PLINKO_RISKS),
});
export const zKenoParams = z
  .object({
    picks: z.array(z.number().int().min(1).max(KENO_NUMBERS)).min(1).max(KENO_MAX_PICKS),
  })
  .refine(validKenoParams, { message: 'keno.picks', path: ['picks'] });
export const zSlotParams = z.object({}).strict();

export const zDiceOutcome = z.object({ roll: z.number().int() });
export const zMinesOutcome = z.object({ mines: z.array(z.number().int()) });
export const zPlinkoOutcome = z.object({ path: z.array(z.enum(['L', 'R'])), bucket: z.number().int() });
export const zKenoOutcome = z.object({ drawn: z.array(z.number().int()) });
export const zSlotOutcome = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
});

const gameShapes = {
  dice: { params: zDiceParams, outcome: zDiceOutcome },
  mines: { params: zMinesParams, outcome: zMinesOutcome },
  plinko: { params: zPlinkoParams, outcome: zPlinkoOutcome },
  keno: { params: zKenoParams, outcome: zKenoOutcome },
  slot: { params: zSlotParams, outcome: zSlotOutcome },
} as const;

// ---- play --------------------------------------------------------------------------------------

const playOf = <G extends InhouseGame>(game: G) =>
  z.object({
    game: z.literal(game),
    stake: zStakeText,
    params: gameShapes[game].params,
    requestId: zRequestId,
  });

/** POST /wps/inhouse/play. */
export const zPlayBody = z.discriminatedUnion('game', [
  playOf('dice'),
  playOf('mines'),
  playOf('plinko'),
  playOf('keno'),
  playOf('slot'),
]);
export type PlayBody = z.infer<typeof zPlayBody>;

const roundFields = {
  roundId: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  /** The round's multiplier in basis points (1/10000), as a decimal string. */
  multiplierBp: z.string(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
};

const roundOf = <G extends InhouseGame>(game: G) =>
  z.object({
    game: z.literal(game),
    params: gameShapes[game].params,
    outcome: gameShapes[game].outcome,
    ...roundFields,
  });

const withFields = <T extends z.ZodRawShape>(extra: T) =>
  z.discriminatedUnion('game', [
    roundOf('dice').extend(extra),
    roundOf('mines').extend(extra),
    roundOf('plinko').extend(extra),
    roundOf('keno').extend(extra),
    roundOf('slot').extend(extra),
  ]);

/** A settled round, and the available balance of the account played (main, or play money). */
export const zPlayValue = withFields({ balance: z.string() });
export type PlayValue = z.infer<typeof zPlayValue>;

/** A round in the member's history: the server seed shows once that seed is revealed. */
export const zInhouseRound = withFields({
  serverSeed: z.string().nullable(),
  mode: z.enum(['real', 'demo']),
  createdAt: z.number().int(),
});
export type InhouseRound = z.infer<typeof zInhouseRound>;

export const zRoundsQuery = z.object({
  game: z.enum(INHOUSE_GAMES).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
});
export type RoundsQuery = z.infer<typeof zRoundsQuery>;
export const zRoundsPage = z.object({
  list: z.array(zInhouseRound),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type RoundsPage = z.infer<typeof zRoundsPage>;
export const zRoundParams = z.object({ roundId: z.coerce.number().int().positive().max(MAX_ID) });

// ---- crash -------------------------------------------------------------------------------------

export const zCrashChainValue = z.object({
  /** SHA-256 of game 1's hash: every revealed game hash hashes back to it. */
  terminatingHash: z.string(),
  /** HMAC message of every game of the chain, fixed when the chain was created. */
  salt: z.string(),
});
export type CrashChainValue = z.infer<typeof zCrashChainValue>;

export const crashPhases = ['betting', 'running', 'crashed'] as const;
export const zCrashRound = z.object({
  id: z.number().int(),
  phase: z.enum(crashPhases),
  /** When betting closes and the multiplier starts to climb (ms since the epoch). */
  startsAt: z.number().int(),
  /** Hundredths; null until the round has crashed. */
  crashPoint: z.number().int().nullable(),
  /** The round's chain hash; null until the round has crashed. */
  hash: z.string().nullable(),
});
export type CrashRound = z.infer<typeof zCrashRound>;

export const zCrashValue = z.object({
  round: zCrashRound,
  /** The last 20 crashed rounds, newest first. */
  history: z.array(zCrashRound),
});
export type CrashValue = z.infer<typeof zCrashValue>;

export const zCrashBetBody = z.object({
  stake: zStakeText,
  /** Auto cash-out multiplier in hundredths: 200 = 2.00x. */
  target: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX_TARGET),
  requestId: zRequestId,
});
export type CrashBetBody = z.infer<typeof zCrashBetBody>;

export const zCrashBetValue = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  stake: z.string(),
  target: z.number().int(),
  /** Available balance of the account played, the stake held. */
  balance: z.string(),
});
export type CrashBetValue = z.infer<typeof zCrashBetValue>;

/** `details[].code` of a crash bet refused with `request.invalid` because betting is closed. */
export const CRASH_BETTING_CLOSED = 'crash.betting.closed';
