import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, finishRound, roundKeys, type RoundRow } from './finish.ts';
import type { GameRow } from './game-rows.ts';
import * as repo from './repo/rounds.ts';
import type { Seeds } from './seeds.ts';

/**
 * A round's request takes milliseconds; a stake still held this long after, on a round that never
 * claimed its nonce (so has no outcome), belongs to a request that died half-way: the sweep
 * releases it and voids the round. A round that claimed its nonce is finished instead, whatever
 * its age.
 */
export const ROUND_HOLD_MS = 10 * 60_000;

/** A retry of a round the sweep voided: its stake went back and it is never played. */
export const roundVoided = () =>
  new AppError('conflict', {
    details: [{ path: 'requestId', code: 'inhouse.round.void', message: 'This round was cancelled.' }],
  });

class ClaimedElsewhere extends Error {}

type Deps = { db: Kysely<Database>; wallet: Wallet; seeds: Seeds };

/**
 * The retry of a round an older version left pending (it played a round in steps: the round,
 * its stake held, the nonce claimed, the capture, the record). Today's rounds are written
 * settled in one transaction, so only such rows get here: the retry finishes it the way that
 * version would have, every step idempotent on the round's keys (the sweep may run it too).
 */
export async function finishOlderRound(
  deps: Deps,
  { brand, row, game }: { brand: Brand; row: RoundRow; game: GameRow },
): Promise<RoundRow> {
  const keys = roundKeys(row, game.vendor_code);
  let holdId: number;
  try {
    ({ holdId } = await deps.wallet.hold({
      merchantId: brand.id,
      currency: brand.settings.currency,
      idemKey: keys.hold,
      member: row.member_id,
      code: accountOf(row.mode),
      amount: BigInt(row.stake),
      type: 'bet',
      ref: keys.ref,
      ttlMs: ROUND_HOLD_MS,
    }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'wallet.insufficient.funds')
      // nothing moved and no nonce was used: the request id is free for a later try
      await repo.deleteUnseededRound(deps.db, row.id);
    throw err;
  }
  if (row.seed_id === null || row.nonce === null)
    row = await claim(deps, { merchantId: brand.id, memberId: row.member_id }, { row, holdId });
  if (row.status === 'void') {
    // the sweep released this round's stake as abandoned (no outcome yet) while we waited
    await deps.wallet.void(brand.id, holdId);
    throw roundVoided();
  }
  return finishRound(deps, {
    merchantId: brand.id,
    currency: brand.settings.currency,
    timeZone: brand.settings.timeZone,
    row,
    game,
    holdId,
  });
}

/** Gives the round the next nonce of the active pair, once: the claim and the round change together. */
async function claim(
  deps: Deps,
  owner: { merchantId: number; memberId: number },
  { row, holdId }: { row: RoundRow; holdId: number },
): Promise<RoundRow> {
  for (;;) {
    await deps.seeds.active(owner);
    try {
      const claimed = await deps.db.transaction().execute(async (trx) => {
        const nonce = await deps.seeds.claim(owner.memberId, trx);
        if (!nonce) return undefined; // rotated in between: try on the new pair
        const updated = await repo.seedRound(trx, {
          id: row.id,
          seed_id: nonce.seedId,
          nonce: nonce.nonce,
          client_seed: nonce.clientSeed,
          hold_id: holdId,
        });
        // a concurrent retry of the same request claimed first: undo this claim
        if (!updated) throw new ClaimedElsewhere();
        return updated;
      });
      if (claimed) return claimed;
    } catch (err) {
      if (!(err instanceof ClaimedElsewhere)) throw err;
      return repo.getRound(deps.db, row.id);
    }
  }
}
