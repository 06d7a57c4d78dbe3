// In-house games: provably fair seeds and rounds, and the crash game.
import type { BrandOwned, MemberOwned, Millis, Minor } from './common.ts';

export type FairSeedsTable = MemberOwned & {
  seq: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  state: 'active' | 'revealed';
  created_at: Millis;
  revealed_at: Millis | null;
};

export type InhouseRoundsTable = MemberOwned & {
  game: string;
  params: string;
  stake: Minor;
  payout: Minor;
  multiplier_bp: Minor;
  seed_id: number | null;
  nonce: number | null;
  client_seed: string | null;
  outcome: string | null;
  mode: 'real' | 'demo';
  request_id: string;
  fingerprint: string;
  /** void: abandoned before it claimed a nonce; its stake was released by the sweep. */
  status: 'pending' | 'settled' | 'void';
  hold_id: number | null;
  created_at: Millis;
  settled_at: Millis | null;
};

export type CrashChainsTable = BrandOwned & {
  seq: number;
  seed: string;
  length: number;
  terminating_hash: string;
  salt: string;
  created_at: Millis;
};

export type CrashRoundsTable = BrandOwned & {
  chain_id: number;
  game_no: number;
  hash: string;
  crash_point: number;
  phase: 'betting' | 'running' | 'crashed';
  starts_at: Millis;
  crash_at: Millis;
  settled_at: Millis | null;
  created_at: Millis;
};

export type CrashBetsTable = BrandOwned & {
  round_id: number;
  member_id: number;
  stake: Minor;
  target: number;
  payout: Minor;
  mode: 'real' | 'demo';
  currency: string;
  request_id: string;
  fingerprint: string;
  /** void: its round never crashed and its stake was released by the sweep. */
  status: 'pending' | 'open' | 'settled' | 'void';
  hold_id: number | null;
  bet_id: number | null;
  created_at: Millis;
  settled_at: Millis | null;
};
