import type { Generated } from 'kysely';
import type { VendorCategory } from '@lotto/contracts';

/** Booleans are stored as 0/1 on both engines so one query serves both. */
export type Flag = number;

export type MerchantsTable = {
  id: Generated<number>;
  code: string;
  /** Brand settings as JSON text, parsed with `zBrandSettings`. */
  settings: string;
  maintenance: Flag;
  maintenance_message: string;
  created_at: number | string;
};

export type MerchantDomainsTable = {
  id: Generated<number>;
  merchant_id: number;
  host: string;
  kind: 'primary' | 'mirror';
  sort: number;
};

export type MerchantModulesTable = {
  merchant_id: number;
  mod_id: string;
  enabled: Flag;
};

export type RegisterSettingsTable = {
  merchant_id: number;
  field: string;
  enabled: Flag;
  required: Flag;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
};

export type MerchantResourcesTable = {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  url: string;
  qr_code_url: string;
  /** JSON object: language code -> label. */
  label_names: string;
  sort: number;
};

export type CustomerServiceTable = {
  id: Generated<number>;
  merchant_id: number;
  cs_type: 'VIP' | 'LIVECHAT';
  path: string;
  sort: number;
};

export type AccessRuleKind = 'allow_country' | 'block_country' | 'allow_ip' | 'block_ip';

export type AccessRulesTable = {
  id: Generated<number>;
  merchant_id: number;
  kind: AccessRuleKind;
  value: string;
};

export type BannersTable = {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  /** JSON object: language code -> title (also the image's alt text). */
  title: string;
  image_url: string;
  linkage_type: number;
  linkage_value: string;
  sort: number;
  enabled: Flag;
};

export type AnnouncementsTable = {
  id: Generated<number>;
  merchant_id: number;
  type: 'PL' | 'PU' | 'PR' | 'H';
  /** JSON objects: language code -> text (content is HTML). */
  title: string;
  content: string;
  images: string;
  popup: Flag;
  published_at: number | string;
  enabled: Flag;
};

export type VendorsTable = {
  id: Generated<number>;
  merchant_id: number;
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

export type AppStateTable = {
  key: string;
  value: string;
};

/** Milliseconds since the epoch; PostgreSQL's bigint arrives as a string, so read with `Number()`. */
export type Millis = number | string;

export type MembersTable = {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  username_key: string;
  password_hash: string | null;
  password_state: 'set' | 'default' | 'none';
  password_changed_at: Millis;
  type: number;
  status: 'active' | 'disabled';
  nickname: string;
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  profile: string;
  language: string;
  avatar: string;
  referral_code: string;
  affiliate_code: string | null;
  upline_id: number | null;
  referrer_id: number | null;
  club_label: string | null;
  member_labels: string;
  totp_secret: string | null;
  first_login_done: Flag;
  reg_ip: string;
  reg_domain: string;
  reg_url: string;
  created_at: Millis;
  last_login_at: Millis | null;
  last_login_ip: string | null;
  payment_password_failures: Generated<number>;
  payment_password_locked_until: Millis | null;
};

export type MemberTreeTable = { ancestor_id: number; descendant_id: number; depth: number };
export type MemberIpsTable = { member_id: number; ip: string; first_seen_at: Millis };

export type SessionsTable = {
  id: Generated<number>;
  token_hash: string;
  merchant_id: number;
  member_id: number;
  created_at: Millis;
  last_seen_at: Millis;
  idle_seconds: number;
  expires_at: Millis;
  revoked_at: Millis | null;
  remember: Flag;
  ip: string;
  user_agent: string;
};

export type OneTimeTokensTable = {
  token_hash: string;
  merchant_id: number;
  purpose: 'captcha' | 'altcha' | 'reset' | 'ipcheck' | 'oauth';
  data: string;
  expires_at: Millis;
  used_at: Millis | null;
};

export type VerificationCodesTable = {
  id: Generated<number>;
  merchant_id: number;
  purpose: 'register' | 'login' | 'password' | 'ipcheck';
  target: string;
  code_hash: string;
  attempts: number;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
};

export type OutboxTable = {
  id: Generated<number>;
  merchant_id: number;
  channel: 'sms' | 'email';
  target: string;
  subject: string;
  body: string;
  created_at: Millis;
};

/** A provider account (OpenID Connect subject) linked to a member: social sign-in. */
export type MemberIdentitiesTable = {
  id: Generated<number>;
  merchant_id: number;
  provider: 'google' | 'facebook';
  subject: string;
  member_id: number;
  email: string | null;
  created_at: Millis;
};

export type RateEventsTable = { id: Generated<number>; bucket: string; key: string; at: Millis };
export type ServerKeysTable = { kid: string; private_pkcs8: string; public_spki: string; created_at: Millis };

/** Ledger amounts: bigint columns arrive as numbers (SQLite) or strings (PostgreSQL); read with BigInt(). */
export type Minor = number | string | bigint;

export type LedgerAccountsTable = {
  id: Generated<number>;
  merchant_id: number;
  owner_type: 'member' | 'house';
  owner_id: number;
  code: string;
  currency: string;
  /** Defaults to 0 when the account is created. */
  balance: Generated<Minor>;
  held: Generated<Minor>;
  created_at: Millis;
};

export type LedgerEntriesTable = {
  id: Generated<number>;
  merchant_id: number;
  idem_key: string;
  type: string;
  fingerprint: string;
  ref: string;
  memo: string;
  created_at: Millis;
};

export type LedgerLinesTable = {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  amount: Minor;
  balance_after: Minor | null;
  created_at: Millis;
};

export type LedgerHoldsTable = {
  id: Generated<number>;
  merchant_id: number;
  idem_key: string;
  account_id: number;
  amount: Minor;
  state: 'pending' | 'posted' | 'voided';
  type: string;
  ref: string;
  expires_at: Millis;
  entry_id: number | null;
  created_at: Millis;
  settled_at: Millis | null;
};

export type PaymentChannelsTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  kind: 'manual_bank' | 'gateway';
  name: string;
  min_amount: Minor;
  max_amount: Minor;
  fee_bps: number;
  fee_fixed: Minor;
  config: string;
  enabled: Flag;
  sort: number;
};

