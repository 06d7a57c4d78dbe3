/**
 * The VN screen's reads over the shared lottery client (../client): the brand's SEA games,
 * the play menu of the game's prize mode, and the near draws at this screen's cadence.
 */
import { useLotteryGames, usePlayMenu, useNearDraws } from '../client/api.ts';
import type { LotteryGame, PlayMenu } from '../client/types.ts';
import type { NearCadence } from '../client/cadence.ts';
import { vnGameInfo } from './games.ts';

/** The VN numero list asks for 100 (docs/product/lottery.md#near-draws). */
export const OPENED_COUNT = 100;

const vnOnly = (games: LotteryGame[]) => games.filter((g) => vnGameInfo(g.gameCode) !== undefined);
const firstMode = (menu: PlayMenu) => menu[0];

/** The brand's Vietnamese games (prize mode SEA) whose rules this build knows. */
export const useVnGames = () => useLotteryGames('SEA', vnOnly);

export const useVnPlayMenu = (gameCode: string) => usePlayMenu(gameCode, firstMode);

/**
 * While the previous draw waits for its result it is polled (an official result may be entered
 * on another node or by the CLI, which this node's events stream does not hear), a drawn one
 * being settled more often; otherwise once a minute to keep the clock honest.
 */
const nearCadence = (fast: boolean): NearCadence => ({
  resultDueMs: fast ? 5_000 : 15_000,
  settlingMs: 2_000,
  idleMs: 60_000,
});

export const useNearDraw = (gameCode: string) =>
  useNearDraws(gameCode, nearCadence(vnGameInfo(gameCode)?.fast ?? true));
