// What the draw scheduler's parts share: its dependencies and the lease on a draw.
import type { Kysely } from 'kysely';
import type { LotteryEvent } from '@lotto/contracts';
import type { Database, LotteryDrawState } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Wallet } from '../wallet/index.ts';
import type { ClaimedRebates } from './rebates.ts';
import { setLease, takeLease } from './repo/draws.ts';

/** The scheduler's dependencies, as its parts (draw-open.ts, draw-settle.ts) take them. */
export type DrawsCore = {
  db: Kysely<Database>;
  wallet: Wallet;
  clock: Clock;
  /** Whether the database is PostgreSQL. */
  pg: boolean;
  /** Tickets settled or refunded per batch. */
  batch: number;
  rebates: ClaimedRebates;
  onError: (err: unknown) => void;
  emit: (merchantId: number, e: LotteryEvent) => void;
};

export const LEASE_MS = 60_000;

/** Takes the draw for this process until the lease runs out; false when another holds it. */
export function lease(core: DrawsCore, { drawId, state }: { drawId: number; state: LotteryDrawState }) {
  const now = Date.now();
  return takeLease(core.db, { id: drawId, state, now, until: now + LEASE_MS });
}

export function release(core: DrawsCore, drawId: number): Promise<void> {
  return setLease(core.db, { id: drawId, until: 0 });
}
