// Game vendors and their games, members' favourites and game sessions, seamless-wallet calls and bets.
import type { Generated } from 'kysely';
import type { VendorCategory } from '@lotto/contracts';
import type { BrandOwned, Flag, MemberOwned, Minor } from './common.ts';

export type VendorsTable = BrandOwned & {
  code: string;
  /** As stored; SPORTS vendors in the brand's `esportsProviders` are listed under ESPORTS. */
  category: VendorCategory;
  /** JSON object: language code -> name. */
  display_name: string;
  account_type_name: string;
  vassalage: string;
  small_icon: string;
  h5_icon: string;
  is_hot: Flag;
  game_classify: string;
  is_game: Flag;
  sort: number;
  enabled: Flag;
  maintenance: Flag;
  /** JSON: { baseUrl, secretEnv } of a third-party vendor's seamless integration. */
  config: Generated<string>;
};

export type GamesTable = BrandOwned & {
  vendor_code: string;
  game_code: string;
  /** JSON object: language code -> name. */
  name: string;
  search: string;
  game_type: string;
  game_classify: string;
  icon: string;
  min_bet: Minor;
  line_num: number;
  languages: string;
  is_hot: Flag;
  is_new: Flag;
  plays: Minor;
  sort: number;
  enabled: Flag;
  maintenance: Flag;
};

export type GameFavouritesTable = { member_id: number; game_id: number; created_at: number };

export type GameSessionsTable = MemberOwned & {
  game_id: number;
  vendor_code: string;
  token_hash: string;
  mode: 'real' | 'demo';
  created_at: number;
  expires_at: number;
};

export type SeamlessTxTable = BrandOwned & {
  vendor_code: string;
  tx_id: string;
  kind: 'debit' | 'credit' | 'rollback';
  member_id: number;
  round_id: string;
  ref_tx_id: string | null;
  amount: Minor;
  fingerprint: string;
  status: 'pending' | 'held' | 'settled' | 'rolled_back' | 'done';
  hold_id: number | null;
  bet_id: number | null;
  created_at: number;
};

export type BetsTable = MemberOwned & {
  game_id: number | null;
  vendor_code: string;
  game_type: string;
  game_name: string;
  ref: string;
  round_id: string;
  stake: Minor;
  payout: Minor;
  status: 'open' | 'settled' | 'void';
  mode: 'real' | 'demo';
  created_at: number;
  settled_at: number | null;
  /** The lottery ticket this row stands for: the record reads its status and payout (migration 013). */
  ticket_id: number | null;
};
