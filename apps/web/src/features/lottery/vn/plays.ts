/**
 * The Vietnamese play types as the bet slip sees them: how many digits a pick has, how many picks
 * make a bet, and the bet count of the server's own rule (the core's `betCount`, so the slip and
 * the server never disagree).
 */
import { VN_NORTH_PLAYS, VN_SOUTH_PLAYS } from '@lotto/contracts/lottery/plays/vn';
import type { VnLayout } from '@lotto/contracts/lottery/vn';

export const VN_PLAY_CODES = [
  'LO2',
  'LO3',
  'LO4',
  'DE',
  '3CANG',
  '4CANG',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'DAU',
  'DUOI',
] as const;
export type VnPlayCode = (typeof VN_PLAY_CODES)[number];

/**
 * lo: paid per hit on every drawn number (bao lô); special: the special prize's last digits
 * (đề, 3 càng, 4 càng); xien: k numbers that must all come up; digit: one digit of đề.
 */
export type VnPlayKind = 'lo' | 'special' | 'xien' | 'digit';
export type VnPlayRule = { code: VnPlayCode; kind: VnPlayKind; digits: number; minPicks: number };

const RULES: Record<VnPlayCode, Omit<VnPlayRule, 'code'>> = {
  LO2: { kind: 'lo', digits: 2, minPicks: 1 },
  LO3: { kind: 'lo', digits: 3, minPicks: 1 },
  LO4: { kind: 'lo', digits: 4, minPicks: 1 },
  DE: { kind: 'special', digits: 2, minPicks: 1 },
  '3CANG': { kind: 'special', digits: 3, minPicks: 1 },
  '4CANG': { kind: 'special', digits: 4, minPicks: 1 },
  XIEN2: { kind: 'xien', digits: 2, minPicks: 2 },
  XIEN3: { kind: 'xien', digits: 2, minPicks: 3 },
  XIEN4: { kind: 'xien', digits: 2, minPicks: 4 },
  DAU: { kind: 'digit', digits: 1, minPicks: 1 },
  DUOI: { kind: 'digit', digits: 1, minPicks: 1 },
};

const isCode = (v: string): v is VnPlayCode => (VN_PLAY_CODES as readonly string[]).includes(v);

/** `VN_N_LO2` -> LO2; undefined for a playId that is not a VN play. */
export function playCodeOf(playId: string): VnPlayCode | undefined {
  const code = /^VN_[NS]_(.+)$/.exec(playId)?.[1];
  return code && isCode(code) ? code : undefined;
}

export function ruleOf(playId: string): VnPlayRule | undefined {
  const code = playCodeOf(playId);
  return code ? { code, ...RULES[code] } : undefined;
}

/** The menu group (`VN_N_LO`, `VN_S_XIEN` ...) without its region letter. */
export const groupCodeOf = (playCode: string): string => playCode.replace(/^VN_[NS]_/, '');

const playsOf = (layout: VnLayout) => (layout === 'north' ? VN_NORTH_PLAYS : VN_SOUTH_PLAYS);

/** Bets in a pick of numbers for this play (0 when the pick cannot be played). */
export function betCountOf(
  layout: VnLayout,
  { playId, numbers }: { playId: string; numbers: readonly number[] },
): number {
  const play = playsOf(layout).find((p) => p.id === playId);
  return play ? play.betCount([[...numbers]]) : 0;
}

/** Stake units per bet: one per drawn number a lo point can hit (north lo 2: 27), else 1. */
export function unitsPerBetOf(layout: VnLayout, playId: string): number {
  return playsOf(layout).find((p) => p.id === playId)?.unitsPerBet ?? 1;
}
