// The database's tables as Kysely sees them, one file per area under schema/, put together here.
import type {
  MerchantsTable,
  MerchantDomainsTable,
  MerchantModulesTable,
  RegisterSettingsTable,
  MerchantResourcesTable,
  CustomerServiceTable,
  AccessRulesTable,
} from './schema/brand.ts';
import type { BannersTable, AnnouncementsTable } from './schema/content.ts';
import type { AppStateTable, RateEventsTable } from './schema/system.ts';
import type {
  ChatConversationsTable,
  ChatMessagesTable,
  StaffAccountsTable,
  StaffSessionsTable,
} from './schema/support.ts';
import type {
  MembersTable,
  MemberTreeTable,
  MemberInvitationsTable,
  MemberIpsTable,
  SessionsTable,
  OneTimeTokensTable,
  VerificationCodesTable,
  OutboxTable,
  MemberIdentitiesTable,
  ServerKeysTable,
} from './schema/identity.ts';
import type {
  LedgerAccountsTable,
  LedgerEntriesTable,
  LedgerLinesTable,
  LedgerHoldsTable,
  PaymentChannelsTable,
  DepositOrdersTable,
  PaymentEventsTable,
  BankCardsTable,
  WithdrawalsTable,
} from './schema/wallet.ts';
import type {
  VendorsTable,
  GamesTable,
  GameFavouritesTable,
  GameSessionsTable,
  SeamlessTxTable,
  BetsTable,
} from './schema/games.ts';
import type {
  FairSeedsTable,
  InhouseRoundsTable,
  CrashChainsTable,
  CrashRoundsTable,
  CrashBetsTable,
} from './schema/inhouse.ts';
import type {
  LotteryGamesTable,
  LotteryDrawsTable,
  LotteryChasesTable,
  LotteryTicketsTable,
  LotteryDrawStakesTable,
  LotterySeriesTable,
  LotteryRebateBatchesTable,
  LotteryFavouritesTable,
} from './schema/lottery.ts';
import type { MemberDaysTable, MemberFiguresTable, TeamFiguresTable } from './schema/figures.ts';
import type { AgentBillsTable, AgentContractsTable, AgentPeriodsTable } from './schema/agent.ts';
import type {
  BonusesTable,
  BonusWeightsTable,
  PromoApplicationsTable,
  PromotionsTable,
} from './schema/promo.ts';
import type { MallItemsTable, MallOrdersTable, PointAccountsTable, PointMovesTable } from './schema/mall.ts';
import type { ManualRebatesTable, MemberRanksTable } from './schema/vip.ts';
import type { JackpotPoolsTable, JackpotWinsTable } from './schema/jackpot.ts';
import type {
  FeedbackTable,
  HelpArticlesTable,
  HelpCategoriesTable,
  OfficialContactsTable,
} from './schema/help.ts';
import type { InboxMarksTable, InboxMessagesTable } from './schema/inbox.ts';

export type * from './schema/common.ts';
export type * from './schema/brand.ts';
export type * from './schema/content.ts';
export type * from './schema/system.ts';
export type * from './schema/identity.ts';
export type * from './schema/wallet.ts';
export type * from './schema/games.ts';
export type * from './schema/inhouse.ts';
export type * from './schema/lottery.ts';
export type * from './schema/figures.ts';
export type * from './schema/agent.ts';
export type * from './schema/promo.ts';
export type * from './schema/mall.ts';
export type * from './schema/help.ts';
export type * from './schema/inbox.ts';
export type * from './schema/support.ts';

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
  member_invitations: MemberInvitationsTable;
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
  lottery_draw_stakes: LotteryDrawStakesTable;
  lottery_favourites: LotteryFavouritesTable;
  lottery_series: LotterySeriesTable;
  lottery_rebate_batches: LotteryRebateBatchesTable;
  member_figures: MemberFiguresTable;
  team_figures: TeamFiguresTable;
  agent_contracts: AgentContractsTable;
  agent_bills: AgentBillsTable;
  agent_periods: AgentPeriodsTable;
  promotions: PromotionsTable;
  bonuses: BonusesTable;
  bonus_weights: BonusWeightsTable;
  promo_applications: PromoApplicationsTable;
  member_days: MemberDaysTable;
  mall_items: MallItemsTable;
  mall_orders: MallOrdersTable;
  point_accounts: PointAccountsTable;
  point_moves: PointMovesTable;
  member_ranks: MemberRanksTable;
  manual_rebates: ManualRebatesTable;
  jackpot_pools: JackpotPoolsTable;
  jackpot_wins: JackpotWinsTable;
  help_categories: HelpCategoriesTable;
  help_articles: HelpArticlesTable;
  official_contacts: OfficialContactsTable;
  feedback: FeedbackTable;
  inbox_messages: InboxMessagesTable;
  inbox_marks: InboxMarksTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
};
