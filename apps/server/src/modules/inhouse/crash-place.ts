import { CRASH_BETTING_CLOSED, type CrashBetBody, type CrashBetValue } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import { sha256Hex } from '../../lib/node-crypto.ts';
import type { Brand } from '../brand/index.ts';
import { crashBetKey, recordOpenBet, type CrashBetRow } from './crash-bets.ts';
import { currentRound, type CrashCtx } from './crash-rounds.ts';
import {
  crashBetOfRequest,
  deletePendingCrashBet,
  getCrashBet,
  insertCrashBetOnce,
} from './repo/crash-bets.ts';
import { accountOf, availableOf, inhouseGame, modeOf, type Player } from './rounds.ts';

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

/** Joins the current round while it takes bets: the stake is held until the round crashes. */
export async function placeCrashBet(
  g: CrashCtx,
  { brand, member, body }: Player & { body: CrashBetBody },
): Promise<CrashBetValue> {
  const game = await inhouseGame(g.db, { brand, code: 'crash' });
  const mode = modeOf(member);
  const stake = parseMinor(body.stake);
  if (stake === undefined) throw new AppError('request.invalid');
  const print = sha256Hex(JSON.stringify(['crash', stake.toString(), body.target]));
  const request = { memberId: member.id, requestId: body.requestId };
  let row = await crashBetOfRequest(g.db, request);
  if (!row) {
    const round = await currentRound(g, brand.id);
    if (round.phase !== 'betting' || g.clock.now() >= Number(round.starts_at)) throw bettingClosed();
    row =
      (await insertCrashBetOnce(g.db, {
        merchant_id: brand.id,
        round_id: round.id,
        member_id: member.id,
        stake,
        target: body.target,
        payout: 0,
        mode,
        currency: brand.settings.currency,
        request_id: body.requestId,
        fingerprint: print,
        status: 'pending',
        hold_id: null,
        bet_id: null,
        created_at: Date.now(),
        settled_at: null,
      })) ?? (await crashBetOfRequest(g.db, request))!;
  }
  if (row.fingerprint !== print || row.merchant_id !== brand.id) throw new AppError('idempotency.key.reused');
  if (row.status === 'void') throw bettingClosed(); // its round ran without it: the stake went back
  if (row.status === 'pending') row = await openBet(g, { brand, row, game });
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

/** Holds the stake and records the open bet; insufficient funds leave nothing behind. */
async function openBet(
  g: CrashCtx,
  {
    brand,
    row,
    game,
  }: { brand: Brand; row: CrashBetRow; game: { id: number; name: string; game_type: string } },
) {
  const stake = BigInt(row.stake);
  let holdId: number;
  try {
    ({ holdId } = await g.wallet.hold({
      merchantId: brand.id,
      currency: row.currency,
      idemKey: crashBetKey(row),
      member: row.member_id,
      code: accountOf(row.mode),
      amount: stake,
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
