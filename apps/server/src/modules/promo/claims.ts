// Claiming a promotion: the event that earned it, its limits, and the bonus paid through the
// ledger with its wagering requirement, once (decision 027).
import type { Kysely } from 'kysely';
import type { Bonus, Goal, PromotionDefinition } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo, type MemberRow } from '../identity/index.ts';
import { currentLevel } from '../vip/index.ts';
import { goalProgress, goalSource, periodOf } from './goals.ts';
import { paidDeposits, type Wallet } from '../wallet/index.ts';
import { bonusView } from './bonus-view.ts';
import { bonusOf } from './bonuses-repo.ts';
import { grantBonus, type Earned } from './grant.ts';
import { definitionOf, statusAt } from './catalogue.ts';
import { listedPromotions, promotionById } from './repo.ts';

export type PromoDeps = {
  db: Kysely<Database>;
  wallet: Wallet;
  /** Told once a bonus is paid and its transaction committed (app.ts: the member's message). */
  onBonus?:
    | ((e: { merchantId: number; memberId: number; amount: string; promotion: string }) => Promise<void>)
    | undefined;
  /** The member's unread platform messages for the header's state; null while INBOX3 is off. */
  unreadMessages?: ((q: { brand: Brand; memberId: number }) => Promise<number | null>) | undefined;
};

const DAY = 86_400_000;
const notAvailable = () => new AppError('promotion.not.available');

/** The event a claim is made on and its base; refused when it has not happened within the claim window. */
export async function earnedBy(
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
  if (q.def.goal) return goalEarned(deps, { ...q, goal: q.def.goal, window });
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

/**
 * A goal reached: the running period's figure (turnover, missions) or the last period's losses,
 * claimed within the claim window after that period ends; its base is the figure.
 */
async function goalEarned(
  deps: PromoDeps,
  q: { brand: Brand; def: PromotionDefinition; goal: Goal; memberId: number; now: number; window: number },
): Promise<Earned> {
  const back = q.def.trigger === 'losses';
  const period = periodOf(q.goal, { at: q.now, timeZone: q.brand.settings.timeZone, back });
  if (back && q.now - period.endsAt > q.window) throw notAvailable();
  const value = await goalProgress(deps.db, {
    merchantId: q.brand.id,
    memberId: q.memberId,
    goal: q.goal,
    period,
  });
  if (value < BigInt(q.goal.target)) throw new AppError('promotion.goal.unmet');
  return { source: goalSource(period), base: value };
}

/** Whether the member is in the promotion's audience: everyone, new members, VIP levels, or an agent's team. */
export async function inAudience(
  deps: PromoDeps,
  q: {
    def: PromotionDefinition;
    brand: Brand;
    member: MemberRow;
    now: number;
    /** The member's level when the caller reads it once for many promotions. */
    level?: (() => Promise<number>) | undefined;
  },
): Promise<boolean> {
  const { def } = q;
  if (def.audience === 'all') return true;
  if (def.audience === 'new') return q.now - Number(q.member.created_at) <= def.audienceValue * DAY;
  if (def.audience === 'vip') {
    const level = q.level
      ? await q.level()
      : (await currentLevel(deps, { brand: q.brand, memberId: q.member.id, now: q.now })).level;
    return level >= def.audienceValue;
  }
  // team: a member under an agent (under the agent whose id is the value, when one is set).
  if (q.member.upline_id === null) return false;
  if (def.audienceValue === 0) return true;
  return membersRepo.isDownline(deps.db, { ancestorId: def.audienceValue, descendantId: q.member.id });
}

/**
 * The member claims a promotion: open now, in its audience, earned by its trigger, within its
 * limits (times per member; once per IP when it says so), no other bonus being wagered; the bonus
 * is one ledger entry keyed by promotion, member and the earning event, so a repeated or
 * concurrent claim pays once and answers the same bonus.
 */
export async function claimPromotion(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; promotionId: number; ip: string; device: string; now: number },
): Promise<Bonus> {
  const row = await promotionById(deps.db, { merchantId: q.brand.id, id: q.promotionId });
  if (!row || row.enabled !== 1) throw new AppError('promotion.not.found');
  const def = definitionOf(row);
  const member = await membersRepo.byId(deps.db, { merchantId: q.brand.id, id: q.memberId });
  if (!member) throw new AppError('access.forbidden');
  const createdAt = Number(member.created_at);
  if (
    statusAt(def, q.now) !== 'process' ||
    !(await inAudience(deps, { def, brand: q.brand, member, now: q.now }))
  )
    throw notAvailable();
  const earned = await earnedBy(deps, { ...q, def, createdAt });
  const had = await bonusOf(deps.db, { promotionId: row.id, memberId: q.memberId, source: earned.source });
  if (had) return bonusView(had, { def, lang: q.brand.settings.defaultLang });
  const made = await grantBonus(deps, { ...q, def, promotionId: row.id, earned });
  return bonusView(made, { def, lang: q.brand.settings.defaultLang });
}

/**
 * A new member gets the brand's registration promotions marked `autoGrant` that it qualifies for
 * (a new-member bonus paid at sign-up), as if it had claimed each; one it may not have (a limit,
 * the IP's) is skipped.
 */
export async function welcomeBonuses(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; ip: string; device: string; now: number },
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
