/**
 * Pure helpers of the in-house game screens and the verifier: stakes as decimal strings (never
 * floats), multipliers from basis points or hundredths, request ids, and the verifier's query
 * string in both directions. Zod-free: the contracts' maths is imported by subpath.
 */
import type { RoundToVerify } from '@lotto/contracts/games/fair/verify';
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  type PlinkoRisk,
  type PlinkoRows,
} from '@lotto/contracts/games/fair/plinko';
import { centsText, parseAmount } from '../../lib/money.ts';

export const SINGLE_GAMES = ['dice', 'mines', 'plinko', 'keno', 'slot'] as const;
export type SingleGame = (typeof SINGLE_GAMES)[number];
export const INHOUSE_CODES = ['dice', 'crash', 'mines', 'plinko', 'keno', 'slot'] as const;
export type InhouseCode = (typeof INHOUSE_CODES)[number];
export const isInhouseCode = (v: string | undefined): v is InhouseCode =>
  INHOUSE_CODES.includes(v as InhouseCode);

/** Stakes in cents: 1.00 to 10,000.00 (the contracts' INHOUSE_MIN_STAKE / MAX, zod-free here). */
export const MIN_STAKE = 100n;
export const MAX_STAKE = 1_000_000n;

export type StakeCheck =
  { ok: true; cents: bigint; text: string } | { ok: false; problem: 'format' | 'min' | 'max' };

/** A typed stake: a plain amount of 1.00 to 10,000.00, sent as "12.50". */
export function checkStake(text: string): StakeCheck {
  const cents = parseAmount(text);
  if (cents === null) return { ok: false, problem: 'format' };
  if (cents < MIN_STAKE) return { ok: false, problem: 'min' };
  if (cents > MAX_STAKE) return { ok: false, problem: 'max' };
  return { ok: true, cents, text: centsText(cents) };
}

const clamp = (c: bigint) => (c < MIN_STAKE ? MIN_STAKE : c > MAX_STAKE ? MAX_STAKE : c);

/** The ×2 and ½ chips: double or halve (rounded down to the cent), kept within the limits. */
export function scaleStake(text: string, by: 'double' | 'half'): string {
  const cents = parseAmount(text) ?? MIN_STAKE;
  return centsText(clamp(by === 'double' ? cents * 2n : cents / 2n));
}

