import type { Kysely } from 'kysely';
import { listLotteryInCatalogue } from '../db/lottery-catalogue.ts';
import type { Database } from '../db/schema.ts';

/**
 * The demo brand's lottery (issue 7): fast in-house SSC every 1, 3 and 5 minutes, fast 11X5,
 * PK10 and Mark Six, the official Hong Kong Mark Six and Welfare 3D (LF) with a fast 3D, and
 * Vietnam north, central and south, whose results the operator enters, with fast in-house VN north and south.
 */
export const DEMO_LOTTERY = [
  'SSC1',
  'SSC3',
  'SSC5',
  'F11X5_3',
  'PK10_3',
  'LHC_5',
  'HK6',
  'FC3D',
  'LF_5',
  'VN_NORTH',
  'VN_CENTRAL',
  'VN_SOUTH',
  'VNF3',
  'VNSF5',
] as const;

export async function seedDemoLottery(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('lottery_games')
    .values(
      DEMO_LOTTERY.map((game_code, sort) => ({
        merchant_id: merchantId,
        game_code,
        enabled: 1,
        sort,
        unit: 200,
        limits: JSON.stringify({ maxTicket: 5_000_000, maxDraw: 20_000_000, maxMultiplier: 1000 }),
        plays: 0,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
  await listLotteryInCatalogue(db, merchantId);
}
