// The reward centre and the header's state (rewardCenter, the top reward bar): what the member may
// claim now, promotion by promotion, its manual rebate and missions, and its newest bonuses.
import type { ClaimableReward, MemberState, PromotionDefinition, RewardCentre } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import { pick } from '../../lib/texts.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import { membersRepo } from '../identity/index.ts';
import { currentLevel, rebateOf, type CurrentLevel } from '../vip/index.ts';
import { memberBonuses } from './bonuses.ts';
import { bonusOf } from './bonuses-repo.ts';
import { definitionOf, statusAt } from './catalogue.ts';
import { earnedBy, inAudience, type PromoDeps } from './claims.ts';
import { memberMissions, type Known } from './missions.ts';
import { listedPromotions } from './repo.ts';
import { rewardAmount } from './rewards.ts';

/** Triggers a member claims itself, checked here (missions are listed from their own page; applications are reviewed). */
const CLAIMED = new Set<PromotionDefinition['trigger']>([
  'registration',
  'first_deposit',
  'deposit',
  'turnover',
  'losses',
]);

type Q = { brand: Brand; memberId: number; lang: string; now: number };

/** The promotions the member has earned and not claimed, with what each would pay. */
async function claimablePromotions(deps: PromoDeps, q: Q & Known): Promise<ClaimableReward[]> {
  const out: ClaimableReward[] = [];
  for (const row of q.rows) {
    const def = definitionOf(row);
    if (!CLAIMED.has(def.trigger) || def.autoGrant || statusAt(def, q.now) !== 'process') continue;
    if (!(await inAudience(deps, { def, brand: q.brand, member: q.member, now: q.now, level: q.level })))
      continue;
    try {
      const createdAt = Number(q.member.created_at);
      const earned = await earnedBy(deps, { ...q, def, promotionId: row.id, createdAt });
      if (await bonusOf(deps.db, { promotionId: row.id, memberId: q.memberId, source: earned.source }))
        continue;
      const amount = rewardAmount(def.reward, earned.base);
      if (amount <= 0n) continue;
      const title = pick(def.title, { lang: q.lang, fallback: q.brand.settings.defaultLang });
      const kind = def.reward.type === 'raffle' ? 'raffle' : 'promotion';
      out.push({ kind, id: row.id, code: def.code, title, amount: formatMinor(amount) });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
    }
  }
  return out;
}

/**
 * Everything the member may claim now: promotions earned, missions reached, the manual rebate.
 * The member, the brand's promotions and the member's level are read once for all of them.
 */
export async function claimableRewards(deps: PromoDeps, q: Q) {
  const [member, rows] = await Promise.all([
    membersRepo.byId(deps.db, { merchantId: q.brand.id, id: q.memberId }),
    listedPromotions(deps.db, { merchantId: q.brand.id }),
  ]);
  if (!member) throw new AppError('access.forbidden');
  let current: Promise<CurrentLevel> | undefined;
  const levelNow = () => (current ??= currentLevel(deps, q));
  const known = { member, rows, level: async () => (await levelNow()).level };
  const list = await claimablePromotions(deps, { ...q, ...known });
  const missions = await memberMissions(deps, { ...q, ...known });
  for (const m of missions.list.filter((x) => x.status === 'done'))
    list.push({ kind: 'mission', id: m.id, code: m.code, title: m.title, amount: m.reward });
  if (moduleOn(q.brand, 'MANPLAYREB3')) {
    const rebate = await rebateOf(deps, { ...q, current: await levelNow() });
    if (rebate.total !== '0.00')
      list.push({ kind: 'rebate', id: 0, code: 'MANPLAYREB3', title: '', amount: rebate.total });
  }
  return { list, missionsOpen: missions.open, rows, level: known.level };
}

/** The reward centre: claimable rewards and the newest bonuses. */
export async function rewardCentre(deps: PromoDeps, q: Q): Promise<RewardCentre> {
  const { list } = await claimableRewards(deps, q);
  const claimed = await memberBonuses(deps, { ...q, pageNo: 1, pageSize: 20 });
  return { claimable: list, claimed: claimed.list };
}

/** The header's state of a signed-in member, in one call. */
export async function memberState(
  deps: PromoDeps,
  q: Q & { member: { id: number; type: number } },
): Promise<MemberState> {
  const [balance, rewards, unreadMessages] = await Promise.all([
    deps.wallet.balance(q.brand, q.member),
    claimableRewards(deps, q),
    deps.unreadMessages?.({ brand: q.brand, memberId: q.memberId }) ?? null,
  ]);
  const open = rewards.rows.map(definitionOf).filter((d) => statusAt(d, q.now) === 'process');
  return {
    sumBalance: balance.sumBalance,
    currency: balance.currency,
    currencySymbol: balance.currencySymbol,
    unreadMessages,
    referral: open.some((d) => d.code === 'REFERRAL'),
    promotions: open.length,
    rewards: rewards.list.length,
    missions: rewards.missionsOpen,
    rankLevel: await rewards.level(),
  };
}
