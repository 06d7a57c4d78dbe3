import { listLotteryInCatalogue } from '../lottery-catalogue.ts';
import type { MigrationFn } from './helpers.ts';

/**
 * Lottery games join the game catalogue (one node id space): before, a lottery card's node id was
 * its lottery_games id, which named some other game when launched, and the lottery categories
 * listed no games. Every brand's lottery games get their catalogue row here; new brands get them
 * from the seed.
 */
export const up: MigrationFn = async (db) => {
  await listLotteryInCatalogue(db);
};