export type DepositOrdersTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  channel_id: number;
  order_ref: string;
  request_id: string;
  amount: Minor;
  fee: Minor;
  status: 'pending' | 'paid' | 'rejected' | 'failed' | 'expired';
  provider_order_id: string | null;
  pay_url: string | null;
  entry_id: number | null;
  note: string;
  created_at: Millis;
  updated_at: Millis;
};

export type PaymentEventsTable = {
  provider: string;
  event_id: string;
  order_ref: string;
  status: string;
  received_at: Millis;
};

export type BankCardsTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Millis;
};

export type WithdrawalsTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  card_id: number;
  order_ref: string;
  request_id: string;
  amount: Minor;
  hold_id: number;
  status: 'pending' | 'paid' | 'rejected' | 'confirmed' | 'disputed';
  receipt: 'received' | 'partial' | 'not_received' | null;
  proofs: string;
  note: string;
  created_at: Millis;
  paid_at: Millis | null;
  confirmed_at: Millis | null;
};

export type GamesTable = {
  id: Generated<number>;
  merchant_id: number;
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

export type GameSessionsTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  vendor_code: string;
  token_hash: string;
  mode: 'real' | 'demo';
  created_at: number;
  expires_at: number;
};

export type SeamlessTxTable = {
  id: Generated<number>;
  merchant_id: number;
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

export type BetsTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
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

export type FairSeedsTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  seq: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  state: 'active' | 'revealed';
  created_at: Millis;
  revealed_at: Millis | null;
};

export type InhouseRoundsTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
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

export type CrashChainsTable = {
  id: Generated<number>;
  merchant_id: number;
  seq: number;
  seed: string;
  length: number;
  terminating_hash: string;
  salt: string;
  created_at: Millis;
};

export type CrashRoundsTable = {
  id: Generated<number>;
  merchant_id: number;
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

export type CrashBetsTable = {
  id: Generated<number>;
  merchant_id: number;
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

export type LotteryGamesTable = {
  id: Generated<number>;
  merchant_id: number;
  game_code: string;
  enabled: Flag;
  sort: number;
  unit: Minor;
  limits: string;
  plays: Minor;
};

export type LotteryDrawState = 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';

export type LotteryDrawsTable = {
  id: Generated<number>;
  merchant_id: number;
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

export type LotteryChasesTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_code: string;
  draws: number;
  stop_on_win: Flag;
  status: 'active' | 'won' | 'done';
  request_id: string;
  created_at: Millis;
};

export type LotteryTicketStatus = 'pending' | 'open' | 'won' | 'lost' | 'cancelled' | 'refunded';

export type LotteryTicketsTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
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

export type LotterySeriesTable = {
  merchant_id: number;
  member_id: number;
  prize_mode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  series: number;
  updated_at: Millis;
};

export type LotteryRebateBatchesTable = {
  id: Generated<number>;
  merchant_id: number;
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

export type Database = {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  merchant_modules: MerchantModulesTable;
  register_settings: RegisterSettingsTable;
  merchant_resources: MerchantResourcesTable;
  customer_service: CustomerServiceTable;
  access_rules: AccessRulesTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  vendors: VendorsTable;
  app_state: AppStateTable;
  members: MembersTable;
  member_tree: MemberTreeTable;
  member_ips: MemberIpsTable;
  sessions: SessionsTable;
  member_identities: MemberIdentitiesTable;
  one_time_tokens: OneTimeTokensTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  rate_events: RateEventsTable;
  server_keys: ServerKeysTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_lines: LedgerLinesTable;
  ledger_holds: LedgerHoldsTable;
  payment_channels: PaymentChannelsTable;
  deposit_orders: DepositOrdersTable;
  payment_events: PaymentEventsTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  game_sessions: GameSessionsTable;
  seamless_tx: SeamlessTxTable;
  bets: BetsTable;
  fair_seeds: FairSeedsTable;
  inhouse_rounds: InhouseRoundsTable;
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_chases: LotteryChasesTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_favourites: LotteryFavouritesTable;
  lottery_series: LotterySeriesTable;
  lottery_rebate_batches: LotteryRebateBatchesTable;
};
