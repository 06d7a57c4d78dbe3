import type { Selectable } from 'kysely';
import type { PlayBody } from '@lotto/contracts';
import { payout } from '@lotto/contracts/games/fair/fair';
import { verifyRound, type RoundToVerify } from '@lotto/contracts/games/fair/verify';
import type { InhouseRoundsTable } from '../../db/schema.ts';
import { nodeHmac } from '../../lib/node-crypto.ts';
import type { Brand } from '../brand/index.ts';
import { recordBetOnce, type BetRecord } from '../games/index.ts';
import { drawWins, openPool, payPool, poolShare, POOL } from '../jackpot/index.ts';
import type { BulkWork, Movement, Wallet } from '../wallet/index.ts';
import { accountOf, houseOf, roundKeys } from './finish.ts';
import type { GameRow } from './game-rows.ts';
import { insertRoundOnce } from './repo/rounds.ts';
import type { Seeds } from './seeds.ts';

type RoundRow = Selectable<InhouseRoundsTable>;
type Mode = 'real' | 'demo';

/** A round of one request, as `playInOne` got it. */
export type Played =
  /** Played now: the settled round and its pair's server seed hash. */
  | { kind: 'played'; row: RoundRow; serverSeedHash: string }
  /** The member's request id already has a round (a replay, or a round of an older version). */
  | { kind: 'exists' }
  /** The member has no active pair (first round, or a rotation got in between): nothing written. */
  | { kind: 'no-pair' };

/** The request id has its round: the transaction is rolled back so the claimed nonce is not used. */
class HasRound extends Error {}

/** What a round is: who plays it, what, and how much. */
export type RoundOrder = {
  brand: Brand;
  memberId: number;
  mode: Mode;
  game: GameRow;
  body: PlayBody;
  stake: bigint;
  params: string;
  fingerprint: string;
};

/**
 * One round in ONE transaction (decision 010, issue 18): its outcome is known as soon as it has
 * its nonce, so no stake is held. In the wallet's bulk transaction (on the embedded database a
 * savepoint of a group commit, so concurrent rounds share one fsync):
 *
 * 1. the next nonce of the member's active pair is claimed (one conditional UPDATE ... RETURNING,
 *    which also locks the pair, so the member's rounds run one after the other on PostgreSQL);
 * 2. the outcome is computed with the contracts' maths from the pair's seeds and that nonce;
 * 3. the round is inserted already settled, once per (member, request id): a conflict means the
 *    request has its round, and the whole transaction rolls back (the nonce stays unused);
 * 4. the stake is posted member -> house and the win, if any, house -> member, under the keys
 *    and refs the held path used (`inhouse:<member>:<request>:stake|:payout`, `<vendor> inhouse:<id>`);
 *    not enough money rolls everything back (`wallet.insufficient.funds`, nothing written);
 * 5. the betting record (and with it the member figures) is written on the same transaction.
 *
 * Claiming before inserting lets the round be written once, settled: on PostgreSQL a CTE that
 * claims and inserts a pending row would still need the UPDATE that settles it, so this is the
 * fewest statements (claim, insert, 3 per entry, the record and its figures; see the statement
 * count in inhouse-commit.test.ts).
 */
export async function playInOne(deps: { wallet: Wallet; seeds: Seeds }, o: RoundOrder): Promise<Played> {
  try {
    return await deps.wallet.bulk(async (work): Promise<Played> => {
      const nonce = await deps.seeds.claim(o.memberId, work.trx);
      if (!nonce) return { kind: 'no-pair' };
      const outcome = await roundOutcome(o, nonce);
      const now = Date.now();
      const row = await insertRoundOnce(
        work.trx,
        settledRound(o, {
          seedId: nonce.seedId,
          nonce: nonce.nonce,
          clientSeed: nonce.clientSeed,
          outcome,
          at: now,
        }),
      );
      if (!row) throw new HasRound();
      const { win } = outcome;
      await postRound(work, { o, row, win });
      await recordBetOnce(work.trx, roundBet(o, { roundId: row.id, win, at: now }));
      if (outcome.jackpot)
        await payPool(work, {
          brand: o.brand,
          memberId: o.memberId,
          roundId: row.id,
          gameType: o.game.game_type,
          at: now,
        });
      return { kind: 'played', row, serverSeedHash: nonce.serverSeedHash };
    });
  } catch (err) {
    if (err instanceof HasRound) return { kind: 'exists' };
    throw err;
  }
}

