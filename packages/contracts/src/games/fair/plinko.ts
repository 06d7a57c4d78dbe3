/**
 * Plinko: a ball falls through 8, 12 or 16 rows of pegs; one float per row sends it right
 * (float >= 0.5) or left, so the bucket (number of rights) is Binomial(rows, 1/2): exactly, since
 * half of the 2^32 float values are >= 0.5. Paytables are symmetric, in hundredths, with top
 * multipliers capped (16 rows high: 80x) so play has a bounded variance. RTPs (exact, from the
 * binomial distribution; plinkoRtp) are between 98.81% and 99.00%.
 */
import type { Ratio, RoundStream } from './fair.ts';
import { choose } from './fair.ts';

export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export type PlinkoParams = { rows: PlinkoRows; risk: PlinkoRisk };
export type PlinkoOutcome = { path: ('L' | 'R')[]; bucket: number };

/** Edge bucket to centre bucket, hundredths; the other half mirrors it. */
const HALF: Record<PlinkoRows, Record<PlinkoRisk, number[]>> = {
  8: {
    low: [560, 210, 110, 100, 50],
    medium: [1300, 300, 130, 70, 40],
    high: [2000, 500, 133, 40, 20],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50],
    medium: [3300, 1100, 400, 200, 110, 60, 30],
    high: [4000, 1200, 500, 300, 121, 20, 20],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50],
    medium: [5000, 2000, 1000, 500, 300, 159, 100, 50, 30],
    high: [8000, 2500, 1000, 500, 300, 249, 100, 20, 20],
  },
};

/** Multipliers in hundredths by bucket 0..rows. */
export function plinkoPaytable({ rows, risk }: PlinkoParams): number[] {
  const half = HALF[rows][risk];
  return [...half, ...half.slice(0, -1).reverse()];
}

export function validPlinkoParams(p: PlinkoParams): boolean {
  return PLINKO_ROWS.includes(p.rows) && PLINKO_RISKS.includes(p.risk);
}

export function plinkoOutcome(stream: RoundStream, rows: PlinkoRows): PlinkoOutcome {
  const path = Array.from({ length: rows }, (): 'L' | 'R' => (stream.float() >= 0.5 ? 'R' : 'L'));
  return { path, bucket: path.filter((s) => s === 'R').length };
}

export function plinkoPayoutBp({ bucket }: PlinkoOutcome, p: PlinkoParams): bigint {
  return BigInt(plinkoPaytable(p)[bucket] ?? 0) * 100n;
}

/** Exact RTP: sum over buckets of C(rows, b) / 2^rows x multiplier. */
export function plinkoRtp(p: PlinkoParams): Ratio {
  const num = plinkoPaytable(p).reduce((sum, m, b) => sum + choose(p.rows, b) * BigInt(m), 0n);
  return { num, den: 2n ** BigInt(p.rows) * 100n };
}
