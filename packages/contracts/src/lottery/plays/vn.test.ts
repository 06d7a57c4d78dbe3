import { describe, expect, it } from 'vitest';
import { percent } from '../../games/fair/fair.ts';
import { layoutDigits } from '../vn.ts';
import { oddsBp, rtp } from '../odds.ts';
import { allDigits, exactRtp, REFERENCE_SERIES, sameRatio, type Weighted } from '../rtp.test-support.ts';
import { DOCUMENTED_RTP } from './documented-rtp.test-support.ts';
import { allAppear, type VnResult, VN_NORTH_PLAYS, VN_SOUTH_PLAYS } from './vn.ts';

const north = (id: string) => VN_NORTH_PLAYS.find((p) => p.id === id)!;

/** A north result: special 12345, then filler numbers ending in 9s except where noted. */
function northResult(overrides: Record<number, string> = {}): VnResult {
  return layoutDigits('north').map((d, i) => overrides[i] ?? '9'.repeat(d));
}

describe('VN plays', () => {
  it('has 27 numbers in the north and 18 in the south; lo points cost one unit per number', () => {
    expect(layoutDigits('north')).toHaveLength(27);
    expect(layoutDigits('south')).toHaveLength(18);
    expect(north('VN_N_LO2').unitsPerBet).toBe(27);
    expect(north('VN_N_LO3').unitsPerBet).toBe(23);
    expect(north('VN_N_LO4').unitsPerBet).toBe(20);
    expect(VN_SOUTH_PLAYS.map((p) => p.unitsPerBet).slice(0, 3)).toEqual([18, 17, 16]);
  });

  it('wins by hand-computed cases', () => {
    // Special 12345; G1 00045; G7 (last four) 45, 45, 99, 07.
    const r = northResult({ 0: '12345', 1: '00045', 23: '45', 24: '45', 26: '07' });
    expect(north('VN_N_LO2').wins([[45, 7, 11]], r)).toBe(5);
    expect(north('VN_N_LO2').betCount([[45, 7, 11]])).toBe(3);
    expect(north('VN_N_LO3').wins([[345, 45]], r)).toBe(2);
    expect(north('VN_N_LO4').wins([[2345, 45]], r)).toBe(2);
    expect(north('VN_N_DE').wins([[45, 44]], r)).toBe(1);
    expect(north('VN_N_3CANG').wins([[345]], r)).toBe(1);
    expect(north('VN_N_4CANG').wins([[2345]], r)).toBe(1);
    expect(north('VN_N_4CANG').wins([[1234]], r)).toBe(0);
    expect(north('VN_N_DAU').wins([[4]], r)).toBe(1);
    expect(north('VN_N_DUOI').wins([[4]], r)).toBe(0);
    expect(north('VN_N_XIEN2').betCount([[45, 7, 11]])).toBe(3);
    expect(north('VN_N_XIEN2').wins([[45, 7, 11]], r)).toBe(1);
    expect(north('VN_N_XIEN3').wins([[45, 7, 99]], r)).toBe(1);
    expect(north('VN_N_XIEN4').wins([[45, 7, 99, 11]], r)).toBe(0);
    expect(north('VN_N_DE').betCount([[100]])).toBe(0);
  });

  it('xien: inclusion-exclusion equals brute force on small spaces', () => {
    for (const [k, m, values] of [
      [2, 4, 5],
      [3, 5, 6],
      [4, 6, 7],
    ] as const) {
      let hits = 0;
      for (const [d] of allDigits(m, values))
        if (Array.from({ length: k }, (_, v) => v).every((v) => d.includes(v))) hits++;
      expect(sameRatio(allAppear(k, { m, values }), { num: BigInt(hits), den: BigInt(values ** m) })).toBe(
        true,
      );
    }
    expect(percent(allAppear(2, { m: 27 }))).toBe('5.4882');
    for (const play of [...VN_NORTH_PLAYS, ...VN_SOUTH_PLAYS].filter((p) => p.id.includes('XIEN'))) {
      expect(percent(rtp(play.hitRate, oddsBp(play.hitRate, REFERENCE_SERIES))), play.id).toBe(
        DOCUMENTED_RTP[play.id],
      );
    }
  });

  for (const [layout, plays] of [
    ['north', VN_NORTH_PLAYS],
    ['south', VN_SOUTH_PLAYS],
  ] as const) {
    it(`${layout}: hit rates and RTPs by enumeration`, () => {
      const digits = layoutDigits(layout);
      const filler = digits.map((d) => '9'.repeat(d));
      /** Every value of the special's last 4 digits. */
      const specials = function* (): Generator<Weighted<VnResult>> {
        for (let v = 0; v < 10_000; v++) {
          const r = [...filler];
          r[0] = String(v).padStart(digits[0]!, '0');
          yield [r, 1n];
        }
      };
      /** Lo: each number's last `tail` digits over all values, one number at a time (linearity). */
      const perNumber = function* (tail: number): Generator<Weighted<VnResult>> {
        for (let i = 0; i < digits.length; i++) {
          if (digits[i]! < tail) {
            // Too short to hit: all 10^tail draws of this number look like the filler.
            yield [[...filler], BigInt(10 ** tail)];
            continue;
          }
          for (let v = 0; v < 10 ** tail; v++) {
            const r = [...filler];
            r[i] = String(v).padStart(digits[i]!, '0');
            yield [r, 1n];
          }
        }
      };
      for (const play of plays) {
        if (/XIEN/.test(play.id)) continue;
        const lo = /_LO(\d)$/.exec(play.id);
        const sel = [lo ? [1, 12, 123].filter((v) => v < 10 ** Number(lo[1])) : [1, 2, 5]];
        const outcomes = lo ? perNumber(Number(lo[1])) : specials();
        const { hitRate, rtp } = exactRtp(play, { selection: sel, outcomes });
        // Per-number enumeration counts each number's 10^tail values once: scale back to one draw.
        const scale = lo ? BigInt(digits.length) : 1n;
        expect(sameRatio({ num: hitRate.num * scale, den: hitRate.den }, play.hitRate), play.id).toBe(true);
        expect(percent({ num: rtp.num * scale, den: rtp.den }), play.id).toBe(DOCUMENTED_RTP[play.id]);
      }
    });
  }
});
