import type { Kysely } from 'kysely';
import { payout } from '@lotto/contracts/games/fair/fair';
import { verifyRound } from '@lotto/contracts/games/fair/verify';
import type { Database } from '../src/db/schema.ts';
import { nodeHmac, sha256Hex } from '../src/lib/node-crypto.ts';
import { ROUND_HOLD_MS } from '../src/modules/inhouse/rounds.ts';
import { Seeds } from '../src/modules/inhouse/seeds.ts';
import type { Wallet } from '../src/modules/wallet/index.ts';

/** Dice under 98.00: a win nearly every time (1.01x), so a sweep that forgot the wins shows. */
export const DICE = { target: 9800, direction: 'under' } as const;

/**
 * What a server process killed in the middle of an in-house round leaves behind, written as
 * rounds.ts writes it: the round's row, its stake held, and (when `claim`) the nonce claimed on
 * the member's seed pair, but no capture, no payout, no betting record. Answers the round id and
 * the payout its committed outcome gives (0 when it claimed no nonce).
 */
export async function leaveRoundPending(
  db: Kysely<Database>,
  ledger: Pick<Wallet, 'hold'>,
  r: { merchantId: number; memberId: number; requestId: string; stake: bigint; claim: boolean; at?: number },
): Promise<{ roundId: number; holdId: number; win: bigint }> {
  const params = JSON.stringify(DICE);
  const at = r.at ?? Date.now();
  const row = await db
    .insertInto('inhouse_rounds')
    .values({
      merchant_id: r.merchantId,
      member_id: r.memberId,
      game: 'dice',
      params,
      stake: r.stake,
      payout: 0,
      multiplier_bp: 0,
      seed_id: null,
      nonce: null,
      client_seed: null,
      outcome: null,
      mode: 'real',
      request_id: r.requestId,
      fingerprint: sha256Hex(JSON.stringify(['dice', r.stake.toString(), params])),
      status: 'pending',
      hold_id: null,
      created_at: at,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { holdId } = await ledger.hold({
    merchantId: r.merchantId,
    currency: 'PHP',
    idemKey: `inhouse:${r.memberId}:${r.requestId}`,
    member: r.memberId,
    amount: r.stake,
    type: 'bet',
    ref: `XGS inhouse:${row.id}`,
    ttlMs: ROUND_HOLD_MS,
  });
  // the hold's own clock, as if it had been taken at `at`
  await db
    .updateTable('ledger_holds')
    .set({ created_at: at, expires_at: at + ROUND_HOLD_MS })
    .where('id', '=', holdId)
    .execute();
  if (!r.claim) return { roundId: row.id, holdId, win: 0n };
  const seeds = new Seeds(db);
  await seeds.active({ merchantId: r.merchantId, memberId: r.memberId });
  const nonce = (await seeds.claim(r.memberId))!;
  await db
    .updateTable('inhouse_rounds')
    .set({ seed_id: nonce.seedId, nonce: nonce.nonce, client_seed: nonce.clientSeed, hold_id: holdId })
    .where('id', '=', row.id)
    .execute();
  const verified = await verifyRound(
    {
      game: 'dice',
      serverSeed: nonce.serverSeed,
      clientSeed: nonce.clientSeed,
      nonce: nonce.nonce,
      params: DICE,
    },
    nodeHmac,
  );
  return { roundId: row.id, holdId, win: payout(r.stake, verified.multiplierBp) };
}

/** The member's main account: balance and what is held. */
export async function mainAccount(db: Kysely<Database>, memberId: number) {
  const a = await db
    .selectFrom('ledger_accounts')
    .select(['balance', 'held'])
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('code', '=', 'main')
    .executeTakeFirstOrThrow();
  return { balance: BigInt(a.balance), held: BigInt(a.held) };
}
