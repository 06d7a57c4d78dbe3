import { randomInt } from 'node:crypto';

/**
 * Each shot costs the stake; a hit pays stake × multiplier. Every fish has multiplier ×
 * hit probability = 0.95, so the return is 95% whichever fish the player aims at.
 */
export const FISH = [
  { id: 'SARDINE', name: 'Sardine', glyph: '🐟', multiplier: 2, hitPpm: 475_000 },
  { id: 'CLOWN', name: 'Clownfish', glyph: '🐠', multiplier: 5, hitPpm: 190_000 },
  { id: 'PUFFER', name: 'Pufferfish', glyph: '🐡', multiplier: 10, hitPpm: 95_000 },
  { id: 'OCTOPUS', name: 'Octopus', glyph: '🐙', multiplier: 20, hitPpm: 47_500 },
  { id: 'SHARK', name: 'Shark', glyph: '🦈', multiplier: 50, hitPpm: 19_000 },
  { id: 'WHALE', name: 'Golden Whale', glyph: '🐋', multiplier: 100, hitPpm: 9_500 },
] as const;

export type FishId = (typeof FISH)[number]['id'];
export const findFish = (id: unknown) => FISH.find((f) => f.id === id);
export const fishRtp = (): number => Math.max(...FISH.map((f) => (f.multiplier * f.hitPpm) / 1_000_000));

export const shoot = (fish: (typeof FISH)[number]): boolean => randomInt(0, 1_000_000) < fish.hitPpm;
