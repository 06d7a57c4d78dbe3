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

/**
 * Settles an open crash bet in ONE transaction: the held stake captured to the house, target x
 * stake paid when the crash reached the target, the betting record (and the member figures)
 * settled and the bet marked settled. The capture and payout keep their keys
 * (`inhouse:crash:<member>:<request>:stake|:payout`), so a second scheduler or the sweep
 * settling the same bet replays them and moves nothing twice.
 */
export async function settleCrashBet(
  deps: { wallet: Wallet; timeZoneOf: (merchantId: number) => Promise<string> },
  { bet, round }: { bet: CrashBetRow; round: CrashRoundRow },
): Promise<void> {
  const stake = BigInt(bet.stake);
  const win = payout(stake, crashPayoutBp(round.crash_point, bet.target));
  const idem = crashBetKey(bet);
  const house = { house: houseOf('XGS', bet.mode) };
  const entry = { merchantId: bet.merchant_id, currency: bet.currency, ref: `XGS crash:${round.id}` };
  const timeZone = await deps.timeZoneOf(bet.merchant_id);
  await deps.wallet.bulk(async (work) => {
    await work.capture({ ...entry, holdId: bet.hold_id!, idemKey: `${idem}:stake`, to: house, type: 'bet' });
    if (win > 0n)
      await work.post({
        ...entry,
        idemKey: `${idem}:payout`,
        type: 'payout',
        lines: [
          { account: { member: bet.member_id, code: accountOf(bet.mode) }, amount: win },
          { account: house, amount: -win },
        ],
      });
    const now = Date.now();
    if (bet.bet_id !== null)
      await settleBetRecord(work.trx, { betId: bet.bet_id, payout: win, at: now, onlyOpen: true, timeZone });
    await settleOpenCrashBet(work.trx, { id: bet.id, payout: win, at: now });
  });
}
