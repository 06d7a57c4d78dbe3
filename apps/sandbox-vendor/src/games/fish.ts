import { randomInt } from 'node:crypto';

/**
 * Each shot costs the stake; a hit pays stake × multiplier. Every fish has multiplier ×
 * hit probability = 0.95, so the return is 95% whichever fish the player aims at.
 */
export const FISH = [
  { id: 'SARDINE', name: 'Sardine', color: '#9fb8c8', size: 0.8, multiplier: 2, hitPpm: 475_000 },
  { id: 'CLOWN', name: 'Clownfish', color: '#ff8c1a', size: 0.9, multiplier: 5, hitPpm: 190_000 },
  { id: 'PUFFER', name: 'Pufferfish', color: '#e8d04a', size: 1, multiplier: 10, hitPpm: 95_000 },
  { id: 'OCTOPUS', name: 'Octopus', color: '#c04fd8', size: 1.1, multiplier: 20, hitPpm: 47_500 },
  { id: 'SHARK', name: 'Shark', color: '#6f7f99', size: 1.5, multiplier: 50, hitPpm: 19_000 },
  { id: 'WHALE', name: 'Golden Whale', color: '#f2b72a', size: 1.9, multiplier: 100, hitPpm: 9_500 },
] as const;

export type FishId = (typeof FISH)[number]['id'];
export const findFish = (id: unknown) => FISH.find((f) => f.id === id);
export const fishRtp = (): number => Math.max(...FISH.map((f) => (f.multiplier * f.hitPpm) / 1_000_000));

export const shoot = (fish: (typeof FISH)[number]): boolean => randomInt(0, 1_000_000) < fish.hitPpm;
