import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Game, GameListQuery, RecentQuery } from '@lotto/contracts';
import { defaultPlayType, gameByCode } from '@lotto/contracts/lottery/index';
import type { Database, GamesTable } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { pick } from '../../lib/texts.ts';
import * as repo from './repo/catalogue.ts';

export type GameRow = Selectable<GamesTable>;
type VendorInfo = repo.VendorRow & { names: Record<string, string> };
export const DEFAULT_GAME_ICON = '/media/games/GAME/default.svg';

/** A random entry of a brand's CDN list (docs/product/games.md#game-art), '' when the list is empty. */
export const randomCdn = (list: readonly string[]): string =>
  list.length === 0 ? '' : list[Math.floor(Math.random() * list.length)]!;

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

/** A lottery game's card names its game and default play, so it opens /lottery without a launch. */
function lotteryFields(row: Pick<GameRow, 'game_type' | 'game_code'>) {
  if (row.game_type !== 'LOTT' && row.game_type !== 'ELOTT') return {};
  const game = gameByCode(row.game_code);
  return game ? { gameCode: game.code, defaultPlayType: defaultPlayType(game) } : {};
}
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The game catalogue as the site reads it: cards in the request's language with icons on one
 * of the brand's image CDNs, and the list query with every filter of docs/product/games.md#game-list.
 */
