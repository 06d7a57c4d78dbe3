// The lottery: games, draws, chases, tickets, prize series, rebate batches and favourites.
import type { Generated } from 'kysely';
import type { BrandOwned, Flag, MemberOwned, Millis, Minor } from './common.ts';

export type LotteryGamesTable = BrandOwned & {
  game_code: string;
  enabled: Flag;
  sort: number;
  unit: Minor;
  limits: string;
  plays: Minor;
};

export type LotteryDrawState = 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';

export type LotteryDrawsTable = BrandOwned & {
  game_code: string;
  numero: string;
  open_time: Millis;
  close_time: Millis;
  draw_time: Millis;
  state: LotteryDrawState;
  commitment: string | null;
  seed: string | null;
  win_no: string | null;
  created_at: Millis;
  drawn_at: Millis | null;
  settled_at: Millis | null;
  lease_until: Generated<Millis>;
};

export type LotteryChasesTable = MemberOwned & {
  game_code: string;
  draws: number;
  stop_on_win: Flag;
  status: 'active' | 'won' | 'done';
  request_id: string;
  created_at: Millis;
};

export type LotteryTicketStatus = 'pending' | 'open' | 'won' | 'lost' | 'cancelled' | 'refunded';

export type LotteryTicketsTable = MemberOwned & {
  draw_id: number;
  game_code: string;
  numero: string;
  play_id: string;
  selection: string;
  bet_count: number;
  unit: Minor;
  multiplier: number;
  stake: Minor;
  series: number;
  odds_bp: Minor;
  hold_id: number | null;
  status: LotteryTicketStatus;
  win_bets: number;
  payout: Minor;
  chase_id: number | null;
  mode: 'real' | 'demo';
  currency: string;
  request_id: string;
  fingerprint: string;
  bet_id: number | null;
  created_at: Millis;
  settled_at: Millis | null;
  member_series: Generated<number>;
  rebate_due: Generated<Flag>;
  rebate: Generated<Minor>;
  upline_rebate: Generated<Minor>;
  uplines: Generated<string>;
  rebate_key: Generated<string | null>;
};

/** A member's total stake on a draw: its tickets' stakes, less the cancelled and refunded ones. */
export type LotteryDrawStakesTable = {
  draw_id: number;
  member_id: number;
  stake: Minor;
};

export type LotterySeriesTable = {
  merchant_id: number;
  member_id: number;
  prize_mode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  series: number;
  updated_at: Millis;
};

export type LotteryRebateBatchesTable = BrandOwned & {
  draw_id: number;
  idem_key: string;
  mode: 'real' | 'demo';
  lo: number;
  hi: number;
  state: 'claimed' | 'paid';
  total: Generated<Minor>;
  created_at: Millis;
};

export type LotteryFavouritesTable = { member_id: number; game_code: string; created_at: Millis };
