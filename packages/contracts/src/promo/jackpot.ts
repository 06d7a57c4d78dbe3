import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { rewardApi } from './reward-api.ts';

/**
 * A brand's progressive jackpot: `sharePpm` millionths of each qualifying real in-house stake (at
 * least `minStake`, minor units) go to the pool; each such round wins it 1 in `odds` by a provably
 * fair draw; after a win the pool starts again from `seed` (the operator's money).
 */
export const zJackpotSettings = z.object({
  enabled: z.boolean().default(false),
  sharePpm: z.number().int().min(1).max(100_000).default(5_000),
  minStake: z.number().int().min(1).default(100),
  odds: z.number().int().min(2).max(2_000_000_000).default(100_000),
  seed: z.number().int().min(0).default(100_000),
});
export type JackpotSettings = z.infer<typeof zJackpotSettings>;

export const zJackpot = z.object({
  enabled: z.boolean(),
  /** The pool now (at most a few seconds old). */
  amount: z.string(),
  /** A qualifying round wins 1 in `odds`; stakes from `minStake`; share of each stake in percent. */
  odds: z.number().int(),
  minStake: z.string(),
  share: z.string(),
  lastWin: z
    .object({ name: z.string(), amount: z.string(), at: z.number().int(), roundId: z.number().int() })
    .nullable(),
});
export type Jackpot = z.infer<typeof zJackpot>;

export const jackpotEndpoint = endpoint(rewardApi.jackpot, { response: zJackpot });
