// What a bet adds to its member's figures, for the betting record's writers (bets.ts, bets-pg.ts).
import type { Minor } from '../../../db/schema.ts';
import type { FigureMove } from '../../figures/index.ts';

/** The parts of a bet the member figures count (see `betFigures`). */
export type Counted = {
  merchant_id: number;
  member_id: number;
  game_type: string;
  mode: string;
  stake: Minor;
  payout: Minor;
  status: string;
  created_at: Minor;
  settled_at: Minor | null;
};

/**
 * What a bet adds to its member's figures (real money only): at its placement hour one bet and
 * its stake; once settled, at its settlement hour, its stake as valid turnover, its payout, and
 * a win when the payout is more than the stake. A void bet counts its placement only. `sign` -1
 * takes back what a bet's earlier state added (`part`: all of it, or its settlement only).
 */
export function betFigures(
  b: Counted,
  o: { timeZone: string; sign: 1 | -1; part: 'all' | 'settlement' },
): FigureMove[] {
  if (b.mode !== 'real') return [];
  const key = {
    merchantId: b.merchant_id,
    memberId: b.member_id,
    timeZone: o.timeZone,
    gameType: b.game_type,
  };
  const stake = BigInt(b.stake);
  const sign = BigInt(o.sign);
  const moves: FigureMove[] = [];
  if (o.part === 'all')
    moves.push({ ...key, at: Number(b.created_at), sums: { bet_count: o.sign, stake: sign * stake } });
  if (b.status === 'settled' && b.settled_at !== null) {
    const payout = BigInt(b.payout);
    moves.push({
      ...key,
      at: Number(b.settled_at),
      sums: { valid_turnover: sign * stake, payout: sign * payout, win_count: payout > stake ? o.sign : 0 },
    });
  }
  return moves;
}

export const COUNTED = [
  'merchant_id',
  'member_id',
  'game_type',
  'mode',
  'stake',
  'payout',
  'status',
  'created_at',
  'settled_at',
] as const;
