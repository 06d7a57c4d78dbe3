// The wallet module's face: money moves through `Wallet`'s operations; its ledger stays inside.
export { depositRoutes } from './deposit-routes.ts';
export { allChannels, Deposits, paidDeposits, updateChannel, type ProviderFactory } from './deposits.ts';
export { walletEvents } from './events.ts';
export { HoldSweep, type DueHold, type HoldOwner } from './hold-sweep.ts';
export { checkPaymentPassword } from './payment-password.ts';
export type {
  AccountRef,
  BulkWork,
  Capture,
  CreditMany,
  HoldRequest,
  MemberBalance,
  Movement,
  Posted,
  PostedGroup,
} from './ledger-types.ts';
export { SandboxGatewayProvider } from './providers/sandbox.ts';
export { transactionPage } from './records.ts';
export { walletRoutes } from './routes.ts';
export { createWallet, type Wallet } from './service.ts';
export { withdrawRoutes } from './withdraw-routes.ts';
export { Withdrawals } from './withdrawals.ts';
export { cardSharers } from './cards.ts';
export { bigWins, type Win } from './winners-repo.ts';
export { houseBalanceOn } from './house.ts';
