// A bonus as the member sees it.
import type { Bonus, PromotionDefinition } from '@lotto/contracts';
import { formatMinor } from '../../lib/money.ts';
import { pick } from '../../lib/texts.ts';
import type { BonusRow } from './bonuses-repo.ts';

/** The wagering of a bonus: required and counted (minor units; weighted turnover / 100, rounded down). */
export function wageringOf(row: BonusRow) {
  const required = BigInt(row.wager_required);
  const weighted = BigInt(row.wager_weighted);
  const done = weighted / 100n < required ? weighted / 100n : required;
  return { required, done };
}

export function bonusView(
  row: BonusRow,
  q: { def: PromotionDefinition; lang: string; fallback?: string },
): Bonus {
  const { required, done } = wageringOf(row);
  const progress = required === 0n ? 10_000n : (done * 10_000n) / required;
  return {
    id: row.id,
    promotionId: row.promotion_id,
    code: q.def.code,
    title: pick(q.def.title, { lang: q.lang, fallback: q.fallback ?? q.lang }),
    amount: formatMinor(BigInt(row.amount)),
    creditTo: row.credit_to,
    wagerRequired: formatMinor(required),
    wagerDone: formatMinor(done),
    progress: formatMinor(progress),
    status: row.status,
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    metAt: row.met_at === null ? null : Number(row.met_at),
    endedAt: row.ended_at === null ? null : Number(row.ended_at),
  };
}
