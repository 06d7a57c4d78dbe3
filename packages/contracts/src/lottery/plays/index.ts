/**
 * The play catalogue by family and the play menu of a prize mode (docs/product/lottery.md#menus-and-launch:
 * `[{ prizeModeId, playMenuGroups: [{ playCode, playName, playMenus: [{ playId, singleBetPrice,
 * playSwitch }] }] }]`), with odds at a prize series.
 */
import type { FamilyCode, Game } from '../games.ts';
import { oddsBp, type PrizeModeId, PRIZE_MODES } from '../odds.ts';
import { LF_PLAYS, SSC_PLAYS } from './digits.ts';
import { ELEVEN_FIVE_PLAYS } from './elevenfive.ts';
import { MARK_SIX_PLAYS } from './marksix.ts';
import { PK10_PLAYS } from './pk10.ts';
import type { Play } from './types.ts';
import { VN_NORTH_PLAYS, VN_SOUTH_PLAYS } from './vn.ts';

// Plays are typed by their family's result; the catalogue holds them side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlay = Play<any>;

export const PLAYS: Record<Exclude<FamilyCode, 'VN'> | 'VN_NORTH' | 'VN_SOUTH', AnyPlay[]> = {
  SSC: SSC_PLAYS,
  '11X5': ELEVEN_FIVE_PLAYS,
  PK10: PK10_PLAYS,
  LHC: MARK_SIX_PLAYS,
  LF: LF_PLAYS,
  VN_NORTH: VN_NORTH_PLAYS,
  VN_SOUTH: VN_SOUTH_PLAYS,
};

export function playsOf(game: Game): AnyPlay[] {
  if (game.shape.kind === 'vn') return game.shape.layout === 'north' ? VN_NORTH_PLAYS : VN_SOUTH_PLAYS;
  return PLAYS[game.family as Exclude<FamilyCode, 'VN'>];
}

export const playById = (game: Game, playId: string): AnyPlay | undefined =>
  playsOf(game).find((p) => p.id === playId);

export type PlayMenu = {
  prizeModeId: PrizeModeId;
  playMenuGroups: {
    playCode: string;
    playName: string;
    playMenus: {
      playId: string;
      playName: string;
      singleBetPrice: number;
      playSwitch: boolean;
      oddsBp: number;
    }[];
  }[];
};

/**
 * The menu of a game at a series (default: the prize mode's default). `unitMinor` is the stake of
 * one unit in minor units; a bet costs unitsPerBet units. `off` lists switched-off playIds.
 */
export function playMenu(
  game: Game,
  opts: { unitMinor: number; series?: number; language?: 'EN' | 'TY'; off?: string[] },
): PlayMenu {
  const series = opts.series ?? PRIZE_MODES[game.prizeMode].defaultSeries;
  const lang = opts.language ?? 'EN';
  const groups = new Map<string, PlayMenu['playMenuGroups'][number]>();
  for (const play of playsOf(game)) {
    let group = groups.get(play.group);
    if (!group) {
      group = { playCode: play.group, playName: play.group, playMenus: [] };
      groups.set(play.group, group);
    }
    group.playMenus.push({
      playId: play.id,
      playName: play.name[lang],
      singleBetPrice: play.unitsPerBet * opts.unitMinor,
      playSwitch: !opts.off?.includes(play.id),
      oddsBp: oddsBp(play.hitRate, series),
    });
  }
  return { prizeModeId: game.prizeMode, playMenuGroups: [...groups.values()] };
}