export class Catalogue {
  readonly #db: Kysely<Database>;
  readonly #vendors = new WeakMap<Brand, Promise<Map<string, VendorInfo>>>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  get db() {
    return this.#db;
  }

  /** The brand's enabled vendors by code, read once per brand revision (as the vendor lanes are). */
  vendors(brand: Brand): Promise<Map<string, VendorInfo>> {
    let hit = this.#vendors.get(brand);
    if (!hit) {
      hit = repo
        .listEnabledVendors(this.#db, brand.id)
        .then(
          (rows) =>
            new Map(
              rows.map((r) => [
                r.code,
                { ...r, names: JSON.parse(r.display_name) as Record<string, string> },
              ]),
            ),
        );
      hit.catch(() => this.#vendors.delete(brand));
      this.#vendors.set(brand, hit);
    }
    return hit;
  }

  /** The category a game is listed under: SPORTS games of an e-sports provider are ESPORTS. */
  laneOf(brand: Brand, row: Pick<GameRow, 'vendor_code' | 'game_type'>): string {
    return row.game_type === 'SPORTS' && brand.settings.esportsProviders.includes(row.vendor_code)
      ? 'ESPORTS'
      : row.game_type;
  }

  card(brand: Brand, vendors: Map<string, VendorInfo>, row: GameRow, lang: string, cdn: string): Game {
    const names = JSON.parse(row.name) as Record<string, string>;
    const name = pick(names, lang, brand.settings.defaultLang);
    const vendor = vendors.get(row.vendor_code);
    return {
      nodeId: row.id,
      gameId: row.game_code,
      code: row.game_code,
      gameName: name,
      nodeName: name,
      iconUrl: `${cdn}${row.icon}`,
      defaultIcon: `${cdn}${DEFAULT_GAME_ICON}`,
      gameType: this.laneOf(brand, row),
      gameClassify: row.game_classify,
      vassalage: vendor?.vassalage ?? row.vendor_code,
      vendor: row.vendor_code,
      displayName: vendor ? pick(vendor.names, lang, brand.settings.defaultLang) : row.vendor_code,
      accountTypeName: vendor?.account_type_name ?? row.vendor_code,
      minBet: formatMinor(BigInt(row.min_bet)),
      lineNum: row.line_num,
      isHot: flag(row.is_hot),
      isNew: flag(row.is_new),
      maintenance: flag(row.maintenance || (vendor?.maintenance ?? 0)),
      ...lotteryFields(row),
    };
  }

  async cards(brand: Brand, rows: GameRow[], lang: string): Promise<Game[]> {
    const vendors = await this.vendors(brand);
    const cdn = randomCdn(brand.settings.imageCDNs);
    return rows.map((r) => this.card(brand, vendors, r, lang, cdn));
  }

  /** Games of the brand's enabled vendors, narrowed to a category (with the e-sports split). */
  async #base(brand: Brand, gameType: string | undefined) {
    const vendors = [...(await this.vendors(brand)).keys()];
    const q = this.#db
      .selectFrom('games')
      .where('merchant_id', '=', brand.id)
      .where('enabled', '=', 1)
      .where('vendor_code', 'in', vendors.length > 0 ? vendors : ['']);
    const filter = repo.categoryFilter(brand.settings.esportsProviders, gameType);
    return filter ? q.where(filter) : q;
  }

  /** The member's recently launched games, latest first, of one category when asked. */
  async recent(brand: Brand, memberId: number, query: RecentQuery & { lang: string }) {
    const filter = repo.categoryFilter(brand.settings.esportsProviders, query.gameType);
    const { total, rows } = await repo.recentGames(this.#db, {
      merchantId: brand.id,
      memberId,
      filter,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const cards = new Map(
      (
        await this.cards(
          brand,
          await this.byIds(
            brand,
            rows.map((g) => g.game_id),
          ),
          query.lang,
        )
      ).map((c) => [c.nodeId, c]),
    );
    return {
      list: rows.flatMap((g) => {
        const card = cards.get(g.game_id);
        return card ? [{ ...card, lastPlayed: Number(g.last) }] : [];
      }),
      pageNo: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  /** GCSGAME_gameList: every filter of the query, paged (42 by default), in the vendors' order. */
  async list(brand: Brand, lang: string, query: GameListQuery) {
    let q: SelectQueryBuilder<Database, 'games', object> = await this.#base(brand, query.gameType);
    const vendor = query.vassalage?.toUpperCase();
    if (vendor && vendor !== 'ALL') q = q.where('vendor_code', '=', vendor);
    if (query.gameClassify && query.gameClassify.toLowerCase() !== 'all')
      q = q.where('game_classify', '=', query.gameClassify.toLowerCase());
    if (query.gameName) q = q.where(sql<boolean>`search like ${likePattern(query.gameName)} escape '\\'`);
    if (query.minBet !== undefined) q = q.where('min_bet', '<=', Math.round(query.minBet * 100));
    if (query.minLineNum !== undefined) q = q.where('line_num', '>=', query.minLineNum);
    if (query.language) q = q.where(sql<boolean>`languages like ${likePattern(query.language)} escape '\\'`);
    const [{ n }, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      q
        .selectAll()
        .orderBy('is_hot', 'desc')
        .orderBy('vendor_code')
        .orderBy('sort')
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
    ]);
    const totalCount = Number(n);
    return {
      games: await this.cards(brand, rows, lang),
      pageNo: query.pageNo,
      totalPages: Math.ceil(totalCount / query.pageSize),
      totalCount,
    };
  }

  /** Hot games (GCSGAME_hotGamesV2), of one vendor or category when asked. */
  async hot(
    brand: Brand,
    lang: string,
    filter: { vassalage?: string | undefined; gameType?: string | undefined },
  ) {
    let q = (await this.#base(brand, filter.gameType)).where('is_hot', '=', 1);
    if (filter.vassalage && filter.vassalage.toUpperCase() !== 'ALL')
      q = q.where('vendor_code', '=', filter.vassalage.toUpperCase());
    const rows = await q.selectAll().orderBy('plays', 'desc').orderBy('id').limit(60).execute();
    return this.cards(brand, rows, lang);
  }

  /** The most played games (GET /lgw/games/popular, 20 by default). */
  async popular(brand: Brand, lang: string, count: number, gameType?: string) {
    const rows = await (
      await this.#base(brand, gameType)
    )
      .selectAll()
      .orderBy('plays', 'desc')
      .orderBy('id')
      .limit(count)
      .execute();
    return this.cards(brand, rows, lang);
  }

  /** The catalogue cards of lottery games, in the order of `codes` (their node ids launch them). */
  async lotteryCards(brand: Brand, lang: string, codes: string[]): Promise<Game[]> {
    if (codes.length === 0) return [];
    const rows = await (
      await this.#base(brand, undefined)
    )
      .where('game_type', 'in', ['LOTT', 'ELOTT'])
      .where('game_code', 'in', codes)
      .selectAll()
      .execute();
    const byCode = new Map(rows.map((r) => [r.game_code, r]));
    return this.cards(
      brand,
      codes.flatMap((c) => byCode.get(c) ?? []),
      lang,
    );
  }

  /** One listed game by node id, or by vendor and the vendor's game id. */
  async find(
    brand: Brand,
    by: { nodeId?: number | undefined; vendor?: string | undefined; gameId?: string | undefined },
  ) {
    let q = (await this.#base(brand, undefined)).selectAll();
    if (by.nodeId !== undefined) q = q.where('id', '=', by.nodeId);
    else if (by.vendor && by.gameId)
      q = q.where('vendor_code', '=', by.vendor.toUpperCase()).where('game_code', '=', by.gameId);
    else return undefined;
    return q.executeTakeFirst();
  }

  byIds(brand: Brand, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([] as GameRow[]);
    return this.#db
      .selectFrom('games')
      .selectAll()
      .where('merchant_id', '=', brand.id)
      .where('id', 'in', ids)
      .execute();
  }

  /** A vendor's kinds of games with their counts (the VASSALAGE popup). */
  async vendorKinds(brand: Brand, vendor: string) {
    return (await this.#base(brand, undefined))
      .where('vendor_code', '=', vendor.toUpperCase())
      .select(['game_type', 'game_classify', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['game_type', 'game_classify'])
      .orderBy('game_classify')
      .execute();
  }

  /** The tables and rooms of a live or PVP vendor (GLS2_roomList). */
  async rooms(brand: Brand, lang: string, vendor: string, gameType?: string) {
    const rows = await (
      await this.#base(brand, gameType)
    )
      .where('vendor_code', '=', vendor.toUpperCase())
      .selectAll()
      .orderBy('sort')
      .limit(500)
      .execute();
    return rows.map((r) => ({
      roomId: r.id,
      roomName: pick(JSON.parse(r.name) as Record<string, string>, lang, brand.settings.defaultLang),
      gameClassify: r.game_classify,
      minBet: formatMinor(BigInt(r.min_bet)),
      // seated players: a stable figure from the room's play count until live tables report theirs
      players: Number(r.plays) % 97,
      status: r.maintenance ? ('maintenance' as const) : ('open' as const),
    }));
  }

  /** Counts a launch toward "popular". */
  async played(gameId: number) {
    await this.#db
      .updateTable('games')
      .set((eb) => ({ plays: eb('plays', '+', 1) }))
      .where('id', '=', gameId)
      .execute();
  }
}
