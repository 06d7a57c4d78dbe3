import type { Insertable, Kysely } from 'kysely';
import { gameByCode, lotteryVendorOf } from '@lotto/contracts/lottery/index';
import type { Database, GamesTable } from './schema.ts';

type LotteryGameRow = {
  merchant_id: number;
  game_code: string;
  unit: number | string | bigint;
  sort: number;
  enabled: number;
};

/**
 * The game-catalogue row of each lottery game a brand runs (migration 014 and the demo seed):
 * listed under the lottery vendors (lotteryVendorOf), so lottery games have node ids of their own
 * in the one id space that launches, favourites and recent games use, and the lottery
 * categories' game lists are not empty. Art is drawn per family.
 */
export function lotteryCatalogueRows(rows: LotteryGameRow[]): Insertable<GamesTable>[] {
  return rows.flatMap((r) => {
    const game = gameByCode(r.game_code);
    if (!game) return [];
    const { vendorCode, gameType } = lotteryVendorOf(game);
    return [
      {
        merchant_id: r.merchant_id,
        vendor_code: vendorCode,
        game_code: game.code,
        name: JSON.stringify(game.name),
        search: [...new Set([game.name.EN, game.name.TY, game.code])].join(' ').toLowerCase(),
        game_type: gameType,
        game_classify: game.family,
        icon: `/media/games/${vendorCode}/${game.family}.svg`,
        min_bet: Number(r.unit),
        line_num: 0,
        languages: 'EN,TY',
        is_hot: 0,
        is_new: 0,
        plays: 0,
        sort: r.sort,
        enabled: r.enabled,
        maintenance: 0,
      },
    ];
  });
}

/** Lists every lottery game of the brand(s) in the catalogue; games already listed are kept as they are. */
export async function listLotteryInCatalogue(db: Kysely<Database>, merchantId?: number): Promise<number> {
  let q = db.selectFrom('lottery_games').select(['merchant_id', 'game_code', 'unit', 'sort', 'enabled']);
  if (merchantId !== undefined) q = q.where('merchant_id', '=', merchantId);
  const values = lotteryCatalogueRows(await q.execute());
  if (values.length === 0) return 0;
  const done = await db
    .insertInto('games')
    .values(values)
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'game_code']).doNothing())
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0);
}
