import { route } from '../common/endpoint.ts';

/** Routes of the lottery: games, menus, draws, tickets, trends, favourites, series, events (schemas: ./endpoints.ts). */
export const lotteryApi = {
  games: route('GET', '/lgw/lottery/games'),
  gameMenu: route('GET', '/lgw/vn/games/game_menu'),
  recent: route('GET', '/lgw/vn/games/game_menu/recent'),
  near: route('GET', '/lotto/lgw/games/opened/numero'),
  opened: route('GET', '/lgw/vn/numeros/opened/game'),
  history: route('GET', '/lgw/lottery/history'),
  verify: route('GET', '/lgw/lottery/verify'),
  trends: route('GET', '/lgw/lottery/trends'),
  place: route('POST', '/lgw/lottery/tickets'),
  tickets: route('GET', '/lgw/lottery/tickets'),
  cancel: route('POST', '/lgw/lottery/tickets/:id/cancel'),
  favourites: route('GET', '/lgw/lottery/favourites'),
  addFavourite: route('POST', '/lgw/lottery/favourites'),
  removeFavourite: route('POST', '/lgw/lottery/favourites/remove'),
  launch: route('GET', '/lgw/lottery/launch'),
  latest: route('GET', '/lgw/lottery/latest'),
  events: route('GET', '/lgw/lottery/events'),
  series: route('GET', '/lgw/lottery/series'),
  setSeries: route('POST', '/lgw/lottery/series'),
} as const;
