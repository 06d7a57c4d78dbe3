import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, GamesTable } from '../../../db/schema.ts';
import type { CategoryFilter } from './catalogue.ts';

export type GameRow = Selectable<GamesTable>;

/** The games the site lists: a brand's enabled games of its enabled vendors, of one category when given. */
export type Listed = { merchantId: number; vendors: string[]; filter: CategoryFilter | undefined };

function listed(db: Kysely<Database>, l: Listed) {
  const q = db
    .selectFrom('games')
    .where('merchant_id', '=', l.merchantId)
    .where('enabled', '=', 1)
    .where('vendor_code', 'in', l.vendors.length > 0 ? l.vendors : ['']);
  return l.filter ? q.where(l.filter) : q;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the game list with every filter of docs/product/games.md#game-list, in the vendors' order. */
export async function gamePage(
  db: Kysely<Database>,
  q: {
    listed: Listed;
    vendor?: string | undefined;
    classify?: string | undefined;
    name?: string | undefined;
    /** Minor units. */
    maxMinBet?: number | undefined;
    minLineNum?: number | undefined;
    language?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  let base = listed(db, q.listed);
  if (q.vendor) base = base.where('vendor_code', '=', q.vendor);
  if (q.classify) base = base.where('game_classify', '=', q.classify);
  if (q.name) base = base.where(sql<boolean>`search like ${likePattern(q.name)} escape '\\'`);
  if (q.maxMinBet !== undefined) base = base.where('min_bet', '<=', q.maxMinBet);
  if (q.minLineNum !== undefined) base = base.where('line_num', '>=', q.minLineNum);
  if (q.language) base = base.where(sql<boolean>`languages like ${likePattern(q.language)} escape '\\'`);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('is_hot', 'desc')
      .orderBy('vendor_code')
      .orderBy('sort')
      .orderBy('id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

/** Hot games, most played first (60 at most), of one vendor when given. */
export function hotGames(db: Kysely<Database>, q: { listed: Listed; vendor?: string | undefined }) {
  let base = listed(db, q.listed).where('is_hot', '=', 1);
  if (q.vendor) base = base.where('vendor_code', '=', q.vendor);
  return base.selectAll().orderBy('plays', 'desc').orderBy('id').limit(60).execute();
}

/** The most played games. */
export const popularGames = (db: Kysely<Database>, q: { listed: Listed; limit: number }) =>
  listed(db, q.listed).selectAll().orderBy('plays', 'desc').orderBy('id').limit(q.limit).execute();

/** Listed lottery games by their codes. */
export const lotteryGames = (db: Kysely<Database>, q: { listed: Listed; codes: string[] }) =>
  listed(db, q.listed)
    .where('game_type', 'in', ['LOTT', 'ELOTT'])
    .where('game_code', 'in', q.codes)
    .selectAll()
    .execute();

/** One listed game by node id, or by vendor and the vendor's game id. */
export const findListedGame = (
  db: Kysely<Database>,
  q: { listed: Listed } & ({ nodeId: number } | { vendor: string; gameId: string }),
) => {
  const base = listed(db, q.listed).selectAll();
  return (
    'nodeId' in q
      ? base.where('id', '=', q.nodeId)
      : base.where('vendor_code', '=', q.vendor).where('game_code', '=', q.gameId)
  ).executeTakeFirst();
};

/** A brand's games by id, listed or not. */
export const gamesByIds = (db: Kysely<Database>, q: { merchantId: number; ids: number[] }) =>
  db
    .selectFrom('games')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', 'in', q.ids)
    .execute();

/** A vendor's kinds of listed games with their counts. */
export const vendorKinds = (db: Kysely<Database>, q: { listed: Listed; vendor: string }) =>
  listed(db, q.listed)
    .where('vendor_code', '=', q.vendor)
    .select(['game_type', 'game_classify', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(['game_type', 'game_classify'])
    .orderBy('game_classify')
    .execute();

/** A vendor's listed games as rooms (500 at most), in display order. */
export const vendorRooms = (db: Kysely<Database>, q: { listed: Listed; vendor: string }) =>
  listed(db, q.listed).where('vendor_code', '=', q.vendor).selectAll().orderBy('sort').limit(500).execute();

/** Counts a launch of a game. */
export async function countPlay(db: Kysely<Database>, gameId: number): Promise<void> {
  await db
    .updateTable('games')
    .set((eb) => ({ plays: eb('plays', '+', 1) }))
    .where('id', '=', gameId)
    .execute();
}
