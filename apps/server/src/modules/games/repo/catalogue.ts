import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A brand's enabled vendors in display order. */
export const listEnabledVendors = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('vendors')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export type VendorRow = Awaited<ReturnType<typeof listEnabledVendors>>[number];

/** The brand's listed lottery games, in display order: a lottery vendor's card opens its first one. */
export const listLotteryGameCodes = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('games')
    .select(['vendor_code', 'game_code'])
    .where('merchant_id', '=', merchantId)
    .where('game_type', 'in', ['LOTT', 'ELOTT'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

type GamesScope = ExpressionBuilder<Database, 'games'>;

/** The category value that lists every seamless-wallet game (the /seamless lobby). */
export const SEAMLESS = 'SEAMLESS';
export type CategoryFilter = (eb: GamesScope) => Expression<SqlBool>;

/**
 * Games of one category, as the site lists it: SPORTS games of a vendor in the brand's e-sports
 * list are ESPORTS, not SPORTS. Undefined for "every category".
 */
export function categoryFilter(esports: readonly string[], gameType?: string): CategoryFilter | undefined {
  const type = gameType?.toUpperCase();
  if (!type || type === 'ALL') return undefined;
  // Every game played on the seamless wallet: all but the lottery, which has its own pages.
  if (type === SEAMLESS) return (eb) => eb('games.game_type', 'not in', ['LOTT', 'ELOTT']);
  const providers = esports.length > 0 ? [...esports] : [''];
  if (type === 'ESPORTS')
    return (eb) => eb.and([eb('games.game_type', '=', 'SPORTS'), eb('games.vendor_code', 'in', providers)]);
  if (type === 'SPORTS')
    return (eb) =>
      eb.and([eb('games.game_type', '=', 'SPORTS'), eb('games.vendor_code', 'not in', providers)]);
  return (eb) => eb('games.game_type', '=', type);
}

/** The games a member launched (distinct, latest launch first) with their count, of one category when given. */
export async function recentGames(
  db: Kysely<Database>,
  q: {
    merchantId: number;
    memberId: number;
    filter: CategoryFilter | undefined;
    limit: number;
    offset: number;
  },
) {
  let base = db
    .selectFrom('game_sessions')
    .innerJoin('games', 'games.id', 'game_sessions.game_id')
    .where('game_sessions.member_id', '=', q.memberId)
    .where('game_sessions.merchant_id', '=', q.merchantId);
  if (q.filter) base = base.where(q.filter);
  const [{ n }, rows] = await Promise.all([
    base
      .select((eb) => eb.fn.count<number | string>('game_sessions.game_id').distinct().as('n'))
      .executeTakeFirstOrThrow(),
    base
      .select(['game_sessions.game_id', (eb) => eb.fn.max('game_sessions.created_at').as('last')])
      .groupBy('game_sessions.game_id')
      .orderBy('last', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

/**
 * A game by its vendor and code in any brand, for its art: the art route has no brand (image
 * CDNs fetch it without the site's host). One index lookup per brand, not a scan.
 */
export const findGameForArt = (db: Kysely<Database>, k: { vendor: string; code: string }) =>
  db
    .selectFrom('games')
    .select(['vendor_code', 'game_code', 'name', 'game_type', 'game_classify'])
    .where('merchant_id', 'in', db.selectFrom('merchants').select('id'))
    .where('vendor_code', '=', k.vendor)
    .where('game_code', '=', k.code)
    .orderBy('merchant_id')
    .limit(1)
    .executeTakeFirst();

/** A vendor's game of the brand by its code. */
export const findGameByCode = (
  db: Kysely<Database>,
  k: { merchantId: number; vendor: string; code: string },
) =>
  db
    .selectFrom('games')
    .select(['id', 'name', 'game_type'])
    .where('merchant_id', '=', k.merchantId)
    .where('vendor_code', '=', k.vendor)
    .where('game_code', '=', k.code)
    .executeTakeFirst();
