// Claiming a promotion: the event that earned it, its limits, and the bonus paid through the
// ledger with its wagering requirement, once (decision 027).
import type { Kysely } from 'kysely';
import type { Bonus, PromotionDefinition } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { addFigures, WALLET_FIGURES } from '../figures/index.ts';
import { membersRepo } from '../identity/index.ts';
import { paidDeposits, type Wallet } from '../wallet/index.ts';
import { bonusView } from './bonus-view.ts';
import { bonusOf, claimCounts, insertBonus, openBonus } from './bonuses-repo.ts';
import { definitionOf, statusAt } from './catalogue.ts';
import { listedPromotions, promotionById } from './repo.ts';
import { rewardAmount } from './rewards.ts';

export type PromoDeps = { db: Kysely<Database>; wallet: Wallet };

const DAY = 86_400_000;
const notAvailable = () => new AppError('promotion.not.available');

type Earned = { source: string; base: bigint };

/** The event a claim is made on and its base; refused when it has not happened within the claim window. */
async function earnedBy(
  deps: PromoDeps,
  q: {
    brand: Brand;
    def: PromotionDefinition;
    promotionId: number;
    memberId: number;
    createdAt: number;
    now: number;
  },
): Promise<Earned> {
  const window = q.def.claimDays * DAY;
  if (q.def.trigger === 'registration') {
    if (q.now - q.createdAt > window) throw notAvailable();
    return { source: 'registration', base: 0n };
  }
  if (q.def.trigger !== 'first_deposit' && q.def.trigger !== 'deposit') throw notAvailable();
  const deposits = await paidDeposits(deps.db, { merchantId: q.brand.id, memberId: q.memberId });
  if (q.def.trigger === 'first_deposit') {
    const first = deposits[0];
    if (!first || q.now - first.paidAt > window) throw notAvailable();
    return { source: `deposit:${first.orderRef}`, base: first.amount };
  }
  // Any deposit: the newest within the window not claimed on yet.
  for (const d of deposits.reverse()) {
    if (q.now - d.paidAt > window) break;
    const source = `deposit:${d.orderRef}`;
    if (!(await bonusOf(deps.db, { promotionId: q.promotionId, memberId: q.memberId, source })))
      return { source, base: d.amount };
  }
  throw notAvailable();
}

/** Whether the member is in the promotion's audience (VIP levels and agents' teams are not open yet). */
function inAudience(def: PromotionDefinition, q: { createdAt: number; now: number }): boolean {
  if (def.audience === 'all') return true;
  if (def.audience === 'new') return q.now - q.createdAt <= def.audienceValue * DAY;
  return false;
}

/**
 * The member claims a promotion: open now, in its audience, earned by its trigger, within its
 * limits (times per member; once per IP when it says so), no other bonus being wagered; the bonus
 * is one ledger entry keyed by promotion, member and the earning event, so a repeated or
 * concurrent claim pays once and answers the same bonus.
 */
export async function claimPromotion(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; promotionId: number; ip: string; now: number },
): Promise<Bonus> {
  const row = await promotionById(deps.db, { merchantId: q.brand.id, id: q.promotionId });
  if (!row || row.enabled !== 1) throw new AppError('promotion.not.found');
  const def = definitionOf(row);
  const member = await membersRepo.byId(deps.db, { merchantId: q.brand.id, id: q.memberId });
  if (!member) throw new AppError('access.forbidden');
  const createdAt = Number(member.created_at);
  if (statusAt(def, q.now) !== 'process' || !inAudience(def, { createdAt, now: q.now })) throw notAvailable();
  const earned = await earnedBy(deps, { ...q, def, createdAt });
  const had = await bonusOf(deps.db, { promotionId: row.id, memberId: q.memberId, source: earned.source });
  if (had) return bonusView(had, { def, lang: q.brand.settings.defaultLang });
  const counts = await claimCounts(deps.db, { promotionId: row.id, memberId: q.memberId, ip: q.ip });
  if (counts.mine >= def.limits.perMember || (def.limits.perIp && counts.sameIp > 0))
    throw new AppError('promotion.limit');
  const amount = rewardAmount(def.reward, earned.base);
  if (amount <= 0n) throw notAvailable();
  const required = (amount * BigInt(def.wagerMultiple)) / 100n;
  if (required > 0n && (await openBonus(deps.db, q.memberId))) throw new AppError('bonus.open.exists');
  await grant(deps, { ...q, def, promotionId: row.id, earned, amount, required });
  const made = (await bonusOf(deps.db, {
    promotionId: row.id,
    memberId: q.memberId,
    source: earned.source,
  }))!;
  return bonusView(made, { def, lang: q.brand.settings.defaultLang });
}

const uniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown };
  return (
    e.code === '23505' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
};

/** The bonus's ledger entry, its row and weights, and the member's figures, in one transaction. */
async function grant(
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
    now: number;
  },
) {
  const { def, brand } = q;
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
        await insertBonus(trx, {
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
            created_at: q.now,
            expires_at: q.required > 0n && def.wagerDays > 0 ? q.now + def.wagerDays * DAY : null,
            met_at: null,
            ended_at: null,
          },
          weights: def.gameWeights,
        });
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
    if (uniqueViolation(err)) throw new AppError('bonus.open.exists');
    throw err;
  }
}

/**
 * A new member gets the brand's registration promotions marked `autoGrant` that it qualifies for
 * (a new-member bonus paid at sign-up), as if it had claimed each; one it may not have (a limit,
 * the IP's) is skipped.
 */
export async function welcomeBonuses(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; ip: string; now: number },
) {
  const rows = await listedPromotions(deps.db, { merchantId: q.brand.id, trigger: 'registration' });
  const given: Bonus[] = [];
  for (const row of rows.filter((r) => definitionOf(r).autoGrant))
    try {
      given.push(await claimPromotion(deps, { ...q, promotionId: row.id }));
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
    }
  return given;
}
