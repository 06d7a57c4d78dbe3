// Per-member figures by local hour: what reports, commissions, VIP progress and wagering read
// instead of the bets table.
import type { Minor } from './common.ts';

/**
 * One row per brand, member, game type and local hour (the brand's time zone): every bet,
 * settlement, deposit, withdrawal, bonus and rebate adds to its row in the same transaction as
 * the movement. A day is the sum of its (at most 24) hours. Money-only figures (deposits,
 * withdrawals, bonuses) sit under the game type `WALLET`.
 */
export type MemberFiguresTable = {
  merchant_id: number;
  member_id: number;
  /** The local date, `YYYY-MM-DD`, in the brand's time zone. */
  day: string;
  /** The local hour, 0-23. */
  hour: number;
  game_type: string;
  bet_count: number;
  stake: Minor;
  valid_turnover: Minor;
  payout: Minor;
  win_count: number;
  rebate: Minor;
  deposit: Minor;
  deposit_count: number;
  withdrawal: Minor;
  withdrawal_count: number;
  bonus: Minor;
  bonus_count: number;
};

/**
 * An agent's team figures: the member figures of everyone below the agent (any depth) summed by
 * brand, local day and hour and game type; kept by a trigger on `member_figures` (migration 020).
 */
export type TeamFiguresTable = Omit<MemberFiguresTable, 'member_id'> & { agent_id: number };

/**
 * The days a member in a team bet, deposited or withdrew: bit `d % 62` of block `d / 62` for day
 * number `d` (days since 1970-01-01); kept by the same trigger.
 */
export type MemberDaysTable = {
  merchant_id: number;
  member_id: number;
  block: number;
  bets: Minor;
  deposits: Minor;
  withdrawals: Minor;
};

/** The figures' sums and counts, in column order: every writer and reader of the table uses this list. */
export const FIGURE_SUMS = [
  'bet_count',
  'stake',
  'valid_turnover',
  'payout',
  'win_count',
  'rebate',
  'deposit',
  'deposit_count',
  'withdrawal',
  'withdrawal_count',
  'bonus',
  'bonus_count',
] as const satisfies readonly (keyof MemberFiguresTable)[];

/** Days per row of `member_days`: bits 0-61 of a signed 64-bit integer, never its sign. */
export const DAYS_PER_BLOCK = 62;
