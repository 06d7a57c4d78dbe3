import { describe, expect, it } from 'vitest';
import { verifyRound } from '@lotto/contracts/games/fair/verify';
import { webHmac } from '@lotto/contracts/games/fair/fair';
import {
  bpText,
  checkStake,
  hundredthsText,
  parseHundredths,
  plinkoPoints,
  quickPick,
  roundToVerify,
  roundVerifyLink,
  scaleStake,
  verifyFormFrom,
} from './helpers.ts';

describe('in-house helpers', () => {
  it('checks stakes as decimal strings within 1.00 to 10,000.00', () => {
    expect(checkStake('10')).toEqual({ ok: true, cents: 1000n, text: '10.00' });
    expect(checkStake('0.99')).toEqual({ ok: false, problem: 'min' });
    expect(checkStake('10000.01')).toEqual({ ok: false, problem: 'max' });
    expect(checkStake('1,000.5')).toMatchObject({ ok: true, text: '1000.50' });
    expect(checkStake('abc')).toEqual({ ok: false, problem: 'format' });
  });

  it('doubles and halves stakes to the cent, clamped', () => {
    expect(scaleStake('10.00', 'double')).toBe('20.00');
    expect(scaleStake('3.33', 'half')).toBe('1.66');
    expect(scaleStake('1.50', 'half')).toBe('1.00');
    expect(scaleStake('9000', 'double')).toBe('10000.00');
  });

  it('formats multipliers from basis points and hundredths', () => {
    expect(bpText('19800')).toBe('1.98x');
    expect(bpText(10312n)).toBe('1.0312x');
    expect(bpText(0n)).toBe('0.00x');
    expect(bpText(990000n)).toBe('99.00x');
    expect(bpText(10760n)).toBe('1.076x');
    expect(hundredthsText(101)).toBe('1.01x');
    expect(parseHundredths('2')).toBe(200);
    expect(parseHundredths('1.5x')).toBe(150);
    expect(parseHundredths('1.555')).toBeNull();
  });

  it('links a round to the verifier and reads it back into the same round', async () => {
    const link = roundVerifyLink({
      game: 'dice',
      params: { target: 5000, direction: 'under' },
      nonce: 3,
      clientSeed: 'abc',
      serverSeedHash: 'ff',
      serverSeed: 'seed',
    });
    expect(link).toBe(
      '/verify?game=dice&serverSeed=seed&clientSeed=abc&nonce=3&hash=ff&target=5000&direction=under',
    );
    const form = verifyFormFrom(new URLSearchParams(link.split('?')[1]));
    const parsed = roundToVerify(form);
    expect(parsed).toEqual({
      round: {
        game: 'dice',
        serverSeed: 'seed',
        clientSeed: 'abc',
        nonce: 3,
        params: { target: 5000, direction: 'under' },
      },
    });
    if ('round' in parsed) expect((await verifyRound(parsed.round, webHmac)).game).toBe('dice');

    const mines = verifyFormFrom(
      new URLSearchParams('game=mines&serverSeed=s&clientSeed=c&nonce=0&mines=3&tiles=1,2,30'),
    );
    expect(roundToVerify(mines)).toEqual({ bad: 'tiles' });
    expect(roundToVerify({ ...mines, serverSeed: '' })).toEqual({ bad: 'serverSeed' });
  });

  it('draws the plinko path and quick-picks distinct keno numbers', () => {
    expect(plinkoPoints(['R', 'L', 'R'])).toEqual([0, 1, 1, 2]);
    const picks = quickPick(10);
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
  });
});
