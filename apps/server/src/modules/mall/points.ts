// Points (decision 028): earned from the member's valid turnover (read from its figures, never
// written on the bet path), spent under a guard, and converted to money through the ledger.
import type { Kysely } from 'kysely';
import type { ConvertValue, PointsValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import { addFigures, lifetimeTurnover, WALLET_FIGURES } from '../figures/index.ts';
import type { MemberRow } from '../identity/index.ts';
import { checkPaymentPassword, type Wallet } from '../wallet/index.ts';
import { addMove, moveByRef, spendPoints, spentOf } from './points-repo.ts';

export type MallDeps = { db: Kysely<Database>; wallet: Wallet };

/** Refuses every mall call while the brand's point system (PTSYS3) is off. */
export function requireMall(brand: Brand) {
  if (!moduleOn(brand, 'PTSYS3')) throw new AppError('function.not.available');
}

/** Points earned so far: whole points of the member's valid turnover, and the turnover past the last point. */
async function earnedOf(db: Kysely<Database>, q: { brand: Brand; memberId: number }) {
  const per = BigInt(q.brand.settings.points.turnoverPerPoint);
  const turnover = await lifetimeTurnover(db, { merchantId: q.brand.id, memberId: q.memberId });
  return { earned: Number(turnover / per), rest: turnover % per };
}

/** What the member may spend now (`earned` is what a spend is guarded against). */
export async function pointsOf(
  db: Kysely<Database>,
  q: { brand: Brand; memberId: number },
): Promise<PointsValue> {
  const s = q.brand.settings.points;
  const [{ earned, rest }, spent] = await Promise.all([earnedOf(db, q), spentOf(db, q.memberId)]);
  return {
    earned,
    spent,
    available: Math.max(0, earned - spent),
    turnoverPerPoint: formatMinor(BigInt(s.turnoverPerPoint)),
    convertRate: formatMinor(BigInt(s.convertRate)),
    minConvert: s.minConvert,
    turnoverToNext: formatMinor(BigInt(s.turnoverPerPoint) - rest),
  };
}

/**
 * Converts points to money in the main balance at the brand's rate, at least `minConvert`: one
 * ledger entry from the house `points` account keyed by the member's request, with the guarded
 * spend, its history row and the member's figures (a bonus) in the same transaction. A repeated
 * request answers the first conversion and moves nothing more.
 */
export async function convertPoints(
  deps: MallDeps,
  q: {
    brand: Brand;
    member: MemberRow;
    input: { points: number; paymentPassword: string; requestId: string };
  },
): Promise<ConvertValue> {
  const { brand, member, input } = q;
  requireMall(brand);
  const s = brand.settings.points;
  const ref = `convert:${input.requestId}`;
  const done = await moveByRef(deps.db, { memberId: member.id, ref });
  if (!done) {
    if (input.points < s.minConvert) throw new AppError('points.below.minimum');
    await checkPaymentPassword(deps.db, { member, given: input.paymentPassword });
    await post(deps, { brand, memberId: member.id, points: input.points, ref, requestId: input.requestId });
  }
  const points = done ? Number(done.points) : input.points;
  return {
    points,
    amount: formatMinor(BigInt(points) * BigInt(s.convertRate)),
    account: await pointsOf(deps.db, { brand, memberId: member.id }),
  };
}

async function post(
  deps: MallDeps,
  q: { brand: Brand; memberId: number; points: number; ref: string; requestId: string },
) {
  const { brand, memberId, points } = q;
  const { earned } = await earnedOf(deps.db, { brand, memberId });
  if (points > earned) throw new AppError('points.not.enough');
  const amount = BigInt(points) * BigInt(brand.settings.points.convertRate);
  const now = Date.now();
  await deps.wallet.postWith(
    {
      merchantId: brand.id,
      currency: brand.settings.currency,
      idemKey: `points:${memberId}:${q.requestId}`,
      type: 'bonus',
      ref: 'points:convert',
      memo: `${points} points`,
      lines: [
        { account: { member: memberId }, amount },
        { account: { house: 'points' }, amount: -amount },
      ],
    },
    async (trx, posted) => {
      if (posted.replayed) return;
      if (!(await spendPoints(trx, { merchantId: brand.id, memberId, points, earned })))
        throw new AppError('points.not.enough');
      await addMove(trx, {
        merchant_id: brand.id,
        member_id: memberId,
        kind: 'convert',
        points,
        ref: q.ref,
        at: now,
      });
      await addFigures(trx, [
        {
          merchantId: brand.id,
          memberId,
          timeZone: brand.settings.timeZone,
          at: now,
          gameType: WALLET_FIGURES,
          sums: { bonus: amount, bonus_count: 1 },
        },
      ]);
    },
  );
}
