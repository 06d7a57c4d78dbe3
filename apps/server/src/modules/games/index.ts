// The games module's face: what other modules and the app may use.
export { gameArtPlugin } from './art/store.ts';
export { betPage } from './bets.ts';
export { Catalogue } from './catalogue.ts';
export { gameRoutes } from './routes.ts';
export { Seamless } from './seamless.ts';
export { ROUND_MAX_MS, seamlessExpiry } from './seamless-expiry.ts';
export { seamlessRecovery } from './seamless-recovery.ts';
export { seamlessRoutes } from './seamless-routes.ts';
export {
  recordBet,
  recordBetOnce,
  recordBetOnceWithId,
  betRecordsPart,
  settleBetRecord,
  voidBetRecord,
  type BetRecord,
} from './repo/bets.ts';
