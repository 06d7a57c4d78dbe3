import { describe, expect, it } from 'vitest';
import { webHmac } from '@lotto/contracts/games/fair/fair';
import { jackpotDraw } from '@lotto/contracts/games/fair/jackpot';
import { verifyFormFrom } from './helpers.ts';
import { checkRound } from './verify-check.ts';

describe('the verifier and the jackpot draw', () => {
  const form = verifyFormFrom(
    new URLSearchParams('game=dice&serverSeed=seed-1&clientSeed=abc&nonce=7&target=5000&direction=under'),
  );

  it('recomputes the round’s jackpot draw at the brand’s odds, as the server drew it', async () => {
    const expected = await jackpotDraw(
      { serverSeed: 'seed-1', clientSeed: 'abc', nonce: 7 },
      { odds: 1000, hmac: webHmac },
    );
    const checked = await checkRound(form, 1000);
    expect(checked.jackpot).toEqual({ draw: expected, odds: 1000 });
    expect(checked.jackpot!.draw).toBeLessThan(1000);
  });

  it('has no draw without a jackpot', async () => {
    expect((await checkRound(form)).jackpot).toBeNull();
  });

  it('draws 0 about once in the odds (at odds 2, half of 400 nonces within a wide margin)', async () => {
    let zeros = 0;
    for (let nonce = 0; nonce < 400; nonce++)
      if ((await jackpotDraw({ serverSeed: 's', clientSeed: 'c', nonce }, { odds: 2, hmac: webHmac })) === 0)
        zeros++;
    expect(zeros).toBeGreaterThan(150);
    expect(zeros).toBeLessThan(250);
  });
});
