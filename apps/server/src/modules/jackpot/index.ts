// The jackpot module's face (decision 029): the pool's share of a stake, the draw, the payout, the view.
export { drawWins, openPool, payPool, poolShare, POOL } from './pool.ts';
export { jackpotRoutes } from './routes.ts';
