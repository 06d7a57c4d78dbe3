import { CRASH_BETTING_CLOSED, type CrashBetBody, type CrashBetValue } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import { sha256Hex } from '../../lib/node-crypto.ts';
import type { Brand } from '../brand/index.ts';
import { recordBetOnceWithId } from '../games/index.ts';
import { crashBetKey, recordOpenBet, type CrashBetRow } from './crash-bets.ts';
import { currentRound, type CrashCtx } from './crash-rounds.ts';
import type { GameRow } from './game-rows.ts';
import {
  crashBetOfRequest,
  deletePendingCrashBet,
  getCrashBet,
  giveCrashBetRecord,
  insertCrashBetOnce,
} from './repo/crash-bets.ts';
import { accountOf, availableOf, houseOf, modeOf, type Player } from './rounds.ts';

const STAKE_HOLD_MS = 86_400_000;

const bettingClosed = () =>
  new AppError('request.invalid', {
    details: [
      {
        path: 'round',
        code: CRASH_BETTING_CLOSED,
        message: 'The round no longer takes bets; wait for the next one.',
      },
    ],
  });

/** The member's request id has its bet: the transaction rolls back (its hold was the first one's). */
class HasBet extends Error {}

type Order = { brand: Brand; member: Player['member']; body: CrashBetBody; stake: bigint; print: string };

/** Joins the current round while it takes bets: the stake is held until the round crashes. */
export async function placeCrashBet(
  g: CrashCtx,
  { brand, member, body }: Player & { body: CrashBetBody },
): Promise<CrashBetValue> {
  const game = await g.games.playable({ brand, code: 'crash' });
  const stake = parseMinor(body.stake);
  if (stake === undefined) throw new AppError('request.invalid');
  const print = sha256Hex(JSON.stringify(['crash', stake.toString(), body.target]));
  const request = { memberId: member.id, requestId: body.requestId };
  // a replay is answered even once betting has closed, so its request is read first
  let row = await crashBetOfRequest(g.db, request);
  if (!row) {
    const round = await currentRound(g, brand.id);
    if (round.phase !== 'betting' || g.clock.now() >= Number(round.starts_at)) throw bettingClosed();
    row =
      (await placeInOne(g, { order: { brand, member, body, stake, print }, roundId: round.id, game })) ??
      (await crashBetOfRequest(g.db, request))!;
  }
  if (row.fingerprint !== print || row.merchant_id !== brand.id) throw new AppError('idempotency.key.reused');
  if (row.status === 'void') throw bettingClosed(); // its round ran without it: the stake went back
  if (row.status === 'pending') row = await openOlderBet(g, { brand, row, game });
  return {
    betId: row.id,
    roundId: row.round_id,
    stake: formatMinor(BigInt(row.stake)),
    target: row.target,
    balance: formatMinor(
      await availableOf(g.wallet, { merchantId: brand.id, memberId: member.id, mode: row.mode }),
    ),
  };
}

/**
 * A bet in ONE transaction: its stake held, the bet written open with its hold, the betting
 * record (and member figures) written and tied to it. The stake stays a hold, not a payment,
 * because the outcome is not known yet: the round has to crash first. The hold reserves it
 * (the member cannot spend it elsewhere) and is what the sweep finds when a round never runs
 * (the game switched off): past its expiry the bet is voided and the hold released, with no
 * refund entry. The settlement (`settleCrashBet`) captures it in the bet's own transaction.
 * Not enough money: nothing written. Undefined when the request id already has a bet.
 */
async function placeInOne(
  g: CrashCtx,
  { order, roundId, game }: { order: Order; roundId: number; game: GameRow },
): Promise<CrashBetRow | undefined> {
  const { brand, member, body, stake } = order;
  const mode = modeOf(member);
  const at = { merchantId: brand.id, currency: brand.settings.currency };
  // cached by the wallet after the first time: the transaction then creates no account
  await g.wallet.openAccount({ ...at, ref: { member: member.id, code: accountOf(mode) } });
  await g.wallet.openAccount({ ...at, ref: { house: houseOf('XGS', mode) } });
  try {
    return await g.wallet.bulk(async (work) => {
      const now = Date.now();
      const { holdId } = await work.hold({
        ...at,
        idemKey: crashBetKey({ member_id: member.id, request_id: body.requestId }),
        member: member.id,
        code: accountOf(mode),
        amount: stake,
        type: 'bet',
        ref: `XGS crash:${roundId}`,
        ttlMs: STAKE_HOLD_MS,
      });
      const row = await insertCrashBetOnce(work.trx, {
        merchant_id: brand.id,
        round_id: roundId,
        member_id: member.id,
        stake,
        target: body.target,
        payout: 0,
        mode,
        currency: brand.settings.currency,
        request_id: body.requestId,
        fingerprint: order.print,
        status: 'open',
        hold_id: holdId,
        bet_id: null,
        created_at: now,
        settled_at: null,
      });
      if (!row) throw new HasBet();
      const betId = await recordBetOnceWithId(work.trx, {
        merchantId: brand.id,
        memberId: member.id,
        gameId: game.id,
        vendorCode: 'XGS',
        gameType: game.game_type,
        gameName: game.name,
        ref: `inhouse:crash:${row.id}`,
        roundId: String(roundId),
        stake,
        status: 'open',
        mode,
        createdAt: now,
        timeZone: brand.settings.timeZone,
      });
      return giveCrashBetRecord(work.trx, { id: row.id, betId });
    });
  } catch (err) {
    if (err instanceof HasBet) return undefined;
    throw err;
  }
}

/**
 * A bet an older version left pending (its row written, its stake maybe held, no record): its
 * retry holds the stake and records it as that version did; insufficient funds leave nothing.
 */
async function openOlderBet(
  g: CrashCtx,
  { brand, row, game }: { brand: Brand; row: CrashBetRow; game: GameRow },
) {
  let holdId: number;
  try {
    ({ holdId } = await g.wallet.hold({
      merchantId: brand.id,
      currency: row.currency,
      idemKey: crashBetKey(row),
      member: row.member_id,
      code: accountOf(row.mode),
      amount: BigInt(row.stake),
      type: 'bet',
      ref: `XGS crash:${row.round_id}`,
      ttlMs: STAKE_HOLD_MS,
    }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'wallet.insufficient.funds')
      await deletePendingCrashBet(g.db, row.id);
    throw err;
  }
  await recordOpenBet(g.db, { row, game, holdId, timeZone: brand.settings.timeZone });
  return getCrashBet(g.db, row.id);
}
