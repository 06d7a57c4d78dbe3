// Paying a bonus: the promotion's limits, the reward on its base, and one ledger entry with the
// bonus row, its weights and the member's figures (decision 027).
import type { Transaction } from 'kysely';
import type { PromotionDefinition } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { addFigures, WALLET_FIGURES } from '../figures/index.ts';
import { cardSharers } from '../wallet/index.ts';
import { bonusOf, claimCounts, insertBonus, openBonus, type BonusRow } from './bonuses-repo.ts';
import type { PromoDeps } from './claims.ts';
import { rafflePrize, rewardAmount } from './rewards.ts';
import { promotionById } from './repo.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { formatMinor } from '../../lib/money.ts';
import { pick } from '../../lib/texts.ts';

const DAY = 86_400_000;

/** The event a bonus is paid for (its key with the promotion and member) and the base its reward is computed on. */
export type Earned = { source: string; base: bigint };

/**
 * Pays a promotion's bonus for an event, within its limits (times per member; once per IP,
 * device or payout card when it says so: another account sharing one already had it) and with no other bonus being wagered when it asks for wagering; `also` writes the
 * caller's own rows in the same transaction (an application marked issued). Keyed by promotion,
 * member and event: a repeat pays nothing more and answers the same bonus.
 */
export async function grantBonus(
  deps: PromoDeps,
  q: {
    brand: Brand;
    memberId: number;
    promotionId: number;
    def: PromotionDefinition;
    earned: Earned;
    ip: string;
    /** The claiming device's id ('' when unknown). */
    device: string;
    now: number;
    also?: (trx: Transaction<Database>, bonusId: number) => Promise<void>;
  },
): Promise<BonusRow> {
  const { def } = q;
  const { perMember, perIp, perDevice, perCard } = def.limits;
  if (perDevice && q.device === '') throw new AppError('promotion.device.required');
  const cards = await cardSharers(deps.db, { merchantId: q.brand.id, memberId: q.memberId });
  if (perCard && !cards.hasCard) throw new AppError('promotion.card.required');
  const counts = await claimCounts(deps.db, { ...q, cardSharers: cards.others });
  // A goal's bonus is once per period (its source); the others count every claim.
  if (
    (!def.goal && counts.mine >= perMember) ||
    (perIp && counts.sameIp > 0) ||
    (perDevice && counts.sameDevice > 0) ||
    (perCard && counts.sameCard > 0)
  )
    throw new AppError('promotion.limit');
  const amount = await amountOf(deps, q);
  if (amount <= 0n) throw new AppError('promotion.not.available');
  const required = (amount * BigInt(def.wagerMultiple)) / 100n;
  if (required > 0n && (await openBonus(deps.db, q.memberId))) throw new AppError('bonus.open.exists');
  if (await post(deps, { ...q, amount, required })) await told(deps, { ...q, amount });
  return (await bonusOf(deps.db, {
    promotionId: q.promotionId,
    memberId: q.memberId,
    source: q.earned.source,
  }))!;
}

/** What the bonus pays: the reward on the event's base, or for a raffle the prize its draw picks. */
async function amountOf(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; promotionId: number; def: PromotionDefinition; earned: Earned },
): Promise<bigint> {
  const reward = q.def.reward;
  if (reward.type !== 'raffle') return rewardAmount(reward, q.earned.base);
  const row = await promotionById(deps.db, { merchantId: q.brand.id, id: q.promotionId });
  if (!row?.raffle_seed) throw new AppError('promotion.not.available');
  return rafflePrize(reward, { seed: row.raffle_seed, memberId: q.memberId, source: q.earned.source });
}

/** After the bonus's transaction committed: the member is told (a message is not money, decision 030). */
async function told(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; def: PromotionDefinition; amount: bigint },
) {
  if (!deps.onBonus) return;
  const promotion = pick(q.def.title, { lang: q.brand.settings.defaultLang, fallback: 'EN' });
  await deps.onBonus({
    merchantId: q.brand.id,
    memberId: q.memberId,
    amount: formatMinor(q.amount),
    promotion,
  });
}

/** The bonus's ledger entry, its row and weights, and the member's figures, in one transaction; true when paid now. */
async function post(
  deps: PromoDeps,
  q: {
    brand: Brand;
    memberId: number;
    promotionId: number;
    def: PromotionDefinition;
    earned: Earned;
    amount: bigint;
    required: bigint;
    ip: string;
    device: string;
    now: number;
    also?: ((trx: Transaction<Database>, bonusId: number) => Promise<void>) | undefined;
  },
) {
  const { def, brand } = q;
  let paid = false;
  try {
    await deps.wallet.postWith(
      {
        merchantId: brand.id,
        currency: brand.settings.currency,
        idemKey: `bonus:${q.promotionId}:${q.memberId}:${q.earned.source}`,
        type: 'bonus',
        ref: `promo:${def.code}`,
        memo: def.code,
        lines: [
          { account: { member: q.memberId, code: def.creditTo }, amount: q.amount },
          { account: { house: `bonus:${def.code}` }, amount: -q.amount },
        ],
      },
      async (trx, posted) => {
        if (posted.replayed) return;
        paid = true;
        const bonusId = await insertBonus(trx, {
          row: {
            merchant_id: brand.id,
            member_id: q.memberId,
            promotion_id: q.promotionId,
            source: q.earned.source,
            amount: q.amount.toString(),
            credit_to: def.creditTo,
            wager_required: q.required.toString(),
            other_weight: def.otherWeight,
            status: q.required > 0n ? 'open' : 'free',
            ip: q.ip,
            device: q.device,
            created_at: q.now,
            expires_at: q.required > 0n && def.wagerDays > 0 ? q.now + def.wagerDays * DAY : null,
            met_at: null,
            ended_at: null,
          },
          weights: def.gameWeights,
        });
        if (bonusId !== undefined && q.also) await q.also(trx, bonusId);
        await addFigures(trx, [
          {
            merchantId: brand.id,
            memberId: q.memberId,
            timeZone: brand.settings.timeZone,
            at: q.now,
            gameType: WALLET_FIGURES,
            sums: { bonus: q.amount, bonus_count: 1 },
          },
        ]);
      },
    );
  } catch (err) {
    // Another bonus went open between the check and this entry: the database refused the second.
    if (uniqueViolation(err) !== undefined) throw new AppError('bonus.open.exists');
    throw err;
  }
  return paid;
}
