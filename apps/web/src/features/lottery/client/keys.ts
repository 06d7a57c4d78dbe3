/**
 * One query-key scheme for every lottery screen: all keys start with 'lottery' and name the
 * endpoint's data, never the screen, so a ticket placed or a result heard on /lottery refreshes
 * what /vnlottery has cached, and the other way round.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (lang: string, prizeMode: string | null) => ['lottery', 'games', lang, prizeMode] as const,
  menu: (gameCode: string, lang: string) => ['lottery', 'menu', gameCode, lang] as const,
  /** Every game's near draws (a "draw closed" refusal means another draw takes bets now). */
  nearAll: ['lottery', 'near'] as const,
  near: (gameCode: string) => ['lottery', 'near', gameCode] as const,
  history: (gameCode: string) => ['lottery', 'history', gameCode] as const,
  trends: (gameCode: string) => ['lottery', 'trends', gameCode] as const,
  opened: (gameCode: string) => ['lottery', 'opened', gameCode] as const,
  verify: (gameCode: string) => ['lottery', 'verify', gameCode] as const,
  /** The member's tickets of every game; per session and game below it. */
  tickets: ['lottery', 'tickets'] as const,
  favourites: ['lottery', 'favourites'] as const,
  recent: ['lottery', 'recent'] as const,
  /** Every game's latest result (lobbies, home page). */
  latest: ['lottery', 'latest'] as const,
};
