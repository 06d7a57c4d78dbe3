import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { eventStream } from '../common/streams.ts';
import {
  zHistoryQuery,
  zHistoryValue,
  zLatestResultsValue,
  zLotteryFavouriteBody,
  zLotteryFavouritesValue,
  zLotteryGameQuery,
  zLotteryGamesValue,
  zLotteryLaunchQuery,
  zLotteryLaunchValue,
  zLotteryListQuery,
  zLotterySeriesBody,
  zLotterySeriesValue,
  zNearDrawsValue,
  zOpenedQuery,
  zOpenedValue,
  zPlaceValue,
  zPlayMenuValue,
  zTicket,
  zTicketBody,
  zTicketParams,
  zTicketsQuery,
  zTicketsValue,
  zTrendsQuery,
  zTrendsValue,
  zVerifyQuery,
  zVerifyValue,
} from '../lottery-api.ts';
import { lotteryApi as api } from './api.ts';

export const lotteryEndpoints = {
  games: endpoint(api.games, { query: zLotteryListQuery, response: zLotteryGamesValue }),
  gameMenu: endpoint(api.gameMenu, { query: zLotteryGameQuery, response: zPlayMenuValue }),
  recent: endpoint(api.recent, { response: zLotteryGamesValue }),
  near: endpoint(api.near, { query: zLotteryGameQuery, response: zNearDrawsValue }),
  opened: endpoint(api.opened, { query: zOpenedQuery, response: zOpenedValue }),
  history: endpoint(api.history, { query: zHistoryQuery, response: zHistoryValue }),
  verify: endpoint(api.verify, { query: zVerifyQuery, response: zVerifyValue }),
  trends: endpoint(api.trends, { query: zTrendsQuery, response: zTrendsValue }),
  place: endpoint(api.place, { body: zTicketBody, response: zPlaceValue }),
  tickets: endpoint(api.tickets, { query: zTicketsQuery, response: zTicketsValue }),
  cancel: endpoint(api.cancel, { params: zTicketParams, body: z.object({}), response: zTicket }),
  favourites: endpoint(api.favourites, { response: zLotteryFavouritesValue }),
  addFavourite: endpoint(api.addFavourite, {
    body: zLotteryFavouriteBody,
    response: zLotteryFavouritesValue,
  }),
  removeFavourite: endpoint(api.removeFavourite, {
    body: zLotteryFavouriteBody,
    response: zLotteryFavouritesValue,
  }),
  launch: endpoint(api.launch, { query: zLotteryLaunchQuery, response: zLotteryLaunchValue }),
  latest: endpoint(api.latest, { response: zLatestResultsValue }),
  /** Draw results and countdowns as Server-Sent Events (event: result | countdown); one game with ?gameCode. */
  events: endpoint(api.events, {
    ...eventStream,
    query: z.object({ gameCode: z.string().max(16).optional() }),
  }),
  series: endpoint(api.series, { response: zLotterySeriesValue }),
  setSeries: endpoint(api.setSeries, { body: zLotterySeriesBody, response: zLotterySeriesValue }),
} as const;
