// VIP levels (decision 029): the highest level whose lifetime valid turnover and paid deposits the
// member has reached, read from its figures; a level once reached is kept.
import type { Kysely } from 'kysely';
import { VIP_SERVICE_ABOVE, type Rank, type VipLevel } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import { localHour, totalOf, typeTotals, WALLET_FIGURES, type TypeTotals } from '../figures/index.ts';
import { membersRepo } from '../identity/index.ts';
import { raiseLevel, reachedLevel } from './repo.ts';

type Deps = { db: Kysely<Database> };

/** Lifetime figures a level is reached on. */
export type Lifetime = { turnover: bigint; deposits: bigint };

export const lifetimeOf = (rows: readonly TypeTotals[]): Lifetime => ({
  turnover: totalOf(
    rows.filter((r) => r.gameType !== WALLET_FIGURES),
    'valid_turnover',
  ),
  deposits: totalOf(rows, 'deposit'),
});

/** The highest level both figures reach (level 0 always). */
export function levelFor(levels: readonly VipLevel[], life: Lifetime): number {
  let out = 0;
  for (const l of levels)
    if (life.turnover >= BigInt(l.turnover) && life.deposits >= BigInt(l.deposits)) out = l.level;
  return out;
}

/**
 * The member's level now: the one its figures reach, recorded (with its club label) when above
 * the one recorded, else the recorded one. Answers the level and the lifetime figures.
 */
/** A member's level now, its lifetime figures and the per-game-type totals they came from. */
export type CurrentLevel = { level: number; life: Lifetime; rows: TypeTotals[] };

export async function currentLevel(
  deps: Deps,
  q: { brand: Brand; memberId: number; now: number },
): Promise<CurrentLevel> {
  const rows = await typeTotals(deps.db, { merchantId: q.brand.id, memberId: q.memberId });
  const life = lifetimeOf(rows);
  const levels = q.brand.settings.vip.levels;
  const reached = levelFor(levels, life);
  const had = (await reachedLevel(deps.db, q.memberId)) ?? 0;
  if (reached <= had) return { level: Math.min(had, levels.length - 1), life, rows };
  if (
    await raiseLevel(deps.db, { merchantId: q.brand.id, memberId: q.memberId, level: reached, now: q.now })
  ) {
    const l = levels[reached]!;
    const fallback = q.brand.settings.defaultLang;
    const label = {
      labelName: pick(l.name, { lang: fallback, fallback }),
      color: l.color,
      color2: l.color2,
      rankLevel: l.level,
    };
    await membersRepo.update(deps.db, { id: q.memberId, values: { club_label: JSON.stringify(label) } });
  }
  return { level: reached, life, rows };
}

const progress = (actual: bigint, expected: bigint) => ({
  actual: formatMinor(actual),
  expected: formatMinor(expected),
});
const percent = (actual: bigint, expected: bigint) =>
  expected <= 0n || actual >= expected ? 100 : Number((actual * 10_000n) / expected) / 100;

/** The playerRank page: the member's level, the month's turnover, the way to the next level and the ladder. */
export async function rankOf(
  deps: Deps,
  q: { brand: Brand; memberId: number; lang: string; now: number },
): Promise<Rank> {
  const { level, life } = await currentLevel(deps, q);
  const levels = q.brand.settings.vip.levels;
  const t = (texts: Record<string, string>) =>
    pick(texts, { lang: q.lang, fallback: q.brand.settings.defaultLang });
  const lines = (l: VipLevel) => l.benefits[q.lang] ?? l.benefits[q.brand.settings.defaultLang] ?? [];
  const mine = levels[level]!;
  const today = localHour(q.now, q.brand.settings.timeZone).day;
  const month = await typeTotals(deps.db, {
    merchantId: q.brand.id,
    memberId: q.memberId,
    from: `${today.slice(0, 8)}01`,
    to: today,
  });
  const next = levels[level + 1];
  return {
    rankLevel: level,
    playerRankName: t(mine.name),
    color: mine.color,
    color2: mine.color2,
    benefits: lines(mine),
    totalTurnover: formatMinor(life.turnover),
    totalDeposits: formatMinor(life.deposits),
    monthlyTurnover: progress(lifetimeOf(month).turnover, BigInt(mine.monthlyTurnover)),
    next: next
      ? {
          rankLevel: next.level,
          playerRankName: t(next.name),
          turnover: progress(life.turnover, BigInt(next.turnover)),
          deposits: progress(life.deposits, BigInt(next.deposits)),
          progress: Math.min(
            percent(life.turnover, BigInt(next.turnover)),
            percent(life.deposits, BigInt(next.deposits)),
          ),
        }
      : null,
    vipService: level > VIP_SERVICE_ABOVE,
    levels: levels.map((l) => ({
      rankLevel: l.level,
      playerRankName: t(l.name),
      color: l.color,
      color2: l.color2,
      turnover: formatMinor(BigInt(l.turnover)),
      deposits: formatMinor(BigInt(l.deposits)),
      benefits: lines(l),
    })),
  };
}
