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
