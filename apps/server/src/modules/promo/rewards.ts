// What a promotion's reward comes to on a base (a deposit), in minor units.
import type { Reward } from '@lotto/contracts';

/** Fixed: its amount; percent: of the base up to the cap (0 below the minimum base); tiered: the highest tier reached. */
export function rewardAmount(reward: Reward, base: bigint): bigint {
  if (reward.type === 'fixed') return BigInt(reward.amount);
  if (reward.type === 'percent') {
    if (base < BigInt(reward.minBase)) return 0n;
    const raw = (base * BigInt(reward.percent)) / 10_000n;
    return raw < BigInt(reward.cap) ? raw : BigInt(reward.cap);
  }
  let out = 0n;
  for (const t of reward.tiers) if (base >= BigInt(t.min)) out = BigInt(t.amount);
  return out;
}
