import type { Kysely, Selectable } from 'kysely';
import { crashPayoutBp } from '@lotto/contracts/games/fair/crash';
import { payout } from '@lotto/contracts/games/fair/fair';
import type { CrashBetsTable, CrashRoundsTable, Database } from '../../db/schema.ts';
import { recordBetOnceWithId, settleBetRecord } from '../games/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, houseOf } from './finish.ts';
import { openCrashBet, settleOpenCrashBet } from './repo/crash-bets.ts';

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
  o: {
    row: CrashBetRow;
    game: { id: number; name: string; game_type: string };
    holdId: number;
    timeZone: string;
  },
): Promise<void> {
  const { row, game } = o;
  const betId = await recordBetOnceWithId(db, {
    merchantId: row.merchant_id,
    memberId: row.member_id,
    gameId: game.id,
    vendorCode: 'XGS',
    gameType: game.game_type,
    gameName: game.name,
    ref: `inhouse:crash:${row.id}`,
    roundId: String(row.round_id),
    stake: BigInt(row.stake),
    status: 'open',
    mode: row.mode,
    createdAt: Number(row.created_at),
    timeZone: o.timeZone,
  });
  await openCrashBet(db, { id: row.id, holdId: o.holdId, betId });
}

/** Captures the stake to the house and pays target x stake when the target was reached. */
export async function settleCrashBet(
  deps: { db: Kysely<Database>; wallet: Wallet; timeZoneOf: (merchantId: number) => Promise<string> },
  { bet, round }: { bet: CrashBetRow; round: CrashRoundRow },
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
    await settleBetRecord(deps.db, {
      betId: bet.bet_id,
      payout: win,
      at: now,
      onlyOpen: true,
      timeZone: await deps.timeZoneOf(bet.merchant_id),
    });
  await settleOpenCrashBet(deps.db, { id: bet.id, payout: win, at: now });
}