/** A round's outcome with the contracts' maths from its pair's seeds and nonce, and what it wins. */
export async function roundOutcome(
  o: RoundOrder,
  pair: { serverSeed: string; clientSeed: string; nonce: number },
): Promise<RoundOutcome> {
  const verified = await verifyRound(
    {
      game: o.body.game,
      serverSeed: pair.serverSeed,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
      params: o.body.params,
    } as RoundToVerify,
    nodeHmac,
  );
  const jackpot = await drawWins({ brand: o.brand, stake: o.stake, mode: o.mode, seeds: pair });
  return { verified, win: payout(o.stake, verified.multiplierBp), jackpot };
}
/** A round's outcome, what it wins, and whether its jackpot draw won the pool. */
export type RoundOutcome = {
  verified: Awaited<ReturnType<typeof verifyRound>>;
  win: bigint;
  jackpot: boolean;
};

/** A round as it is written: settled at `at`, on the nonce of its pair. */
export function settledRound(
  o: RoundOrder,
  r: {
    seedId: number;
    nonce: number;
    clientSeed: string;
    outcome: Pick<RoundOutcome, 'verified' | 'win'>;
    at: number;
  },
): Omit<RoundRow, 'id'> {
  return {
    merchant_id: o.brand.id,
    member_id: o.memberId,
    game: o.body.game,
    params: o.params,
    stake: o.stake,
    payout: r.outcome.win,
    multiplier_bp: r.outcome.verified.multiplierBp,
    seed_id: r.seedId,
    nonce: r.nonce,
    client_seed: r.clientSeed,
    outcome: JSON.stringify(r.outcome.verified.outcome),
    mode: o.mode,
    request_id: o.body.requestId,
    fingerprint: o.fingerprint,
    status: 'settled',
    hold_id: null,
    created_at: r.at,
    settled_at: r.at,
  };
}

/** The stake to the game's house account and the win, if any, back: the entries a held round's capture and payout made. */
async function postRound(work: BulkWork, { o, row, win }: { o: RoundOrder; row: RoundRow; win: bigint }) {
  for (const m of roundMovements(o, { round: row, win })) await work.post(m);
}

/** A round's ledger entries: its stake member -> house and its win, if any, house -> member. */
export function roundMovements(
  o: RoundOrder,
  { round, win }: { round: Pick<RoundRow, 'id' | 'member_id' | 'request_id'>; win: bigint },
): Movement[] {
  const keys = roundKeys(round, o.game.vendor_code);
  const member = { member: o.memberId, code: accountOf(o.mode) };
  const house = { house: houseOf(o.game.vendor_code, o.mode) };
  const entry = { merchantId: o.brand.id, currency: o.brand.settings.currency, ref: keys.ref };
  // A qualifying round's share of the stake goes to the jackpot pool in the stake's own entry.
  const share = poolShare(o);
  const stake: Movement = {
    ...entry,
    idemKey: keys.stake,
    type: 'bet',
    lines: [
      { account: member, amount: -o.stake },
      { account: house, amount: o.stake - share },
      ...(share > 0n ? [{ account: { house: POOL }, amount: share }] : []),
    ],
  };
  if (win === 0n) return [stake];
  const paid: Movement = {
    ...entry,
    idemKey: keys.payout,
    type: 'payout',
    lines: [
      { account: member, amount: win },
      { account: house, amount: -win },
    ],
  };
  return [stake, paid];
}

/** A settled round's betting record. */
export const roundBet = (
  o: RoundOrder,
  { roundId, win, at }: { roundId: number; win: bigint; at: number },
): BetRecord => ({
  merchantId: o.brand.id,
  memberId: o.memberId,
  gameId: o.game.id,
  vendorCode: o.game.vendor_code,
  gameType: o.game.game_type,
  gameName: o.game.name,
  ref: `inhouse:${roundId}`,
  roundId: String(roundId),
  stake: o.stake,
  payout: win,
  status: 'settled',
  mode: o.mode,
  createdAt: at,
  settledAt: at,
  timeZone: o.brand.settings.timeZone,
});

/** Opens the member's and the house's accounts once (the wallet keeps their ids), so the round's transaction finds them. */
export async function openAccounts(
  wallet: Wallet,
  o: Pick<RoundOrder, 'brand' | 'memberId' | 'mode' | 'game'>,
) {
  const at = { merchantId: o.brand.id, currency: o.brand.settings.currency };
  await wallet.openAccount({ ...at, ref: { member: o.memberId, code: accountOf(o.mode) } });
  await wallet.openAccount({ ...at, ref: { house: houseOf(o.game.vendor_code, o.mode) } });
  if (o.brand.settings.jackpot.enabled) await openPool(wallet, o.brand);
}
