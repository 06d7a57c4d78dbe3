import type { Kysely, Selectable } from 'kysely';
import { payout } from '@lotto/contracts/games/fair/fair';
import { verifyRound, type RoundToVerify } from '@lotto/contracts/games/fair/verify';
import type { Database, InhouseRoundsTable } from '../../db/schema.ts';
import { recordBetOnce } from '../games/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { nodeHmac } from '../../lib/node-crypto.ts';
import { getRound, settlePendingRound } from './repo/rounds.ts';
import type { Seeds } from './seeds.ts';

export type RoundRow = Selectable<InhouseRoundsTable>;
type Mode = 'real' | 'demo';

/** The house account a game's stakes go to: real money, or the play money of demo accounts. */
export const houseOf = (vendor: string, mode: Mode) =>
  mode === 'demo' ? `play.games:${vendor}` : `game:${vendor}`;
export const accountOf = (mode: Mode) => (mode === 'demo' ? 'play' : 'main');

/** The ledger keys and reference of a round: the same for its request, its retries and the sweep. */
export const roundKeys = (row: Pick<RoundRow, 'id' | 'member_id' | 'request_id'>, vendor: string) => {
  const idem = `inhouse:${row.member_id}:${row.request_id}`;
  return { hold: idem, stake: `${idem}:stake`, payout: `${idem}:payout`, ref: `${vendor} inhouse:${row.id}` };
};

/**
 * Finishes a round that holds its stake and has claimed its nonce: its outcome is fixed by the
 * seed pair and nonce, so it is computed, the stake captured and the win paid, the betting
 * record written and the round marked settled. Every step is idempotent (ledger keys, the bet's
 * unique ref), so the round's request, its retry and the background sweep may all run it and the
 * money moves once.
 */
export async function finishRound(
  deps: { db: Kysely<Database>; wallet: Wallet; seeds: Seeds },
  r: {
    merchantId: number;
    currency: string;
    timeZone: string;
    row: RoundRow;
    game: { id: number; name: string; game_type: string; vendor_code: string };
    holdId: number;
  },
): Promise<RoundRow> {
  const { row, game } = r;
  const seed = row.seed_id === null ? undefined : await deps.seeds.seedsOf(row.seed_id);
  if (!seed || row.nonce === null || row.client_seed === null) throw new Error('round without its seed');
  const verified = await verifyRound(
    {
      game: row.game,
      serverSeed: seed.server_seed,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      params: JSON.parse(row.params) as unknown,
    } as RoundToVerify,
    nodeHmac,
  );
  const stake = BigInt(row.stake);
  const win = payout(stake, verified.multiplierBp);
  const keys = roundKeys(row, game.vendor_code);
  await deps.wallet.settleBet({
    merchantId: r.merchantId,
    currency: r.currency,
    holdId: r.holdId,
    member: row.member_id,
    code: accountOf(row.mode),
    house: houseOf(game.vendor_code, row.mode),
    win,
    stakeKey: keys.stake,
    winKey: keys.payout,
    ref: keys.ref,
  });
  const now = Date.now();
  await recordBetOnce(deps.db, {
    merchantId: r.merchantId,
    memberId: row.member_id,
    gameId: game.id,
    vendorCode: game.vendor_code,
    gameType: game.game_type,
    gameName: game.name,
    ref: `inhouse:${row.id}`,
    roundId: String(row.id),
    stake,
    payout: win,
    status: 'settled',
    mode: row.mode,
    createdAt: Number(row.created_at),
    settledAt: now,
    timeZone: r.timeZone,
  });
  const settled = await settlePendingRound(deps.db, {
    id: row.id,
    status: 'settled',
    outcome: JSON.stringify(verified.outcome),
    multiplier_bp: verified.multiplierBp,
    payout: win,
    settled_at: now,
  });
  // else a twin (the request's retry, the sweep) marked it first, with the same outcome
  return settled ?? getRound(deps.db, row.id);
}
