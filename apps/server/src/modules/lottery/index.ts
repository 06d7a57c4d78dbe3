// The lottery module's face: what other modules, the app and the operator CLI may use.
export { gameOrThrow } from './draws.ts';
export { lotteryRoutes } from './routes.ts';
export { LotteryDraws } from './scheduler.ts';
export { brandSeries, LotterySeries, PRIZE_MODE_IDS } from './series.ts';
