import { describe, expect, it } from 'vitest';
import type { NearDraws } from './types.ts';
import { nearPollMs, resultDue, type NearCadence } from './cadence.ts';

const near = (state: string, winNo: string | null = null): NearDraws => ({
  gameCode: 'VN_NORTH',
  currentNumero: {
    numero: '20260721',
    remainTime: 60,
    lockTime: 900,
    closeTime: 0,
    drawTime: 0,
    commitment: null,
  },
  previousNumero: { numero: '20260720', winNo, state },
});

describe('waiting for results no event announced', () => {
  it('waits for a result while the previous draw is open or closed without one', () => {
    expect(resultDue(near('open').previousNumero)).toBe(true);
    expect(resultDue(near('closed').previousNumero)).toBe(true);
    expect(resultDue(near('drawn', '1,2,3').previousNumero)).toBe(false);
    expect(resultDue(near('settled', '1,2,3').previousNumero)).toBe(false);
    // nobody bet on it and no result was entered: nothing to wait for
    expect(resultDue(near('none').previousNumero)).toBe(false);
    expect(resultDue(null)).toBe(false);
  });

  it("polls at the screen's cadence while a result or its settlement is due", () => {
    // the VN screen: official 15 s, fast 5 s, settling 2 s, else once a minute
    const vn = (fast: boolean): NearCadence => ({
      resultDueMs: fast ? 5_000 : 15_000,
      settlingMs: 2_000,
      idleMs: 60_000,
    });
    expect(nearPollMs(near('closed'), vn(false))).toBe(15_000);
    expect(nearPollMs(near('closed'), vn(true))).toBe(5_000);
    expect(nearPollMs(near('drawn', '1'), vn(false))).toBe(2_000);
    expect(nearPollMs(near('settled', '1'), vn(false))).toBe(60_000);
    expect(nearPollMs(near('none'), vn(false))).toBe(60_000);
    expect(nearPollMs(undefined, vn(false))).toBe(60_000);
    // the /lottery screen: 10 s while a result is due, else never (its tickets watch settlement)
    const lottery: NearCadence = { resultDueMs: 10_000, settlingMs: false, idleMs: false };
    expect(nearPollMs(near('open'), lottery)).toBe(10_000);
    expect(nearPollMs(near('drawn', '1'), lottery)).toBe(false);
    expect(nearPollMs(near('none'), lottery)).toBe(false);
  });
});
