import type { Kysely, Selectable } from 'kysely';
import { crashPayoutBp } from '@lotto/contracts/games/fair/crash';
import { payout } from '@lotto/contracts/games/fair/fair';
import type { CrashBetsTable, CrashRoundsTable, Database } from '../../db/schema.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, houseOf } from './finish.ts';

export type CrashBetRow = Selectable<CrashBetsTable>;
export type CrashRoundRow = Selectable<CrashRoundsTable>;

/** The ledger key of a crash bet's hold; its capture and payout keys add `:stake` and `:payout`. */
export const crashBetKey = (bet: Pick<CrashBetRow, 'member_id' | 'request_id'>) =>
  `inhouse:crash:${bet.member_id}:${bet.request_id}`;

/**
 * A crash bet whose stake is held joins its round: its betting record is written and it turns
 * open, so the round's settlement pays it. Idempotent (the record's unique ref, a status guard):
 * the bet's request, its retry and the sweep may all run it.
 */
export async function recordOpenBet(
  db: Kysely<Database>,
  o: { row: CrashBetRow; game: { id: number; name: string; game_type: string }; holdId: number },
): Promise<void> {
  const { row, game } = o;
  const ref = `inhouse:crash:${row.id}`;
  await db
    .insertInto('bets')
    .values({
      merchant_id: row.merchant_id,
      member_id: row.member_id,
      game_id: game.id,
      vendor_code: 'XGS',
      game_type: game.game_type,
      game_name: game.name,
      ref,
      round_id: String(row.round_id),
      stake: BigInt(row.stake),
      payout: 0,
      status: 'open',
      mode: row.mode,
      created_at: Number(row.created_at),
      settled_at: null,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'ref']).doNothing())
    .execute();
  const bet = await db
    .selectFrom('bets')
    .select('id')
    .where('merchant_id', '=', row.merchant_id)
    .where('vendor_code', '=', 'XGS')
    .where('ref', '=', ref)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('crash_bets')
    .set({ status: 'open', hold_id: o.holdId, bet_id: bet.id })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .execute();
}

/** Captures the stake to the house and pays target x stake when the target was reached. */
export async function settleCrashBet(
  deps: { db: Kysely<Database>; wallet: Wallet },
  bet: CrashBetRow,
  round: CrashRoundRow,
): Promise<void> {
  const stake = BigInt(bet.stake);
  const win = payout(stake, crashPayoutBp(round.crash_point, bet.target));
  const idem = crashBetKey(bet);
  await deps.wallet.settleBet({
    merchantId: bet.merchant_id,
    currency: bet.currency,
    holdId: bet.hold_id!,
    member: bet.member_id,
    code: accountOf(bet.mode),
    house: houseOf('XGS', bet.mode),
    win,
    stakeKey: `${idem}:stake`,
    winKey: `${idem}:payout`,
    ref: `XGS crash:${round.id}`,
  });
  const now = Date.now();
  if (bet.bet_id !== null)
    await deps.db
      .updateTable('bets')
      .set({ payout: win, status: 'settled', settled_at: now })
      .where('id', '=', bet.bet_id)
      .where('status', '=', 'open')
      .execute();
  await deps.db
    .updateTable('crash_bets')
    .set({ status: 'settled', payout: win, settled_at: now })
    .where('id', '=', bet.id)
    .where('status', '=', 'open')
    .execute();
}
