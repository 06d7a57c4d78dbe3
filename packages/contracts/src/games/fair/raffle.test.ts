import { describe, expect, it } from 'vitest';
import { webHmac } from './fair.ts';
import { raffleDraw } from './raffle.ts';

describe('raffle draw', () => {
  const prizes = [
    { amount: 500, weight: 70 },
    { amount: 2_000, weight: 25 },
    { amount: 10_000, weight: 5 },
  ];

  it('is the same for the same seed and claim, and differs between claims', async () => {
    const claim = { seed: 'a'.repeat(64), memberId: 7, source: 'goal:2026-11-23' };
    const first = await raffleDraw(claim, { prizes, hmac: webHmac });
    expect(await raffleDraw(claim, { prizes, hmac: webHmac })).toBe(first);
    const seen = new Set<number>();
    for (let m = 0; m < 60; m++)
      seen.add(await raffleDraw({ ...claim, memberId: m }, { prizes, hmac: webHmac }));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('picks each prize about as often as its weight says (4,000 claims)', async () => {
    const counts = [0, 0, 0];
    for (let m = 0; m < 4_000; m++)
      counts[
        await raffleDraw({ seed: 'b'.repeat(64), memberId: m, source: 's' }, { prizes, hmac: webHmac })
      ]!++;
    expect(counts[0]! / 4_000).toBeGreaterThan(0.66);
    expect(counts[0]! / 4_000).toBeLessThan(0.74);
    expect(counts[1]! / 4_000).toBeGreaterThan(0.21);
    expect(counts[1]! / 4_000).toBeLessThan(0.29);
    expect(counts[2]! / 4_000).toBeGreaterThan(0.03);
    expect(counts[2]! / 4_000).toBeLessThan(0.07);
  });
});
