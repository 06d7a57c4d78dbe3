// What a promotion's reward comes to on a base (a deposit), in minor units.
import type { Reward } from '@lotto/contracts';
import { raffleDraw } from '@lotto/contracts/games/fair/raffle';
import { nodeHmac } from '../../lib/node-crypto.ts';

/** Fixed: its amount; percent: of the base up to the cap (0 below the minimum base); tiered: the highest tier reached; raffle: the top prize. */
export function rewardAmount(reward: Reward, base: bigint): bigint {
  if (reward.type === 'fixed') return BigInt(reward.amount);
  if (reward.type === 'percent') {
    if (base < BigInt(reward.minBase)) return 0n;
    const raw = (base * BigInt(reward.percent)) / 10_000n;
    return raw < BigInt(reward.cap) ? raw : BigInt(reward.cap);
  }
  // A raffle's prize is drawn when it is given (grant.ts); before, it can be at most the top prize.
  if (reward.type === 'raffle')
    return reward.prizes.reduce((m, p) => (BigInt(p.amount) > m ? BigInt(p.amount) : m), 0n);
  let out = 0n;
  for (const t of reward.tiers) if (base >= BigInt(t.min)) out = BigInt(t.amount);
  return out;
}

/** A raffle claim's prize: the draw from the promotion's seed and the claim (contracts games/fair/raffle.ts). */
export async function rafflePrize(
  reward: Extract<Reward, { type: 'raffle' }>,
  claim: { seed: string; memberId: number; source: string },
): Promise<bigint> {
  const i = await raffleDraw(claim, { prizes: reward.prizes, hmac: nodeHmac });
  return BigInt(reward.prizes[i]!.amount);
}
