/**
 * Lottery families and games as data (schedules are data: docs/product/lottery.md#games). Families are the
 * spec's lottery icon types plus VN; a game is one draw stream with its own schedule, numero
 * format and prize mode. Official games ("import") take results entered or imported from the
 * operator of the draw; in-house games ("house") draw with commit-reveal (draw.ts).
 */
import type { PrizeModeId } from './odds.ts';
import type { VnLayout, VnRegion } from './vn.ts';

export type FamilyCode = 'SSC' | '11X5' | 'PK10' | 'LHC' | 'LF' | 'VN';

export type DrawShape =
  | { kind: 'digits'; length: number }
  | { kind: 'pick'; of: number; count: number }
  | { kind: 'permutation'; of: number }
  | { kind: 'marksix' }
  | { kind: 'vn'; layout: VnLayout };

export type Schedule =
  /** Every `minutes` from local midnight: draw 1 at 00:mm, the last at 24:00. */
  | { kind: 'interval'; minutes: number }
  /** Local "HH:MM" times on the given weekdays (0 Sunday ... 6 Saturday). */
  | { kind: 'daily'; times: string[]; weekdays: number[] };

/** YYYYMMDD-NNN(N): date and draw of the day; YYYY-NNN / YYYYNNN: draw of the year; YYYYMMDD. */
export type NumeroFormat = 'YYYYMMDD-NNN' | 'YYYYMMDD-NNNN' | 'YYYY-NNN' | 'YYYYNNN' | 'YYYYMMDD';

export type Game = {
  code: string;
  family: FamilyCode;
  name: { EN: string; TY: string };
  shape: DrawShape;
  schedule: Schedule;
  /** The draw's local time zone as a fixed offset (China and Hong Kong +8, Vietnam +7; no DST). */
  utcOffsetMinutes: number;
  /** Betting closes this long before the draw. */
  closeSeconds: number;
  numero: NumeroFormat;
  prizeMode: PrizeModeId;
  source: 'house' | 'import';
  region?: VnRegion;
};

export const FAMILIES: Record<FamilyCode, { name: { EN: string; TY: string }; icon: FamilyCode }> = {
  SSC: { name: { EN: 'Time lottery (SSC)', TY: 'SSC' }, icon: 'SSC' },
  '11X5': { name: { EN: '11 pick 5', TY: '11 pili 5' }, icon: '11X5' },
  PK10: { name: { EN: 'PK10 racing', TY: 'PK10 karera' }, icon: 'PK10' },
  LHC: { name: { EN: 'Mark Six', TY: 'Mark Six' }, icon: 'LHC' },
  LF: { name: { EN: 'Low-frequency digits (3D)', TY: 'Mababang dalas (3D)' }, icon: 'LF' },
  VN: { name: { EN: 'Vietnam lottery', TY: 'Lottery ng Vietnam' }, icon: 'VN' },
};

/** "HH:MM" times from `first`, every `step` minutes, `count` of them. */
export function timesEvery(first: string, { step, count }: { step: number; count: number }): string[] {
  const [h, m] = first.split(':').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const t = h * 60 + m + i * step;
    return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
  });
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const SHAPES: Record<Exclude<FamilyCode, 'VN'>, DrawShape> = {
  SSC: { kind: 'digits', length: 5 },
  '11X5': { kind: 'pick', of: 11, count: 5 },
  PK10: { kind: 'permutation', of: 10 },
  LHC: { kind: 'marksix' },
  LF: { kind: 'digits', length: 3 },
};

/** The in-house fast variants: every 1, 3 or 5 minutes around the clock, Elott prize mode. */
function fast(family: FamilyCode, prefix: string, label: string, minutes: number, shape: DrawShape): Game {
  return {
    code: `${prefix}${minutes}`,
    family,
    name: { EN: `${label} ${minutes} min`, TY: `${label} ${minutes} minuto` },
    shape,
    schedule: { kind: 'interval', minutes },
    utcOffsetMinutes: family === 'VN' ? 420 : 480,
    closeSeconds: { 1: 5, 3: 15, 5: 30 }[minutes] ?? 30,
    numero: minutes === 1 ? 'YYYYMMDD-NNNN' : 'YYYYMMDD-NNN',
    prizeMode: 'Elott',
    source: 'house',
  };
}

