import { route } from '../common/endpoint.ts';

/** Routes of the game catalogue, favourites, launches and the betting record (schemas: ./endpoints.ts). */
export const gameApi = {
  vendors: route('GET', '/wps/relay/GCSGAME_newGameVendor'),
  gameList: route('GET', '/wps/relay/GCSGAME_gameList'),
  hotGames: route('GET', '/wps/relay/GCSGAME_hotGamesV2'),
  popular: route('GET', '/lgw/games/popular'),
  gameMenus: route('GET', '/lgw/games/game_menus'),
  vassGameType: route('GET', '/wps/relay/GCSGAME_getVassGameType'),
  roomList: route('GET', '/wps/relay/GLS2_roomList'),
  addFavourite: route('POST', '/wps/relay/GCSGAME_addFavorite'),
  removeFavourite: route('POST', '/wps/relay/GCSGAME_removeFavorite'),
  favourites: route('GET', '/wps/relay/GCSGAME_favoriteList'),
  recent: route('GET', '/wps/relay/GCSGAME_recentGames'),
  launch: route('POST', '/wps/game/launchGame'),
  bets: route('GET', '/wps/game/bets'),
} as const;

/** Routes of the in-house games: fairness, rounds, crash. */
export const inhouseApi = {
  fairness: route('GET', '/wps/inhouse/fairness'),
  clientSeed: route('PUT', '/wps/inhouse/fairness/client-seed'),
  rotate: route('POST', '/wps/inhouse/fairness/rotate'),
  play: route('POST', '/wps/inhouse/play'),
  rounds: route('GET', '/wps/inhouse/rounds'),
  round: route('GET', '/wps/inhouse/rounds/:roundId'),
  crash: route('GET', '/wps/inhouse/crash'),
  crashChain: route('GET', '/wps/inhouse/crash/chain'),
  crashBet: route('POST', '/wps/inhouse/crash/bet'),
} as const;

/** The seamless-wallet calls vendors make to the platform (docs/seamless-wallet.md). */
export const seamlessApi = {
  balance: route('POST', '/seamless/v1/:vendor/balance'),
  debit: route('POST', '/seamless/v1/:vendor/debit'),
  credit: route('POST', '/seamless/v1/:vendor/credit'),
  rollback: route('POST', '/seamless/v1/:vendor/rollback'),
} as const;
