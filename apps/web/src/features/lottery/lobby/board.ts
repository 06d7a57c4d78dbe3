import { useMemo } from 'react';
import { gameByCode, type Game } from '@lotto/contracts/lottery/games';
import { lotteryPath } from '@lotto/contracts/lottery/launch';
import { bettingDraw, type Draw } from '@lotto/contracts/lottery/schedule';
import { useLotteryGames } from '../client/api.ts';
import { useLatestResults } from '../client/latest.ts';
import type { LotteryGame } from '../client/types.ts';

export type LastResult = { numero: string; winNo: string; drawTime: number };

/** One lottery game as the lobbies show it: its rules, the draw taking bets and its latest result. */
export type BoardRow = {
  info: LotteryGame;
  game: Game;
  draw: Draw;
  last: LastResult | undefined;
  /** The page that plays it (/lottery on its default play, /vnlottery for the Vietnamese games). */
  href: string;
};

/**
 * The brand's lottery games with their draws at `now` (server time) and latest results: what the
 * lottery lobby and the home page list. Games this build has no rules for are left out.
 */
export function useLotteryBoard(now: number) {
  const games = useLotteryGames();
  const latest = useLatestResults();
  const rows = useMemo(() => {
    const lastOf = new Map((latest.data?.results ?? []).map((r) => [r.gameCode, r]));
    return (games.data ?? []).flatMap((info): BoardRow[] => {
      const game = gameByCode(info.gameCode);
      if (!game) return [];
      return [
        {
          info,
          game,
          draw: bettingDraw(game, now),
          last: lastOf.get(info.gameCode),
          href: lotteryPath(game),
        },
      ];
    });
  }, [games.data, latest.data, now]);
  return { rows, isPending: games.isPending, error: games.error };
}

/** Draws taking bets, soonest close first: "closing soon". */
export const closingSoon = (rows: BoardRow[], { now, count }: { now: number; count: number }) =>
  rows
    .filter((r) => r.draw.closeTime > now)
    .sort((a, b) => a.draw.closeTime - b.draw.closeTime)
    .slice(0, count);

/** Games with a result, the latest draw first. */
export const latestFirst = (rows: BoardRow[], count: number) =>
  rows
    .filter((r): r is BoardRow & { last: LastResult } => r.last !== undefined)
    .sort((a, b) => b.last.drawTime - a.last.drawTime)
    .slice(0, count);