const vnOfficial = (region: VnRegion, code: string, en: string, time: string): Game => ({
  code,
  family: 'VN',
  name: { EN: en, TY: en },
  shape: { kind: 'vn', layout: region === 'north' ? 'north' : 'south' },
  schedule: { kind: 'daily', times: [time], weekdays: EVERY_DAY },
  utcOffsetMinutes: 420,
  closeSeconds: 15 * 60,
  numero: 'YYYYMMDD',
  prizeMode: 'SEA',
  source: 'import',
  region,
});

export const GAMES: Game[] = [
  {
    code: 'TJSSC',
    family: 'SSC',
    name: { EN: 'Tianjin SSC', TY: 'Tianjin SSC' },
    shape: SHAPES.SSC,
    schedule: { kind: 'daily', times: timesEvery('09:20', { step: 20, count: 42 }), weekdays: EVERY_DAY },
    utcOffsetMinutes: 480,
    closeSeconds: 60,
    numero: 'YYYYMMDD-NNN',
    prizeMode: 'Lott',
    source: 'import',
  },
  ...[1, 3, 5].map((m) => fast('SSC', 'SSC', 'Fast SSC', m, SHAPES.SSC)),
  {
    code: 'GD11X5',
    family: '11X5',
    name: { EN: 'Guangdong 11X5', TY: 'Guangdong 11X5' },
    shape: SHAPES['11X5'],
    schedule: { kind: 'daily', times: timesEvery('09:30', { step: 20, count: 42 }), weekdays: EVERY_DAY },
    utcOffsetMinutes: 480,
    closeSeconds: 60,
    numero: 'YYYYMMDD-NNN',
    prizeMode: 'Lott',
    source: 'import',
  },
  ...[1, 3, 5].map((m) => fast('11X5', 'F11X5_', 'Fast 11X5', m, SHAPES['11X5'])),
  ...[1, 3, 5].map((m) => fast('PK10', 'PK10_', 'Fast PK10', m, SHAPES.PK10)),
  {
    code: 'HK6',
    family: 'LHC',
    name: { EN: 'Hong Kong Mark Six', TY: 'Hong Kong Mark Six' },
    shape: SHAPES.LHC,
    schedule: { kind: 'daily', times: ['21:30'], weekdays: [2, 4, 6] },
    utcOffsetMinutes: 480,
    closeSeconds: 15 * 60,
    numero: 'YYYY-NNN',
    prizeMode: 'Lott',
    source: 'import',
  },
  ...[1, 3, 5].map((m) => fast('LHC', 'LHC_', 'Fast Mark Six', m, SHAPES.LHC)),
  {
    code: 'FC3D',
    family: 'LF',
    name: { EN: 'Welfare 3D', TY: 'Welfare 3D' },
    shape: SHAPES.LF,
    schedule: { kind: 'daily', times: ['21:15'], weekdays: EVERY_DAY },
    utcOffsetMinutes: 480,
    closeSeconds: 30 * 60,
    numero: 'YYYYNNN',
    prizeMode: 'Lott',
    source: 'import',
  },
  {
    code: 'PL3',
    family: 'LF',
    name: { EN: 'Pai Lie 3', TY: 'Pai Lie 3' },
    shape: SHAPES.LF,
    schedule: { kind: 'daily', times: ['21:25'], weekdays: EVERY_DAY },
    utcOffsetMinutes: 480,
    closeSeconds: 30 * 60,
    numero: 'YYYYNNN',
    prizeMode: 'Lott',
    source: 'import',
  },
  ...[3, 5].map((m) => fast('LF', 'LF_', 'Fast 3D', m, SHAPES.LF)),
  vnOfficial('north', 'VN_NORTH', 'Vietnam north (XSMB)', '18:15'),
  vnOfficial('central', 'VN_CENTRAL', 'Vietnam central (XSMT)', '17:15'),
  vnOfficial('south', 'VN_SOUTH', 'Vietnam south (XSMN)', '16:15'),
  ...[1, 3, 5].map((m) => ({
    ...fast('VN', 'VNF', 'Fast Vietnam north', m, { kind: 'vn', layout: 'north' }),
    prizeMode: 'SEA' as const,
  })),
  {
    ...fast('VN', 'VNSF', 'Fast Vietnam south', 5, { kind: 'vn', layout: 'south' }),
    prizeMode: 'SEA' as const,
  },
];

export const gameByCode = (code: string): Game | undefined => GAMES.find((g) => g.code === code);

export { lunarYearZodiac } from './zodiac.ts';
