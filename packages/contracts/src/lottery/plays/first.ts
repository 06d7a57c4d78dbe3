import type { FamilyCode } from '../games.ts';

/**
 * The first play of each family's menu, which a lottery link opens on. Written out rather than
 * read from the play catalogue so that a page linking to a game (the home page, the lobby) does
 * not load every family's rules; plays/first.test.ts holds it equal to the catalogue.
 */
export const FIRST_PLAY: Record<Exclude<FamilyCode, 'VN'> | 'VN_NORTH' | 'VN_SOUTH', string> = {
  SSC: 'SSC_5_STRAIGHT',
  '11X5': '11X5_ANY_2',
  PK10: 'PK10_POSITION',
  LHC: 'LHC_SPECIAL',
  LF: 'LF_3_STRAIGHT',
  VN_NORTH: 'VN_N_LO2',
  VN_SOUTH: 'VN_S_LO2',
};
