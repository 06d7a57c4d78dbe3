import { payout } from '@lotto/contracts/games/fair/fair';
import { verifyRound, type RoundToVerify } from '@lotto/contracts/games/fair/verify';
import { nodeHmac } from '../../lib/node-crypto.ts';
import { StatementBatch } from '../../lib/statement-batch.ts';
import { betRecordsPart } from '../games/index.ts';
import type { BulkWork, Wallet } from '../wallet/index.ts';
import type { RoundRow } from './finish.ts';
import { roundBet, roundMovements, type RoundOrder } from './play.ts';
import { insertRounds } from './repo/rounds.ts';
import { giveBackNonces, takeNonces, type BatchNonce } from './repo/seeds.ts';

/** A round of a batch with its nonce and outcome. */
type Round = {
  c: BatchNonce;
  o: RoundOrder;
  verified: Awaited<ReturnType<typeof verifyRound>>;
  win: bigint;
};

/** How many played request ids a batch remembers (about 60 bytes each). */
const RECENT = 100_000;

/** No round of the batch could be played: its transaction is rolled back rather than committed empty. */
class NothingToPlay extends Error {}

/** A round a batch played: the settled row, its pair's server seed hash, the member's money after. */
export type BatchPlayed = { row: RoundRow; serverSeedHash: string; available: bigint };

/**
 * PostgreSQL: concurrent rounds played together (decision 024), one short transaction for the
 * whole batch, each step one set-based statement of the module that owns its tables:
 *
 * 1. the nonces claimed, each with its round's id: a member's rounds take consecutive nonces of
 *    its active pair in the batch's order (replays and members without an active pair are left
 *    out);
 * 2. the outcomes computed with the contracts' maths, as a single round does;
 * 3. the stakes and wins posted, each member's entries in that order, written whole or, the money
 *    short, not at all (that member's nonces are then given back in the same transaction);
 * 4. the rounds inserted settled, and in the same statement their betting records with their
 *    figures (the games module's part of it).
 *
 * Then one commit. Every round is what `playInOne` would have written (the same keys, refs,
 * fingerprints and record), so replays, the sweep and the crash test read them alike, and each
 * answers the member's money right after its own entries. A round the batch left out, or every
 * round of a batch that failed whole (a request id or ledger key racing in elsewhere), is answered
 * undefined and runs alone through `playInOne`, which gives the answer or the error.
 */
export class PlayBatch {
  readonly #wallet: Wallet;
  /**
   * One batch under way at a time: two (members split between them, so they never wait for each
   * other's locks) were measured slower, each batch half the size for the same fixed costs.
   */
  readonly #batch = new StatementBatch<RoundOrder, BatchPlayed>(
    (orders) => this.#run(orders),
    (o) => [`r:${o.memberId}:${o.body.requestId}`],
  );

  constructor(deps: { wallet: Wallet }) {
    this.#wallet = deps.wallet;
  }

  /** Request ids this batch played lately: a replay of one runs alone rather than failing a batch. */
  readonly #recent = new Set<string>();

  /** The round played in the next batch, or undefined: play it alone. */
  async play(o: RoundOrder): Promise<BatchPlayed | undefined> {
    const key = `${o.memberId}:${o.body.requestId}`;
    if (this.#recent.has(key)) return undefined;
    const played = await this.#batch.submit(o);
    if (played) {
      this.#recent.add(key);
      if (this.#recent.size > RECENT) this.#recent.delete(this.#recent.values().next().value!);
    }
    return played;
  }

  async #run(orders: RoundOrder[]): Promise<(BatchPlayed | undefined)[]> {
    try {
      const played = await this.#wallet.bulk(async (work) => {
        const claimed = await takeNonces(work.trx, {
          memberIds: orders.map((o) => o.memberId),
          requestIds: orders.map((o) => o.body.requestId),
        });
        if (claimed.length === 0) throw new NothingToPlay();
        const rounds = await Promise.all(claimed.map((c) => outcome(c, orders[c.i - 1]!)));
        const funded = await postRounds(work, rounds);
        if (funded.length === 0) throw new NothingToPlay();
        return writeRounds(work, funded);
      });
      const out: (BatchPlayed | undefined)[] = orders.map(() => undefined);
      for (const p of played) out[p.i - 1] = p.played;
      return out;
    } catch (err) {
      if (err instanceof NothingToPlay) return orders.map(() => undefined);
      throw err;
    }
  }
}

async function outcome(c: BatchNonce, o: RoundOrder): Promise<Round> {
  const verified = await verifyRound(
    {
      game: o.body.game,
      serverSeed: c.server_seed,
      clientSeed: c.client_seed,
      nonce: c.nonce,
      params: o.body.params,
    } as RoundToVerify,
    nodeHmac,
  );
  return { c, o, verified, win: payout(o.stake, verified.multiplierBp) };
}

/**
 * Posts the rounds' money, one group of entries per member in the batch's order; gives back the
 * nonces of members whose money was short. The rounds that go on, each with the member's money
 * right after its own entries.
 */
async function postRounds(work: BulkWork, rounds: Round[]): Promise<(Round & { available: bigint })[]> {
  const members = new Map<number, Round[]>();
  for (const r of rounds) members.set(r.o.memberId, [...(members.get(r.o.memberId) ?? []), r]);
  const groups = [...members.values()];
  const posted = await work.postGroups(
    groups.map((g) =>
      g.flatMap(({ c, o, win }) =>
        roundMovements(o, {
          round: { id: c.round_id, member_id: o.memberId, request_id: o.body.requestId },
          win,
        }),
      ),
    ),
  );
  const short = groups.filter((_, i) => !posted[i]);
  if (short.length > 0)
    await giveBackNonces(work.trx, {
      seedIds: short.map((g) => g[0]!.c.id),
      counts: short.map((g) => g.length),
    });
  return groups.flatMap((g, i) => {
    const p = posted[i];
    if (!p) return [];
    let entry = -1;
    return g.map((r) => {
      entry += r.win > 0n ? 2 : 1;
      return { ...r, available: p.posted[entry]!.balances[0]!.balance - p.held };
    });
  });
}

/** Inserts the rounds settled and their betting records; what each request is answered. */
async function writeRounds(work: BulkWork, played: (Round & { available: bigint })[]) {
  const now = Date.now();
  const rows = await insertRounds(work.trx, {
    rows: played.map(({ c, o, verified, win }) => ({
      id: c.round_id,
      merchant_id: o.brand.id,
      member_id: o.memberId,
      game: o.body.game,
      params: o.params,
      stake: o.stake,
      payout: win,
      multiplier_bp: verified.multiplierBp,
      seed_id: c.id,
      nonce: c.nonce,
      client_seed: c.client_seed,
      outcome: JSON.stringify(verified.outcome),
      mode: o.mode,
      request_id: o.body.requestId,
      fingerprint: o.fingerprint,
      status: 'settled' as const,
      hold_id: null,
      created_at: now,
      settled_at: now,
    })),
    with: {
      part: betRecordsPart,
      rows: played.map(({ c, o, win }) => roundBet(o, { roundId: c.round_id, win, at: now })),
    },
  });
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return played.map((p) => ({
    i: p.c.i,
    played: { row: byId.get(p.c.round_id)!, serverSeedHash: p.c.server_seed_hash, available: p.available },
  }));
}
