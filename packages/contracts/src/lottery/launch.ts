import type { FamilyCode, Game } from './games.ts';
import { FIRST_PLAY } from './plays/first.ts';

/**
 * Which catalogue vendor and category list a lottery game: the fast in-house draws are the
 * e-lottery (ELOTT, vendor AURORA), official draws and the Vietnamese games the lottery (LOTT,
 * vendor PLOTTO). Every lottery game is also a row of the game catalogue under that vendor, so it
 * has one node id like any other game.
 */
export const lotteryVendorOf = (game: Pick<Game, 'prizeMode'>) =>
  game.prizeMode === 'Elott'
    ? ({ vendorCode: 'AURORA', gameType: 'ELOTT' } as const)
    : ({ vendorCode: 'PLOTTO', gameType: 'LOTT' } as const);

/** The play a game opens on when nothing else is asked for: the first of its menu. */
export const defaultPlayType = (game: Pick<Game, 'family' | 'shape'>): string =>
  game.shape.kind === 'vn'
    ? FIRST_PLAY[game.shape.layout === 'north' ? 'VN_NORTH' : 'VN_SOUTH']
    : FIRST_PLAY[game.family as Exclude<FamilyCode, 'VN'>];

/**
 * The page that plays a lottery game: /vnlottery for the Vietnamese games, otherwise /lottery on
 * the game and its default play type (the launch answer and every lottery entry of the site).
 */
export function lotteryPath(game: Game): string {
  const code = encodeURIComponent(game.code);
  return game.family === 'VN'
    ? `/vnlottery?gameCode=${code}`
    : `/lottery?gameCode=${code}&playType=${encodeURIComponent(defaultPlayType(game))}`;
}
