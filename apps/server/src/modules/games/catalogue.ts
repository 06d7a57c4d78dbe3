import type { Kysely } from 'kysely';
import type { Game, GameListQuery, RecentQuery } from '@lotto/contracts';
import { defaultPlayType, gameByCode } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { pick } from '../../lib/texts.ts';
import * as repo from './repo/catalogue.ts';
import * as games from './repo/listed-games.ts';

export type GameRow = games.GameRow;
/** Who a catalogue read is for: the brand, and the language of the cards. */
export type Reader = { brand: Brand; lang: string };
export const readerOf = (req: Reader): Reader => ({ brand: req.brand, lang: req.lang });
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
    return laneOf(brand, row);
  }

  async cards(at: Reader, rows: GameRow[]): Promise<Game[]> {
    const vendors = await this.vendors(at.brand);
    const cdn = randomCdn(at.brand.settings.imageCDNs);
    return rows.map((r) => cardOf({ ...at, vendors, cdn }, r));
  }

  /** The listed games of the brand's enabled vendors, narrowed to a category (with the e-sports split). */
  async #listed(brand: Brand, gameType: string | undefined): Promise<games.Listed> {
    return {
      merchantId: brand.id,
      vendors: [...(await this.vendors(brand)).keys()],
      filter: repo.categoryFilter(brand.settings.esportsProviders, gameType),
    };
  }

  /** The member's recently launched games, latest first, of one category when asked. */
  async recent(at: Reader, query: RecentQuery & { memberId: number }) {
    const { brand } = at;
    const filter = repo.categoryFilter(brand.settings.esportsProviders, query.gameType);
    const { total, rows } = await repo.recentGames(this.#db, {
      merchantId: brand.id,
      memberId: query.memberId,
      filter,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const played = await this.byIds(
      brand,
      rows.map((g) => g.game_id),
    );
    const cards = new Map((await this.cards(at, played)).map((c) => [c.nodeId, c]));
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
  async list(at: Reader, query: GameListQuery) {
    const vendor = query.vassalage?.toUpperCase();
    const classify = query.gameClassify?.toLowerCase();
    const { total: totalCount, rows } = await games.gamePage(this.#db, {
      listed: await this.#listed(at.brand, query.gameType),
      vendor: vendor && vendor !== 'ALL' ? vendor : undefined,
      classify: classify && classify !== 'all' ? classify : undefined,
      name: query.gameName,
      maxMinBet: query.minBet === undefined ? undefined : Math.round(query.minBet * 100),
      minLineNum: query.minLineNum,
      language: query.language,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return {
      games: await this.cards(at, rows),
      pageNo: query.pageNo,
      totalPages: Math.ceil(totalCount / query.pageSize),
      totalCount,
    };
  }

  /** Hot games (GCSGAME_hotGamesV2), of one vendor or category when asked. */
  async hot(at: Reader, filter: { vassalage?: string | undefined; gameType?: string | undefined }) {
    const vendor = filter.vassalage?.toUpperCase();
    const rows = await games.hotGames(this.#db, {
      listed: await this.#listed(at.brand, filter.gameType),
      vendor: vendor && vendor !== 'ALL' ? vendor : undefined,
    });
    return this.cards(at, rows);
  }

  /** The most played games (GET /lgw/games/popular, 20 by default). */
  async popular(at: Reader, q: { count: number; gameType?: string | undefined }) {
    const listed = await this.#listed(at.brand, q.gameType);
    return this.cards(at, await games.popularGames(this.#db, { listed, limit: q.count }));
  }

  /** The catalogue cards of lottery games, in the order of `codes` (their node ids launch them). */
  async lotteryCards(at: Reader, codes: string[]): Promise<Game[]> {
    if (codes.length === 0) return [];
    const listed = await this.#listed(at.brand, undefined);
    const rows = await games.lotteryGames(this.#db, { listed, codes });
    const byCode = new Map(rows.map((r) => [r.game_code, r]));
    return this.cards(
      at,
      codes.flatMap((c) => byCode.get(c) ?? []),
    );
  }

  /** One listed game by node id, or by vendor and the vendor's game id. */
  async find(
    brand: Brand,
    by: { nodeId?: number | undefined; vendor?: string | undefined; gameId?: string | undefined },
  ) {
    const listed = await this.#listed(brand, undefined);
    if (by.nodeId !== undefined) return games.findListedGame(this.#db, { listed, nodeId: by.nodeId });
    if (by.vendor && by.gameId)
      return games.findListedGame(this.#db, { listed, vendor: by.vendor.toUpperCase(), gameId: by.gameId });
    return undefined;
  }

  byIds(brand: Brand, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([] as GameRow[]);
    return games.gamesByIds(this.#db, { merchantId: brand.id, ids });
  }

  /** A vendor's kinds of games with their counts (the VASSALAGE popup). */
  async vendorKinds(brand: Brand, vendor: string) {
    const listed = await this.#listed(brand, undefined);
    return games.vendorKinds(this.#db, { listed, vendor: vendor.toUpperCase() });
  }

  /** The tables and rooms of a live or PVP vendor (GLS2_roomList). */
  async rooms(at: Reader, q: { vendor: string; gameType?: string | undefined }) {
    const { brand, lang } = at;
    const rows = await games.vendorRooms(this.#db, {
      listed: await this.#listed(brand, q.gameType),
      vendor: q.vendor.toUpperCase(),
    });
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
    await games.countPlay(this.#db, gameId);
  }
}

/** The category a game is listed under: SPORTS games of an e-sports provider are ESPORTS. */
function laneOf(brand: Brand, row: Pick<GameRow, 'vendor_code' | 'game_type'>): string {
  return row.game_type === 'SPORTS' && brand.settings.esportsProviders.includes(row.vendor_code)
    ? 'ESPORTS'
    : row.game_type;
}

/** A game's card in the reader's language, its icons on the given CDN. */
function cardOf(at: Reader & { vendors: Map<string, VendorInfo>; cdn: string }, row: GameRow): Game {
  const { brand, lang, cdn } = at;
  const names = JSON.parse(row.name) as Record<string, string>;
  const name = pick(names, lang, brand.settings.defaultLang);
  const vendor = at.vendors.get(row.vendor_code);
  return {
    nodeId: row.id,
    gameId: row.game_code,
    code: row.game_code,
    gameName: name,
    nodeName: name,
    iconUrl: `${cdn}${row.icon}`,
    defaultIcon: `${cdn}${DEFAULT_GAME_ICON}`,
    gameType: laneOf(brand, row),
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
