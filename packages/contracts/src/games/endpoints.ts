import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { zDoneValue } from '../member/password.ts';
import {
  zBetPage,
  zBetQuery,
  zFavouriteBody,
  zFavouritesValue,
  zGameListQuery,
  zGameListValue,
  zGameMenusValue,
  zGamesValue,
  zHotGamesQuery,
  zLaunchBody,
  zLaunchValue,
  zPopularQuery,
  zRecentQuery,
  zRecentValue,
  zRoomListQuery,
  zRoomListValue,
  zVassGameTypeQuery,
  zVassGameTypeValue,
} from './catalogue.ts';
import {
  zClientSeedBody,
  zCrashBetBody,
  zCrashBetValue,
  zCrashChainValue,
  zCrashValue,
  zFairnessValue,
  zInhouseRound,
  zPlayBody,
  zPlayValue,
  zRotateBody,
  zRoundParams,
  zRoundsPage,
  zRoundsQuery,
} from './inhouse.ts';
import { zGameVendorQuery, zGameVendorValue } from './vendors.ts';
import { gameApi } from './api.ts';
import { inhouseApi } from './inhouse-api.ts';
import { seamlessApi } from './seamless-api.ts';

export const gameEndpoints = {
  vendors: endpoint(gameApi.vendors, { query: zGameVendorQuery, response: zGameVendorValue }),
  gameList: endpoint(gameApi.gameList, { query: zGameListQuery, response: zGameListValue }),
  hotGames: endpoint(gameApi.hotGames, { query: zHotGamesQuery, response: zGamesValue }),
  popular: endpoint(gameApi.popular, { query: zPopularQuery, response: zGamesValue }),
  gameMenus: endpoint(gameApi.gameMenus, { response: zGameMenusValue }),
  vassGameType: endpoint(gameApi.vassGameType, { query: zVassGameTypeQuery, response: zVassGameTypeValue }),
  roomList: endpoint(gameApi.roomList, { query: zRoomListQuery, response: zRoomListValue }),
  addFavourite: endpoint(gameApi.addFavourite, { body: zFavouriteBody, response: zDoneValue }),
  removeFavourite: endpoint(gameApi.removeFavourite, { body: zFavouriteBody, response: zDoneValue }),
  favourites: endpoint(gameApi.favourites, { response: zFavouritesValue }),
  recent: endpoint(gameApi.recent, { query: zRecentQuery, response: zRecentValue }),
  launch: endpoint(gameApi.launch, { body: zLaunchBody, response: zLaunchValue }),
  bets: endpoint(gameApi.bets, { query: zBetQuery, response: zBetPage }),
} as const;

export const inhouseEndpoints = {
  fairness: endpoint(inhouseApi.fairness, { response: zFairnessValue }),
  clientSeed: endpoint(inhouseApi.clientSeed, { body: zClientSeedBody, response: zFairnessValue }),
  rotate: endpoint(inhouseApi.rotate, { body: zRotateBody, response: zFairnessValue }),
  play: endpoint(inhouseApi.play, { body: zPlayBody, response: zPlayValue }),
  rounds: endpoint(inhouseApi.rounds, { query: zRoundsQuery, response: zRoundsPage }),
  round: endpoint(inhouseApi.round, { params: zRoundParams, response: zInhouseRound }),
  crash: endpoint(inhouseApi.crash, { response: zCrashValue }),
  crashChain: endpoint(inhouseApi.crashChain, { response: zCrashChainValue }),
  crashBet: endpoint(inhouseApi.crashBet, { body: zCrashBetBody, response: zCrashBetValue }),
} as const;

// ---- Seamless wallet: vendor → platform, answered in the vendor protocol, not the envelope ----

const money = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/)
  .describe('decimal string, 2 decimals: "10.00"');
const id = z.string().trim().min(1).max(64);
const base = {
  sessionToken: z.string().min(8).max(128).describe('the game-session token the launch gave the vendor'),
  playerId: z.string().min(1).max(64).describe('the player id the launch gave the vendor'),
};
/** The answer of every seamless call: `{ ok: true, balance, currency, txId, platformTxId }` or `{ ok: false, error }`. */
const zSeamlessAnswer = z.object({
  ok: z.boolean(),
  balance: z.string().optional(),
  currency: z.string().optional(),
  txId: z.string().optional(),
  platformTxId: z.number().int().optional(),
  error: z.string().optional(),
});
const seamless = {
  params: z.object({ vendor: z.string().regex(/^[A-Z0-9]{1,32}$/) }),
  replies: { 200: zSeamlessAnswer, 401: zSeamlessAnswer },
} as const;

export const seamlessEndpoints = {
  balance: endpoint(seamlessApi.balance, { ...seamless, body: z.object(base) }),
  debit: endpoint(seamlessApi.debit, {
    ...seamless,
    body: z.object({
      ...base,
      txId: id.describe("the vendor's id of this movement"),
      roundId: id,
      gameCode: id,
      amount: money,
    }),
  }),
  credit: endpoint(seamlessApi.credit, {
    ...seamless,
    body: z.object({
      ...base,
      txId: id,
      roundId: id,
      gameCode: id,
      amount: money.describe('the win, "0.00" when the round lost'),
      debitTxId: id.describe('the debit this credit settles'),
    }),
  }),
  rollback: endpoint(seamlessApi.rollback, {
    ...seamless,
    body: z.object({ ...base, txId: id, roundId: id, refTxId: id.describe('the debit to cancel') }),
  }),
} as const;
