// The catalogue as the site shows it: a promotion's definition in the asker's language, with its status.
import type { Promotion, PromotionDefinition, Reward } from '@lotto/contracts';
import { formatMinor } from '../../lib/money.ts';
import { sha256Hex } from '../../lib/node-crypto.ts';
import { pick } from '../../lib/texts.ts';
import type { PromotionRow } from './repo.ts';

export const definitionOf = (row: PromotionRow) => JSON.parse(row.definition) as PromotionDefinition;

const money = (minor: number) => formatMinor(BigInt(minor));

/** A raffle's prizes with their chances, its commitment, and its seed once it has ended. */
function raffleView(r: Extract<Reward, { type: 'raffle' }>, q: { seed: string | null; ended: boolean }) {
  const total = r.prizes.reduce((s, p) => s + p.weight, 0);
  return {
    type: 'raffle' as const,
    prizes: r.prizes.map((p) => ({ amount: money(p.amount), chance: ((p.weight * 100) / total).toFixed(2) })),
    commitment: q.seed ? sha256Hex(q.seed) : '',
    seed: q.ended ? q.seed : null,
  };
}

function rewardView(r: Reward, raffle: { seed: string | null; ended: boolean }): Promotion['reward'] {
  if (r.type === 'raffle') return raffleView(r, raffle);
  if (r.type === 'fixed') return { type: 'fixed', amount: money(r.amount) };
  if (r.type === 'percent')
    return {
      type: 'percent',
      percent: (r.percent / 100).toFixed(2),
      cap: money(r.cap),
      minBase: money(r.minBase),
    };
  return { type: 'tiered', tiers: r.tiers.map((t) => ({ min: money(t.min), amount: money(t.amount) })) };
}

/** Not started yet, over, or open. */
export function statusAt(
  def: Pick<PromotionDefinition, 'startsAt' | 'endsAt'>,
  now: number,
): Promotion['status'] {
  if (now < def.startsAt) return 'coming soon';
  if (def.endsAt !== null && now >= def.endsAt) return 'closed';
  return 'process';
}

export function promotionView(
  row: PromotionRow,
  q: { lang: string; fallback: string; now: number },
): Promotion {
  const def = definitionOf(row);
  const t = (texts: Record<string, string>) => pick(texts, { lang: q.lang, fallback: q.fallback });
  return {
    id: row.id,
    code: def.code,
    category: def.category,
    trigger: def.trigger,
    title: t(def.title),
    summary: t(def.summary),
    content: t(def.content),
    image: def.image,
    reward: rewardView(def.reward, { seed: row.raffle_seed, ended: statusAt(def, q.now) === 'closed' }),
    goal: def.goal
      ? {
          ...def.goal,
          target: def.goal.metric === 'bets' ? def.goal.target.toString() : money(def.goal.target),
        }
      : null,
    wagerMultiple: (def.wagerMultiple / 100).toString(),
    gameWeights: def.gameWeights,
    otherWeight: def.otherWeight,
    creditTo: def.creditTo,
    claimDays: def.claimDays,
    wagerDays: def.wagerDays,
    startsAt: def.startsAt,
    endsAt: def.endsAt,
    status: statusAt(def, q.now),
  };
}
