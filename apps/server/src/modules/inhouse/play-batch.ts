import { NothingApplied, RecentKeys, StatementBatch } from '../../lib/statement-batch.ts';
import { betRecordsPart } from '../games/index.ts';
import type { BulkWork, Wallet } from '../wallet/index.ts';
import type { RoundRow } from './finish.ts';
import {
  roundBet,
  roundMovements,
  roundOutcome,
  settledRound,
  type RoundOrder,
  type RoundOutcome,
} from './play.ts';
import { batchRoundsPart } from './repo/rounds.ts';
import { takeNonces, type BatchNonce } from './repo/seeds.ts';

/** A round of a batch with its nonce and outcome. */
type Round = RoundOutcome & { c: BatchNonce; o: RoundOrder };

/** A round a batch played: the settled row, its pair's server seed hash, the member's money after. */
export type BatchPlayed = { row: RoundRow; serverSeedHash: string; available: bigint };

/**
 * PostgreSQL: concurrent rounds played together (decision 024), one short transaction for the
 * whole batch of two statements, each module writing its own tables:
 *
 * 1. the nonces claimed, each with its round's id: a member's rounds take consecutive nonces of
 *    its active pair in the batch's order (replays and members without an active pair are left
 *    out);
 * 2. the outcomes computed with the contracts' maths, as a single round does;
 * 3. in one statement: the stakes and wins posted, each member's entries in that order, written
 *    whole or, the money short, not at all (the ledger's `postGroups`); for the members whose money
 *    went through, the rounds inserted settled with their betting records and figures (the
 *    in-house and games modules' parts of the statement); for the others, their nonces given back,
 *    so a pair's nonces keep no gap.
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
  readonly #recent = new RecentKeys();

  /** The round played in the next batch, or undefined: play it alone. */
  async play(o: RoundOrder): Promise<BatchPlayed | undefined> {
    const key = `${o.memberId}:${o.body.requestId}`;
    if (this.#recent.has(key)) return undefined;
    const played = await this.#batch.submit(o);
    if (played) this.#recent.add(key);
    return played;
  }

  async #run(orders: RoundOrder[]): Promise<(BatchPlayed | undefined)[]> {
    const played = await this.#wallet.bulk(async (work) => {
      const claimed = await takeNonces(work.trx, {
        memberIds: orders.map((o) => o.memberId),
        requestIds: orders.map((o) => o.body.requestId),
      });
      if (claimed.length === 0) throw new NothingApplied();
      const rounds = await Promise.all(claimed.map((c) => outcome(c, orders[c.i - 1]!)));
      // A round that won the jackpot (1 in many thousands) is paid with the pool's lock: the
      // batch gives way and every round of it runs alone, to the same nonces and outcomes.
      if (rounds.some((r) => r.jackpot)) throw new NothingApplied();
      return playRounds(work, rounds);
    });
    const out: (BatchPlayed | undefined)[] = orders.map(() => undefined);
    for (const p of played) out[p.i - 1] = p.played;
    return out;
  }
}

async function outcome(c: BatchNonce, o: RoundOrder): Promise<Round> {
  const played = await roundOutcome(o, {
    serverSeed: c.server_seed,
    clientSeed: c.client_seed,
    nonce: c.nonce,
  });
  return { c, o, ...played };
}

/** The rounds, their records and the nonces given back, in the ledger's statement. */
const ROUNDS_PART = batchRoundsPart(betRecordsPart);

/**
 * Posts the rounds' money, one group of entries per member in the batch's order, and in the same
 * statement writes the rounds of the members whose money went through, with their records, and
 * gives back the nonces of the others. What each played round is answered: its row and the
 * member's money right after its own entries.
 */
async function playRounds(work: BulkWork, rounds: Round[]) {
  const members = new Map<number, Round[]>();
  for (const r of rounds) members.set(r.o.memberId, [...(members.get(r.o.memberId) ?? []), r]);
  const groups = [...members.values()];
  const now = Date.now();
  const rows = groups.map((g, grp) => g.map((r) => ({ ...r, grp, row: batchRow(r, now) })));
  const posted = await work.postGroups(
    groups.map((g) =>
      g.flatMap(({ c, o, win }) =>
        roundMovements(o, {
          round: { id: c.round_id, member_id: o.memberId, request_id: o.body.requestId },
          win,
        }),
      ),
    ),
    {
      part: ROUNDS_PART,
      rows: {
        rounds: rows.flat().map((r) => ({ ...r.row, grp: r.grp })),
        claims: groups.map((g, grp) => ({ grp, seedId: g[0]!.c.id, count: g.length })),
        with: {
          part: betRecordsPart,
          rows: rows
            .flat()
            .map((r) => ({ bet: roundBet(r.o, { roundId: r.c.round_id, win: r.win, at: now }), grp: r.grp })),
        },
      },
    },
  );
  if (posted.every((p) => !p)) throw new NothingApplied();
  return rows.flatMap((g, grp) => {
    const p = posted[grp];
    if (!p) return [];
    let entry = -1;
    return g.map((r) => {
      entry += r.win > 0n ? 2 : 1;
      const available = p.posted[entry]!.balances[0]!.balance - p.held;
      return { i: r.c.i, played: { row: r.row, serverSeedHash: r.c.server_seed_hash, available } };
    });
  });
}

/** A batch's round as it is written, with the id its nonce claim gave it. */
const batchRow = ({ c, o, verified, win }: Round, now: number): RoundRow => ({
  id: c.round_id,
  ...settledRound(o, {
    seedId: c.id,
    nonce: c.nonce,
    clientSeed: c.client_seed,
    outcome: { verified, win },
    at: now,
  }),
});
