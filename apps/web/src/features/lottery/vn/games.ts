/**
 * The brand's VN games by region and station. Official draws (XSMB, XSMT, XSMN) follow the day's
 * provincial stations; fast in-house draws (siêu tốc) have the north or south prize table.
 */
import { gameByCode } from '@lotto/contracts/lottery/games';
import { stationsOn, type VnLayout, type VnRegion } from '@lotto/contracts/lottery/vn';

export const VN_REGIONS: readonly VnRegion[] = ['north', 'central', 'south'];

export type VnGameInfo = {
  gameCode: string;
  region: VnRegion;
  layout: VnLayout;
  /** In-house commit-reveal draw every few minutes; else an official draw the operator enters. */
  fast: boolean;
  /** Minutes between fast draws. */
  minutes: number;
  utcOffsetMinutes: number;
};

export function vnGameInfo(gameCode: string): VnGameInfo | undefined {
  const game = gameByCode(gameCode);
  if (!game || game.shape.kind !== 'vn') return undefined;
  const layout = game.shape.layout;
  return {
    gameCode,
    region: game.region ?? (layout === 'north' ? 'north' : 'south'),
    layout,
    fast: game.source === 'house',
    minutes: game.schedule.kind === 'interval' ? game.schedule.minutes : 0,
    utcOffsetMinutes: game.utcOffsetMinutes,
  };
}

/** Weekday (0 Sunday) of a draw in the game's own zone. */
export const localWeekday = (drawTime: number, utcOffsetMinutes: number): number =>
  new Date(drawTime + utcOffsetMinutes * 60_000).getUTCDay();

/**
 * Stations of an official draw on its day (the first is the main station, đài chính, whose
 * table the draw carries); none for fast draws.
 */
export function stationsOf(info: VnGameInfo, drawTime: number): string[] {
  if (info.fast) return [];
  return stationsOn(info.region, localWeekday(drawTime, info.utcOffsetMinutes));
}

/** The brand's VN games of a region: official first, then fast ones by speed. */
export function gamesOfRegion(codes: readonly string[], region: VnRegion): VnGameInfo[] {
  return codes
    .map(vnGameInfo)
    .filter((g): g is VnGameInfo => g !== undefined && g.region === region)
    .sort((a, b) => Number(a.fast) - Number(b.fast) || a.minutes - b.minutes);
}
