// Manual rebate (MANPLAYREB3, decision 029): valid turnover per game type not claimed on yet, at
// the rate of the member's VIP level now, claimed into the main balance in one ledger entry.
import type { Kysely } from 'kysely';
import type { Rebate, VipLevel } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { addFigures, WALLET_FIGURES, type TypeTotals } from '../figures/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { currentLevel, type CurrentLevel } from './ranks.ts';
import { advanceRebate, rebateRows } from './repo.ts';

export type VipDeps = { db: Kysely<Database>; wallet: Wallet };

/** The level's rate for a game type (basis points): its own, else `other`, else 0. */
export const rateOf = (level: VipLevel, gameType: string) =>
  level.rebate[gameType] ?? level.rebate['other'] ?? 0;

type Due = { gameType: string; from: bigint; to: bigint; rate: number; amount: bigint };

/** What each game type's unclaimed turnover comes to at the level's rates. */
function dueOf(level: VipLevel, totals: readonly TypeTotals[], claimed: Map<string, bigint>): Due[] {
  return totals
    .filter((t) => t.gameType !== WALLET_FIGURES)
    .map((t) => {
      const from = claimed.get(t.gameType) ?? 0n;
      const rate = rateOf(level, t.gameType);
      const open = t.valid_turnover > from ? t.valid_turnover - from : 0n;
      return {
        gameType: t.gameType,
        from,
        to: t.valid_turnover,
        rate,
        amount: (open * BigInt(rate)) / 10_000n,
      };
    });
}

async function stateOf(
  deps: VipDeps,
  q: { brand: Brand; memberId: number; now: number; current?: CurrentLevel | undefined },
) {
  const { level, rows } = q.current ?? (await currentLevel(deps, q));
  const paid = await rebateRows(deps.db, q.memberId);
  const claimed = new Map(paid.map((p) => [p.gameType, p.turnoverClaimed]));
  const due = dueOf(q.brand.settings.vip.levels[level]!, rows, claimed);
  return { level, due, paid };
}

function view(s: Awaited<ReturnType<typeof stateOf>>): Rebate {
  const last = s.paid.reduce((m, p) => Math.max(m, p.claimedAt), 0);
  return {
    rankLevel: s.level,
    rows: s.due.map((d) => ({
      gameType: d.gameType,
      turnover: formatMinor(d.to - d.from),
      rate: d.rate,
      amount: formatMinor(d.amount),
    })),
    total: formatMinor(s.due.reduce((sum, d) => sum + d.amount, 0n)),
    claimed: formatMinor(s.paid.reduce((sum, p) => sum + p.paid, 0n)),
    lastClaimAt: last > 0 ? last : null,
  };
}

/** The manual rebate the member may claim now (`current`: its level, when the caller has read it). */
export async function rebateOf(
  deps: VipDeps,
  q: { brand: Brand; memberId: number; now: number; current?: CurrentLevel },
): Promise<Rebate> {
  return view(await stateOf(deps, q));
}

class Moved extends Error {}

/**
 * Claims the manual rebate: every game type with something due, in one ledger entry keyed by the
 * turnover it pays up to, with the claimed turnover and the member's figures (as rebate). A claim
 * racing another pays once: the same key replays, and a claim that read before the other moved
 * the turnover is rolled back and read again.
 */
export async function claimRebate(
  deps: VipDeps,
  q: { brand: Brand; memberId: number; now: number },
): Promise<{ amount: string; rebate: Rebate }> {
  for (let attempt = 0; ; attempt++) {
    const s = await stateOf(deps, q);
    const due = s.due.filter((d) => d.amount > 0n);
    const amount = due.reduce((sum, d) => sum + d.amount, 0n);
    if (amount <= 0n) throw new AppError('rebate.nothing');
    try {
      const paidBefore = s.paid.reduce((sum, p) => sum + p.paid, 0n);
      await post(deps, { ...q, due, amount, paidBefore });
      return { amount: formatMinor(amount), rebate: await rebateOf(deps, q) };
    } catch (err) {
      if (!(err instanceof Moved) || attempt >= 2) throw err;
    }
  }
}

async function post(
  deps: VipDeps,
  q: { brand: Brand; memberId: number; now: number; due: Due[]; amount: bigint; paidBefore: bigint },
) {
  const { brand, memberId } = q;
  // Unique per claim: what was paid before only grows, and the turnover it pays up to.
  const upTo = `${q.paidBefore}:${q.due.reduce((sum, d) => sum + d.to, 0n)}`;
  await deps.wallet.postWith(
    {
      merchantId: brand.id,
      currency: brand.settings.currency,
      idemKey: `manrebate:${memberId}:${upTo}`,
      type: 'rebate',
      ref: 'manual-rebate',
      memo: 'MANPLAYREB3',
      lines: [
        { account: { member: memberId, code: 'main' }, amount: q.amount },
        { account: { house: 'rebate:manual' }, amount: -q.amount },
      ],
    },
    async (trx, posted) => {
      if (posted.replayed) return;
      for (const d of q.due)
        if (!(await advanceRebate(trx, { merchantId: brand.id, memberId, ...d, now: q.now })))
          throw new Moved();
      await addFigures(
        trx,
        q.due.map((d) => ({
          merchantId: brand.id,
          memberId,
          timeZone: brand.settings.timeZone,
          at: q.now,
          gameType: d.gameType,
          sums: { rebate: d.amount },
        })),
      );
    },
  );
}
