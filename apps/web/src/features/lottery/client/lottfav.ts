/**
 * LOTTFAV (docs/product/lottery.md#favourites): the member's favourite lottery games. The server keeps the
 * list (GET/POST /lgw/lottery/favourites, /favourites/remove); local storage keeps a copy under
 * the key `LOTTFAV` per username, `{ "<username>": ["SSC1", "VNF3", ...] }`, so a screen shows
 * the stars at once on the next visit and several members on one device keep their own.
 */
import { readStorage, writeStorage } from '../../../lib/storage.ts';

export const LOTTFAV_KEY = 'LOTTFAV';

type Stored = Record<string, string[]>;

/** The stored lists, ignoring anything that is not a username -> game codes record. */
export function parseStoredFavourites(raw: string | null): Stored {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Stored = {};
    for (const [user, codes] of Object.entries(value as Record<string, unknown>))
      if (Array.isArray(codes)) out[user] = codes.filter((c): c is string => typeof c === 'string');
    return out;
  } catch {
    return {};
  }
}

/** The LOTTFAV value with one username's favourites replaced; other users' stay. */
export const withFavourites = (
  raw: string | null,
  { username, codes }: { username: string; codes: readonly string[] },
): string => JSON.stringify({ ...parseStoredFavourites(raw), [username]: [...codes] });

/** Favourite toggle (docs/product/lottery.md#favourites): removed if present, else added. */
export const toggled = (codes: readonly string[], code: string): string[] =>
  codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];

export const readLocalFavourites = (username: string): string[] =>
  parseStoredFavourites(readStorage('local', LOTTFAV_KEY))[username] ?? [];

export const writeLocalFavourites = (username: string, codes: readonly string[]): void =>
  writeStorage('local', {
    key: LOTTFAV_KEY,
    value: withFavourites(readStorage('local', LOTTFAV_KEY), { username, codes }),
  });
