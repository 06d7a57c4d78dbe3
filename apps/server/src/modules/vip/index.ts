// The vip module's face (decision 029): VIP levels reached from the figures, and manual rebate.
export { vipModule } from './routes.ts';
export { currentLevel, type CurrentLevel } from './ranks.ts';
export { claimRebate, rebateOf, type VipDeps } from './rebate.ts';
