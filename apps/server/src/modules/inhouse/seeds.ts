import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { FairnessValue } from '@lotto/contracts';
import type { Database, FairSeedsTable } from '../../db/schema.ts';
import { randomHex32, sha256Hex } from '../../lib/node-crypto.ts';
import * as repo from './repo/seeds.ts';

export type SeedRow = Selectable<FairSeedsTable>;
export type ClaimedNonce = {
  seedId: number;
  nonce: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
};
/** What never changes of a pair once made: its server seed and the hash that commits it. */
export type PairSeeds = { server_seed: string; server_seed_hash: string };

/** Pairs whose seeds are kept in memory; the oldest known is forgotten past this. */
const KEPT_PAIRS = 10_000;

type Owner = { merchantId: number; memberId: number };

/** A client seed the site suggests: 16 random characters of the allowed alphabet. */
const newClientSeed = () => randomBytes(12).toString('base64url');

/** Starts a pair: a new secret server seed, committed by its hash, at nonce 0. */
async function insertPair(db: Kysely<Database>, p: Owner & { seq: number; clientSeed: string }) {
  const serverSeed = randomHex32();
  // a concurrent first use or rotation took this seq: the caller reads the winner's pair
  await repo.insertSeedOnce(db, {
    merchant_id: p.merchantId,
    member_id: p.memberId,
    seq: p.seq,
    server_seed: serverSeed,
    server_seed_hash: sha256Hex(serverSeed),
    client_seed: p.clientSeed,
    next_nonce: 0,
    state: 'active',
    created_at: Date.now(),
    revealed_at: null,
  });
}

/**
 * Members' seed pairs (decision 010, "Rounds and seeds"). Each member has one active pair: a
 * secret server seed committed by its SHA-256, a client seed they may change, and the next
 * nonce. Rotating reveals the active server seed and starts a new pair at nonce 0. Nonces are
 * claimed by one conditional UPDATE, so concurrent rounds never share one.
 */
export class Seeds {
  readonly #db: Kysely<Database>;
  /** Pair id -> its seeds (never change): replays and unfinished rounds need no read. */
  readonly #seeds = new Map<number, PairSeeds>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * The member's active pair, created on first use. A member's newest pair is the active one (a
   * rotation reveals it and adds the next in one transaction), so a pair is added only after
   * the newest (seq + 1, unique): of concurrent first rounds one adds pair 1 and the others
   * use it, never a second active pair.
   */
  async active(o: Owner): Promise<SeedRow> {
    for (;;) {
      const newest = await repo.newestSeed(this.#db, o.memberId);
      if (newest?.state === 'active') return newest;
      await insertPair(this.#db, { ...o, seq: (newest?.seq ?? 0) + 1, clientSeed: newClientSeed() });
    }
  }

  async fairness(o: Owner): Promise<FairnessValue> {
    const active = await this.active(o);
    const previous = await repo.lastRevealedSeed(this.#db, o.memberId);
    return {
      serverSeedHash: active.server_seed_hash,
      clientSeed: active.client_seed,
      nonce: active.next_nonce,
      previous: previous
        ? {
            serverSeed: previous.server_seed,
            serverSeedHash: previous.server_seed_hash,
            clientSeed: previous.client_seed,
            lastNonce: previous.next_nonce - 1,
          }
        : null,
    };
  }

  /** Takes effect from the next round; the nonce carries on. */
  async setClientSeed(o: Owner, clientSeed: string): Promise<FairnessValue> {
    await this.active(o);
    await repo.setActiveClientSeed(this.#db, { memberId: o.memberId, clientSeed });
    return this.fairness(o);
  }

  /**
   * Reveals the active server seed and starts a new pair at nonce 0 with the same client seed,
   * in one transaction; of two concurrent rotations one wins and the other answers its result.
   */
  async rotate(o: Owner): Promise<FairnessValue> {
    const active = await this.active(o);
    await this.#db
      .transaction()
      .execute(async (trx) => {
        if (!(await repo.revealSeed(trx, { id: active.id, at: Date.now() }))) throw new RotatedMeanwhile();
        await insertPair(trx, { ...o, seq: active.seq + 1, clientSeed: active.client_seed });
      })
      .catch((err: unknown) => {
        if (!(err instanceof RotatedMeanwhile)) throw err;
      });
    return this.fairness(o);
  }

  /**
   * Claims the next nonce of the member's active pair: one statement reads and increments it,
   * so no two rounds ever get the same (seed, nonce). Undefined when the member has no active
   * pair (call `active` first; it can also mean a rotation got in between: call both again).
   * `db` may be a transaction.
   */
  async claim(memberId: number, db: Kysely<Database> = this.#db): Promise<ClaimedNonce | undefined> {
    const row = await repo.takeNonce(db, memberId);
    if (!row) return undefined;
    this.#keep(row.id, row);
    return {
      seedId: row.id,
      nonce: row.next_nonce - 1,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
    };
  }

  /** A pair's seeds, from memory once seen (they never change; the pair's state and nonce do). */
  async seedsOf(id: number): Promise<PairSeeds | undefined> {
    const known = this.#seeds.get(id);
    if (known) return known;
    const row = await repo.seedById(this.#db, id);
    if (row) this.#keep(id, row);
    return row;
  }

  #keep(id: number, s: PairSeeds) {
    if (this.#seeds.size >= KEPT_PAIRS) this.#seeds.delete(this.#seeds.keys().next().value!);
    this.#seeds.set(id, { server_seed: s.server_seed, server_seed_hash: s.server_seed_hash });
  }
}

class RotatedMeanwhile extends Error {}
