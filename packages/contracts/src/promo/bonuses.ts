import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';

export const BONUS_STATUSES = ['open', 'met', 'forfeited', 'expired', 'free'] as const;

/** A bonus the member was given, with its wagering. */
export const zBonus = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  code: z.string(),
  title: z.string(),
  amount: z.string(),
  creditTo: z.enum(['main', 'bonus']),
  /** Turnover required, and counted so far with the game-type weights. */
  wagerRequired: z.string(),
  wagerDone: z.string(),
  /** Percent of the requirement done, 0-100 (two decimals). */
  progress: z.string(),
  /** open: wagering; met; forfeited; expired; free: no wagering asked. */
  status: z.enum(BONUS_STATUSES),
  createdAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
  metAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
});
export type Bonus = z.infer<typeof zBonus>;

export const zBonusesQuery = z.strictObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const zBonusesValue = z.object({
  list: z.array(zBonus),
  /** The bonus being wagered, if any (at most one at a time). */
  open: zBonus.nullable(),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type BonusesValue = z.infer<typeof zBonusesValue>;

export const zBonusParams = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_ID) });
export const zNoBody = z.strictObject({}).optional();
