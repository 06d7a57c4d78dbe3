import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';
import { GAME_PAGE_SIZE } from './constants.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Query of GCSGAME_gameList (docs/product/games.md#game-list). Existing clients send every
 * field, some of them empty; unknown extra fields are ignored rather than refused.
 */
export const zGameListQuery = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: optionalText(64),
  channel: optionalText(32),
  merchant: optionalText(32),
  /**
   * Category: LOTT, ELOTT, LIVE, SPORTS, ESPORTS, RNG, FISH, PVP, INHOUSE; SEAMLESS for every
   * game played on the seamless wallet (all but the lottery); empty or ALL for every game.
   */
  gameType: optionalText(16),
  /** Vendor code; empty or 'all' for every vendor of the category. */
  vassalage: optionalText(32),
  gameClassify: optionalText(32),
  /** Part of the name, in any language the game has. */
  gameName: optionalText(64),
  /** Games whose minimum bet is at most this amount (major units, e.g. 1.00). */
  minBet: z.coerce.number().nonnegative().max(1e9).optional(),
  /** Games with at least this many pay lines. */
  minLineNum: z.coerce.number().int().nonnegative().max(10_000).optional(),
  language: optionalText(8),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(GAME_PAGE_SIZE),
});
export type GameListQuery = z.infer<typeof zGameListQuery>;

/** One game card (docs/product/games.md#game-list). */
export const zGame = z.object({
  nodeId: z.number().int(),
  /** The vendor's game id; `code` repeats it for clients that read that name. */
  gameId: z.string(),
  code: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  iconUrl: z.string(),
  defaultIcon: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  vassalage: z.string(),
  vendor: z.string(),
  /** The vendor's name in the request's language. */
  displayName: z.string(),
  accountTypeName: z.string(),
  minBet: z.string(),
  lineNum: z.number().int(),
  isHot: flag,
  isNew: flag,
  /** 1: listed, but launching answers "game under maintenance". */
  maintenance: flag,
  /** Lottery games: the lottery game's code and the play it opens on (/lottery?gameCode&playType). */
  gameCode: z.string().optional(),
  defaultPlayType: z.string().optional(),
});
export type Game = z.infer<typeof zGame>;

export const zGameListValue = z.object({
  games: z.array(zGame),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameListValue = z.infer<typeof zGameListValue>;

/** GCSGAME_hotGamesV2 (docs/product/games.md#hot-and-popular-games): merchantCode, isPlatform 2, vassalage, platform, language. */
export const zHotGamesQuery = z.object({
  merchantCode: optionalText(32),
  isPlatform: z.coerce.number().int().optional(),
  vassalage: optionalText(32),
  gameType: optionalText(16),
  platform: optionalText(64),
  language: optionalText(8),
});
export const zGamesValue = z.object({ games: z.array(zGame) });

/** GET /lgw/games/popular: count 20, prizeMode, device, language. */
export const zPopularQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  prizeMode: optionalText(16),
  device: optionalText(16),
  language: optionalText(8),
  gameType: optionalText(16),
});

/** Favourite add/remove body (docs/product/games.md#favourites-and-recent-games): the game's node id, its vendor and category. */
export const zFavouriteBody = z.object({
  nodeId: z.coerce.number().int().positive().max(MAX_ID),
  vendor: z.string().trim().max(32).optional(),
  gameType: z.string().trim().max(16).optional(),
});
export const zFavouritesValue = z.object({ nodeIds: z.array(z.number().int()), games: z.array(zGame) });

/** Recent games: `value.list`, `value.totalPages` (docs/product/games.md#favourites-and-recent-games). */
export const zRecentQuery = z.object({
  /** Only games of this category (a lobby's own recent strip); every category when absent. */
  gameType: optionalText(16),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
});
export type RecentQuery = z.infer<typeof zRecentQuery>;
export const zRecentValue = z.object({
  list: z.array(zGame.extend({ lastPlayed: z.number().int() })),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});

/** GET /lgw/games/game_menus: games grouped for the menus (gameMenus, gameGroupCode, labelName: docs/product/games.md#hot-and-popular-games). */
export const zGameMenusValue = z.array(
  z.object({ gameGroupCode: z.string(), labelName: z.string(), gameMenus: z.array(zGame) }),
);

/** GCSGAME_getVassGameType: a vendor's kinds of games, for the VASSALAGE popup. */
export const zVassGameTypeQuery = z.object({ vassalage: z.string().trim().min(1).max(32) });
export const zVassGameTypeValue = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameTypes: z.array(z.object({ gameType: z.string(), gameClassify: z.string(), count: z.number().int() })),
});

/** GLS2_roomList: the tables and rooms of a live or PVP vendor. */
export const zRoomListQuery = z.object({
  vassalage: z.string().trim().min(1).max(32),
  gameType: optionalText(16),
});
export const zRoomListValue = z.object({
  rooms: z.array(
    z.object({
      roomId: z.number().int(),
      roomName: z.string(),
      gameClassify: z.string(),
      minBet: z.string(),
      players: z.number().int(),
      status: z.enum(['open', 'maintenance']),
    }),
  ),
});

/** POST /wps/game/launchGame (docs/product/games.md#launch). nodeId, or vassalage with gameId. */
export const zLaunchBody = z.object({
  nodeId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  gameId: z.string().trim().max(64).optional(),
  vassalage: z.string().trim().max(32).optional(),
  gameType: z.string().trim().max(16).optional(),
  accountType: z.string().trim().max(32).optional(),
  confirmTrans: z.union([z.boolean(), z.number(), z.string()]).optional(),
  launchMode: z.string().trim().max(16).optional(),
  platform: z.string().trim().max(64).optional(),
  clientType: z.coerce.number().int().optional(),
  username: z.string().max(64).optional(),
  token: z.string().max(256).optional(),
  merchantCode: z.string().max(32).optional(),
  language: z.string().trim().max(8).optional(),
});
export const zLaunchValue = z.object({
  content: z.object({
    game_url: z.string(),
    /** real money, or demo (play money for free-demo accounts). */
    mode: z.enum(['real', 'demo']),
    nodeId: z.number().int(),
    gameName: z.string(),
  }),
});
export type LaunchValue = z.infer<typeof zLaunchValue>;

export const betStatuses = ['open', 'settled', 'void'] as const;

/** The betting record (personalHistoryCopy): filters and paging. */
export const zBetQuery = z.object({
  vendor: optionalText(32),
  gameType: optionalText(16),
  /** open, settled, void; won and lost narrow settled bets by their payout. */
  status: z.enum([...betStatuses, 'won', 'lost']).optional(),
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BetQuery = z.infer<typeof zBetQuery>;

export const zBet = z.object({
  betId: z.number().int(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  roundId: z.string(),
  stake: z.string(),
  payout: z.string(),
  /** payout − stake of a settled bet; "0.00" while open or void. */
  winLoss: z.string(),
  status: z.enum(betStatuses),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type Bet = z.infer<typeof zBet>;

export const zBetPage = z.object({
  list: z.array(zBet),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** Over every bet the filters select, not only this page. */
  totals: z.object({ stake: z.string(), payout: z.string(), winLoss: z.string() }),
});
export type BetPage = z.infer<typeof zBetPage>;