/** Basis points (1/10000) as "1.98x": at least 2 decimals, up to 4 when they matter. */
export function bpText(bp: bigint | string | number): string {
  const v = BigInt(bp);
  const whole = v / 10_000n;
  const frac = (v % 10_000n)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${frac.length < 2 ? frac.padEnd(2, '0') : frac}x`;
}

/** Hundredths (crash points, targets, plinko and keno pays) as "2.00x". */
export const hundredthsText = (h: number): string =>
  `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}x`;

/** A typed multiplier such as "2" or "1.5" in hundredths; null when it is not one. */
export function parseHundredths(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?x?$/i.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A dice roll or target (hundredths) as "42.07". */
export const rollText = (h: number): string => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;

/** A suggested client seed: 12 random characters the API accepts (A-Za-z0-9_-). */
export function newClientSeed(): string {
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) => abc[b % abc.length]).join(
    '',
  );
}

export const validClientSeed = (s: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(s);

/** What the verifier page shows and checks: a round to recompute and an optional commitment. */
export type VerifyForm = {
  game: SingleGame | 'crash';
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** SHA-256 commitment to check the server seed against. */
  hash: string;
  target: string;
  direction: 'under' | 'over';
  mines: string;
  tiles: string;
  rows: string;
  risk: string;
  picks: string;
  /** crash */
  gameHash: string;
  salt: string;
  /** crash: the previous game's hash (or the terminating hash) for the chain-link check. */
  prevHash: string;
  crashTarget: string;
};

export const emptyVerifyForm: VerifyForm = {
  game: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  hash: '',
  target: '5000',
  direction: 'under',
  mines: '3',
  tiles: '',
  rows: '8',
  risk: 'low',
  picks: '',
  gameHash: '',
  salt: '',
  prevHash: '',
  crashTarget: '200',
};

const FORM_KEYS = Object.keys(emptyVerifyForm) as (keyof VerifyForm)[];

/** The verifier's form from its address (`/verify?game=dice&serverSeed=...&nonce=3&target=5000`). */
export function verifyFormFrom(search: URLSearchParams): VerifyForm {
  const form = { ...emptyVerifyForm };
  for (const key of FORM_KEYS) {
    const v = search.get(key);
    if (v !== null) (form as Record<string, string>)[key] = v;
  }
  if (!([...SINGLE_GAMES, 'crash'] as string[]).includes(form.game)) form.game = 'dice';
  if (form.direction !== 'over') form.direction = 'under';
  return form;
}

/** Only the fields that matter for the form's game, as a query string for a link. */
export function verifyQuery(form: Partial<VerifyForm> & Pick<VerifyForm, 'game'>): string {
  const keys: (keyof VerifyForm)[] =
    form.game === 'crash'
      ? ['game', 'gameHash', 'salt', 'prevHash', 'crashTarget']
      : [
          'game',
          'serverSeed',
          'clientSeed',
          'nonce',
          'hash',
          ...(
            {
              dice: ['target', 'direction'],
              mines: ['mines', 'tiles'],
              plinko: ['rows', 'risk'],
              keno: ['picks'],
              slot: [],
            } as Record<SingleGame, (keyof VerifyForm)[]>
          )[form.game],
        ];
  const q = new URLSearchParams();
  for (const k of keys) {
    const v = form[k];
    if (v !== undefined && v !== '') q.set(k, v);
  }
  return q.toString();
}

const intList = (s: string): number[] | null => {
  const parts = s.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
};
const int = (s: string): number | null => (/^\d{1,12}$/.test(s.trim()) ? Number(s.trim()) : null);

/** The form as a round for `verifyRound`; the name of the first bad field when it is not one. */
export function roundToVerify(f: VerifyForm): { round: RoundToVerify } | { bad: keyof VerifyForm } {
  if (f.game === 'crash') {
    if (!/^[0-9a-f]{64}$/i.test(f.gameHash.trim())) return { bad: 'gameHash' };
    if (f.salt.trim() === '') return { bad: 'salt' };
    const target = parseHundredths(f.crashTarget) ?? int(f.crashTarget);
    return {
      round: {
        game: 'crash',
        gameHash: f.gameHash.trim().toLowerCase(),
        salt: f.salt.trim(),
        params: { target: target ?? 200 },
      },
    };
  }
  if (f.serverSeed.trim() === '') return { bad: 'serverSeed' };
  if (f.clientSeed === '') return { bad: 'clientSeed' };
  const nonce = int(f.nonce);
  if (nonce === null) return { bad: 'nonce' };
  const seeds = { serverSeed: f.serverSeed.trim(), clientSeed: f.clientSeed, nonce };
  switch (f.game) {
    case 'dice': {
      const target = int(f.target);
      if (target === null || target > 9_999) return { bad: 'target' };
      return { round: { ...seeds, game: 'dice', params: { target, direction: f.direction } } };
    }
    case 'mines': {
      const mines = int(f.mines);
      const tiles = intList(f.tiles);
      if (mines === null || mines < 1 || mines > 24) return { bad: 'mines' };
      if (!tiles || tiles.some((t) => t > 24)) return { bad: 'tiles' };
      return { round: { ...seeds, game: 'mines', params: { mines, tiles } } };
    }
    case 'plinko': {
      const rows = Number(f.rows) as PlinkoRows;
      if (!PLINKO_ROWS.includes(rows)) return { bad: 'rows' };
      if (!PLINKO_RISKS.includes(f.risk as PlinkoRisk)) return { bad: 'risk' };
      return { round: { ...seeds, game: 'plinko', params: { rows, risk: f.risk as PlinkoRisk } } };
    }
    case 'keno': {
      const picks = intList(f.picks);
      if (!picks || picks.length > 10 || picks.some((n) => n < 1 || n > 40)) return { bad: 'picks' };
      return { round: { ...seeds, game: 'keno', params: { picks } } };
    }
    case 'slot':
      return { round: { ...seeds, game: 'slot' } };
  }
}

/** The verifier link of a settled round (its server seed once revealed). */
export function roundVerifyLink(round: {
  game: SingleGame;
  params: unknown;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed?: string | null;
}): string {
  const p = round.params as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.join(',') : undefined);
  const str = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : undefined);
  const fields: Partial<VerifyForm> = {
    serverSeed: round.serverSeed ?? undefined,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    hash: round.serverSeedHash,
    target: str(p.target),
    direction: p.direction === 'over' ? 'over' : p.direction === 'under' ? 'under' : undefined,
    mines: str(p.mines),
    tiles: list(p.tiles),
    rows: str(p.rows),
    risk: str(p.risk),
    picks: list(p.picks),
  };
  return `/verify?${verifyQuery({ game: round.game, ...fields })}`;
}

/** Plinko: the ball's x position (0..rows) after each row, for drawing its path. */
export function plinkoPoints(path: readonly ('L' | 'R')[]): number[] {
  const xs = [0];
  let x = 0;
  for (const step of path) xs.push((x += step === 'R' ? 1 : 0));
  return xs;
}

/** Quick pick: `count` distinct numbers 1..40 from the platform's CSPRNG, sorted. */
export function quickPick(count: number, numbers = 40): number[] {
  const pool = Array.from({ length: numbers }, (_, i) => i + 1);
  const rand = globalThis.crypto.getRandomValues(new Uint32Array(count));
  for (let i = 0; i < count; i++) {
    const j = i + ((rand[i] ?? 0) % (numbers - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}
