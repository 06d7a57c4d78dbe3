// Figures rows summed for a report: in all, per game type and per day of a range (read by the
// agent's team overview and the member's own profit and loss).
import { addDays } from '../../lib/local-hour.ts';
import { formatMinor } from '../../lib/money.ts';
import { WALLET_FIGURES } from './figures.ts';

export type Sums = {
  betCount: number;
  stake: bigint;
  valid: bigint;
  payout: bigint;
  wins: number;
  rebate: bigint;
  bonus: bigint;
};
export const none = (): Sums => ({
  betCount: 0,
  stake: 0n,
  valid: 0n,
  payout: 0n,
  wins: 0,
  rebate: 0n,
  bonus: 0n,
});
export const figureSums = (s: Sums) => ({
  betCount: s.betCount,
  stake: formatMinor(s.stake),
  validTurnover: formatMinor(s.valid),
  payout: formatMinor(s.payout),
  winCount: s.wins,
  rebate: formatMinor(s.rebate),
  bonus: formatMinor(s.bonus),
  profit: formatMinor(profitOf(s)),
});
/** What the team won: payout, rebates and bonuses against the valid turnover (negative: it lost). */
export const profitOf = (s: Sums) => s.payout + s.rebate + s.bonus - s.valid;

/** A figures row as the reads answer it (sums as numbers or strings, absent as null). */
type FigureRow = { day: string; game_type: string } & Partial<Record<string, number | string | null>>;
type Day = Sums & { deposit: bigint; withdrawal: bigint; joined: number };

/** The rows summed: in all, per game type (not the wallet's), per day (every day of the range) and the money. */
export function summed(rows: readonly FigureRow[], q: { from: string; to: string }) {
  const total = none();
  const byType = new Map<string, Sums>();
  const days = new Map<string, Day>();
  const dayOf = (day: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = { ...none(), deposit: 0n, withdrawal: 0n, joined: 0 }));
    return d;
  };
  for (let day = q.from; day <= q.to; day = addDays(day, 1)) dayOf(day);
  const cash = { deposit: 0n, depositCount: 0, withdrawal: 0n, withdrawalCount: 0 };
  for (const r of rows) {
    const d = dayOf(r.day);
    d.deposit += BigInt(r.deposit ?? 0);
    d.withdrawal += BigInt(r.withdrawal ?? 0);
    cash.deposit += BigInt(r.deposit ?? 0);
    cash.depositCount += Number(r.deposit_count ?? 0);
    cash.withdrawal += BigInt(r.withdrawal ?? 0);
    cash.withdrawalCount += Number(r.withdrawal_count ?? 0);
    const sums: Sums = {
      betCount: Number(r.bet_count ?? 0),
      stake: BigInt(r.stake ?? 0),
      valid: BigInt(r.valid_turnover ?? 0),
      payout: BigInt(r.payout ?? 0),
      wins: Number(r.win_count ?? 0),
      rebate: BigInt(r.rebate ?? 0),
      bonus: BigInt(r.bonus ?? 0),
    };
    const type = r.game_type === WALLET_FIGURES ? undefined : r.game_type;
    for (const into of [total, d, ...(type ? [byTypeOf(byType, type)] : [])]) add(into, sums);
  }
  return { total, byType, days, dayOf, cash };
}

function byTypeOf(m: Map<string, Sums>, type: string): Sums {
  let s = m.get(type);
  if (!s) m.set(type, (s = none()));
  return s;
}

function add(into: Sums, s: Sums) {
  into.betCount += s.betCount;
  into.stake += s.stake;
  into.valid += s.valid;
  into.payout += s.payout;
  into.wins += s.wins;
  into.rebate += s.rebate;
  into.bonus += s.bonus;
}
