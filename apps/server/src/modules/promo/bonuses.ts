// A member's bonuses: the list, forfeiting the one being wagered, expiry, releasing a bonus-balance
// bonus once met, and the withdrawal rule while one is wagered (decision 027).
import type { BonusesValue, Bonus } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { addFigures, WALLET_FIGURES } from '../figures/index.ts';
import { bonusView, wageringOf } from './bonus-view.ts';
import {
  bonusById,
  bonusPage,
  endBonus,
  markReleased,
  metUnreleased,
  openBonus,
  overdueBonuses,
  type BonusRow,
} from './bonuses-repo.ts';
import { definitionOf } from './catalogue.ts';
import type { PromoDeps } from './claims.ts';
import { promotionById } from './repo.ts';

async function views(deps: PromoDeps, q: { brand: Brand; lang: string; rows: BonusRow[] }): Promise<Bonus[]> {
  const defs = new Map<number, ReturnType<typeof definitionOf>>();
  for (const r of q.rows)
    if (!defs.has(r.promotion_id)) {
      const p = await promotionById(deps.db, { merchantId: q.brand.id, id: r.promotion_id });
      if (p) defs.set(r.promotion_id, definitionOf(p));
    }
  const fallback = q.brand.settings.defaultLang;
  return q.rows.map((r) => bonusView(r, { def: defs.get(r.promotion_id)!, lang: q.lang, fallback }));
}

export async function memberBonuses(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; lang: string; pageNo: number; pageSize: number },
): Promise<BonusesValue> {
  await releaseMet(deps, { brand: q.brand, memberId: q.memberId });
  const page = await bonusPage(deps.db, {
    memberId: q.memberId,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  const open = await openBonus(deps.db, q.memberId);
  const [list, openView] = await Promise.all([
    views(deps, { ...q, rows: page.rows }),
    open ? views(deps, { ...q, rows: [open] }) : Promise.resolve([]),
  ]);
  return {
    list,
    open: openView[0] ?? null,
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(page.total / q.pageSize)),
    totalCount: page.total,
  };
}

/**
 * Ends a bonus being wagered (`forfeited` by the member, `expired` by the sweep) and takes the
 * bonus back: from the bonus balance, or from the main balance as far as it goes (the winnings it
 * made are mixed with the member's own money there; the bonus amount is what returns).
 */
async function takeBack(
  deps: PromoDeps,
  q: { brand: Brand; bonus: BonusRow; to: 'forfeited' | 'expired'; now: number },
) {
  const { bonus } = q;
  const code = bonus.credit_to;
  const balance = (await deps.wallet.memberBalances(q.brand.id, bonus.member_id)).find(
    (b) => b.code === code,
  );
  const available = balance?.available ?? 0n;
  const amount = BigInt(bonus.amount);
  const back = available < amount ? available : amount;
  const promo = await promotionById(deps.db, { merchantId: q.brand.id, id: bonus.promotion_id });
  const house = `bonus:${promo ? definitionOf(promo).code : bonus.promotion_id}`;
  const lines =
    back > 0n
      ? [
          { account: { member: bonus.member_id, code }, amount: -back },
          { account: { house }, amount: back },
        ]
      : [];
  const end = async (trx: Parameters<typeof endBonus>[0]) => {
    if (!(await endBonus(trx, { id: bonus.id, from: ['open'], to: q.to, at: q.now })))
      throw new AppError('bonus.not.open');
  };
  if (lines.length === 0) return deps.db.transaction().execute(end);
  await deps.wallet.postWith(
    {
      merchantId: q.brand.id,
      currency: q.brand.settings.currency,
      idemKey: `bonus-end:${bonus.id}`,
      type: 'bonus',
      ref: `promo:${house.slice(6)}`,
      memo: q.to,
      lines,
    },
    async (trx, posted) => {
      // A replay: another call ended it with this very entry.
      if (posted.replayed) throw new AppError('bonus.not.open');
      await end(trx);
      // What went back is no bonus the member had: its figures (profit, a team's loss) net it out.
      await addFigures(trx, [
        {
          merchantId: q.brand.id,
          memberId: bonus.member_id,
          timeZone: q.brand.settings.timeZone,
          at: q.now,
          gameType: WALLET_FIGURES,
          sums: { bonus: -back },
        },
      ]);
    },
  );
}

export async function forfeitBonus(
  deps: PromoDeps,
  q: { brand: Brand; memberId: number; id: number; lang: string; now: number },
): Promise<Bonus> {
  const bonus = await bonusById(deps.db, { merchantId: q.brand.id, id: q.id });
  if (!bonus || bonus.member_id !== q.memberId) throw new AppError('access.forbidden');
  if (bonus.status !== 'open') throw new AppError('bonus.not.open');
  await takeBack(deps, { brand: q.brand, bonus, to: 'forfeited', now: q.now });
  const after = (await bonusById(deps.db, { merchantId: q.brand.id, id: q.id }))!;
  return (await views(deps, { brand: q.brand, lang: q.lang, rows: [after] }))[0]!;
}

/** Ends the bonuses whose wagering time ran out; how many. */
export async function expireBonuses(
  deps: PromoDeps & { brandOf: (id: number) => Promise<Brand | undefined> },
  now: number,
) {
  let n = 0;
  for (const bonus of await overdueBonuses(deps.db, { now, limit: 500 })) {
    const brand = await deps.brandOf(bonus.merchant_id);
    if (!brand) continue;
    try {
      await takeBack(deps, { brand, bonus, to: 'expired', now });
      n++;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'bonus.not.open')) throw err;
    }
  }
  return n;
}

/**
 * A bonus kept in the bonus balance moves to the main balance once its wagering is met (the
 * figures' trigger marks it met; the money moves here, keyed by the bonus, once).
 */
export async function releaseMet(deps: PromoDeps, q: { brand: Brand; memberId: number }) {
  for (const b of await metUnreleased(deps.db, q.memberId)) {
    const held = (await deps.wallet.memberBalances(q.brand.id, b.member_id)).find((x) => x.code === 'bonus');
    const move = held && held.available < BigInt(b.amount) ? held.available : BigInt(b.amount);
    if (move <= 0n) {
      await markReleased(deps.db, b.id);
      continue;
    }
    await deps.wallet.postWith(
      {
        merchantId: q.brand.id,
        currency: q.brand.settings.currency,
        idemKey: `bonus-release:${b.id}`,
        type: 'bonus',
        ref: `bonus:${b.id}`,
        memo: 'released',
        lines: [
          { account: { member: b.member_id, code: 'bonus' }, amount: -move },
          { account: { member: b.member_id, code: 'main' }, amount: move },
        ],
      },
      (trx) => markReleased(trx, b.id),
    );
  }
}

/**
 * Refuses a withdrawal while a bonus paid into the main balance is being wagered, saying how far
 * the wagering is (the bonus and its winnings are in that balance).
 */
export async function refuseWhileWagering(deps: PromoDeps, q: { memberId: number }) {
  const open = await openBonus(deps.db, q.memberId);
  if (!open || open.credit_to !== 'main') return;
  const { required, done } = wageringOf(open);
  throw new AppError('withdraw.bonus.wagering', {
    wagering: { required: formatMinor(required), done: formatMinor(done) },
  });
}
