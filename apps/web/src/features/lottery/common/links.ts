/** The screen of a lottery game the site links to: /vnlottery for the Vietnamese games, else /lottery. */
export const gameScreenPath = (game: { gameCode: string; family: string }): string =>
  `${game.family === 'VN' ? '/vnlottery' : '/lottery'}?gameCode=${encodeURIComponent(game.gameCode)}`;
