// Missions (missionLeaderboard): promotions with the `mission` trigger, each a goal over the
// running local day or week; the member's progress from its figures, claimed like any promotion
// (POST /wps/promotions/:id/claim, once per period), and the leaderboard of a figure.
import type { Leaderboard, Mission, MissionsValue, PromotionDefinition } from '@lotto/contracts';
import { maskName } from '../../lib/mask.ts';
import { formatMinor } from '../../lib/money.ts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import { leaders, typeTotals, type FigureTotal } from '../figures/index.ts';
import { membersRepo, type MemberRow } from '../identity/index.ts';
import { bonusOf } from './bonuses-repo.ts';
import { definitionOf, statusAt } from './catalogue.ts';
import { inAudience, type PromoDeps } from './claims.ts';
import { goalSource, goalValue, periodOf } from './goals.ts';
import { listedPromotions, type PromotionRow } from './repo.ts';
import { rewardAmount } from './rewards.ts';

/** What a caller listing several things for one member has read once: the member, the brand's promotions, its level. */
export type Known = { member: MemberRow; rows: PromotionRow[]; level: () => Promise<number> };

const shown = (def: PromotionDefinition, v: bigint) =>
  def.goal?.metric === 'bets' ? v.toString() : formatMinor(v);

/** The member's missions of the running periods, with progress, and how many are not claimed yet. */
export async function memberMissions(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; lang: string; now: number } & Partial<Known>,
): Promise<MissionsValue> {
  const member = q.member ?? (await membersRepo.byId(deps.db, { merchantId: q.brand.id, id: q.memberId }));
  const rows = (
    q.rows ?? (await listedPromotions(deps.db, { merchantId: q.brand.id, trigger: 'mission' }))
  ).filter((r) => r.trigger === 'mission');
  const t = (texts: Record<string, string>) =>
    pick(texts, { lang: q.lang, fallback: q.brand.settings.defaultLang });
  const totals = new Map<string, Awaited<ReturnType<typeof typeTotals>>>();
  const list: Mission[] = [];
  for (const row of rows) {
    const def = definitionOf(row);
    const goal = def.goal!;
    if (
      !member ||
      statusAt(def, q.now) !== 'process' ||
      !(await inAudience(deps, { def, brand: q.brand, member, now: q.now, level: q.level }))
    )
      continue;
    const period = periodOf(goal, { at: q.now, timeZone: q.brand.settings.timeZone });
    let sums = totals.get(period.from);
    if (!sums) {
      sums = await typeTotals(deps.db, {
        merchantId: q.brand.id,
        memberId: q.memberId,
        from: period.from,
        to: period.to,
      });
      totals.set(period.from, sums);
    }
    const value = goalValue(goal, sums);
    const target = BigInt(goal.target);
    const paid = await bonusOf(deps.db, {
      promotionId: row.id,
      memberId: q.memberId,
      source: goalSource(period),
    });
    list.push({
      id: row.id,
      code: def.code,
      title: t(def.title),
      summary: t(def.summary),
      period: goal.period,
      metric: goal.metric,
      target: shown(def, target),
      value: shown(def, value),
      progress: value >= target ? 100 : Number((value * 10_000n) / target) / 100,
      reward: formatMinor(paid ? BigInt(paid.amount) : rewardAmount(def.reward, value)),
      status: paid ? 'claimed' : value >= target ? 'done' : 'process',
      endsAt: period.endsAt,
    });
  }
  return { list, open: list.filter((m) => m.status !== 'claimed').length };
}

const FIGURE: Record<Leaderboard['metric'], FigureTotal> = {
  turnover: 'valid_turnover',
  bets: 'bet_count',
  deposits: 'deposit',
};
const TOP = 10;

/** The brand's members leading a figure over the running day or week (names masked), and the asker's place. */
export async function leaderboard(
  deps: PromoDeps,
  q: {
    brand: Brand;
    memberId: number;
    period: Leaderboard['period'];
    metric: Leaderboard['metric'];
    now: number;
  },
): Promise<Leaderboard> {
  const span = periodOf({ period: q.period }, { at: q.now, timeZone: q.brand.settings.timeZone });
  const top = await leaders(deps.db, {
    merchantId: q.brand.id,
    ...span,
    figure: FIGURE[q.metric],
    limit: 100,
  });
  const names = await membersRepo.usernames(
    deps.db,
    top.slice(0, TOP).map((r) => r.memberId),
  );
  const show = (v: bigint) => (q.metric === 'bets' ? v.toString() : formatMinor(v));
  const place = top.findIndex((r) => r.memberId === q.memberId);
  const own = place >= 0 ? top[place]!.total : await ownTotal(deps, { ...q, span, figure: FIGURE[q.metric] });
  return {
    period: q.period,
    metric: q.metric,
    from: span.from,
    to: span.to,
    rows: top
      .slice(0, TOP)
      .map((r, i) => ({ rank: i + 1, name: maskName(names.get(r.memberId) ?? ''), value: show(r.total) })),
    mine: { rank: place >= 0 ? place + 1 : null, value: show(own) },
  };
}

async function ownTotal(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; span: { from: string; to: string }; figure: FigureTotal },
) {
  const rows = await typeTotals(deps.db, { merchantId: q.brand.id, memberId: q.memberId, ...q.span });
  return rows.reduce((s, r) => s + r[q.figure], 0n);
}
