import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { eventStream } from '../common/streams.ts';
import * as s from '../lottery-api.ts';
import { lotteryApi as api } from './api.ts';

/** The lottery's endpoints (docs/product/lottery.md#calls): the routes of ./api.ts with their schemas. */
export const lotteryEndpoints = {
  games: endpoint(api.games, { query: s.zLotteryListQuery, response: s.zLotteryGamesValue }),
  gameMenu: endpoint(api.gameMenu, { query: s.zLotteryGameQuery, response: s.zPlayMenuValue }),
  recent: endpoint(api.recent, { response: s.zLotteryGamesValue }),
  near: endpoint(api.near, { query: s.zLotteryGameQuery, response: s.zNearDrawsValue }),
  opened: endpoint(api.opened, { query: s.zOpenedQuery, response: s.zOpenedValue }),
  history: endpoint(api.history, { query: s.zHistoryQuery, response: s.zHistoryValue }),
  verify: endpoint(api.verify, { query: s.zVerifyQuery, response: s.zVerifyValue }),
  trends: endpoint(api.trends, { query: s.zTrendsQuery, response: s.zTrendsValue }),
  place: endpoint(api.place, { body: s.zTicketBody, response: s.zPlaceValue }),
  tickets: endpoint(api.tickets, { query: s.zTicketsQuery, response: s.zTicketsValue }),
  cancel: endpoint(api.cancel, { params: s.zTicketParams, body: z.object({}), response: s.zTicket }),
  favourites: endpoint(api.favourites, { response: s.zLotteryFavouritesValue }),
  addFavourite: endpoint(api.addFavourite, {
    body: s.zLotteryFavouriteBody,
    response: s.zLotteryFavouritesValue,
  }),
  removeFavourite: endpoint(api.removeFavourite, {
    body: s.zLotteryFavouriteBody,
    response: s.zLotteryFavouritesValue,
  }),
  launch: endpoint(api.launch, { query: s.zLotteryLaunchQuery, response: s.zLotteryLaunchValue }),
  latest: endpoint(api.latest, { response: s.zLatestResultsValue }),
  /** Draw results and countdowns as Server-Sent Events (event: result | countdown); one game with ?gameCode. */
  events: endpoint(api.events, { ...eventStream, query: s.zLotteryEventsQuery }),
  series: endpoint(api.series, { response: s.zLotterySeriesValue }),
  setSeries: endpoint(api.setSeries, { body: s.zLotterySeriesBody, response: s.zLotterySeriesValue }),
} as const;
