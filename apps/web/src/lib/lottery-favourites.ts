/**
 * Lottery favourites (SPEC sections 3 and 9: LOTTFAV per username). The server keeps the member's
 * list (GET/POST /lgw/lottery/favourites, /favourites/remove); localStorage key `LOTTFAV` keeps a
 * copy per username, `{ "<username>": ["VNF3", ...] }`, so a screen shows the stars at once and
 * several members on one device keep their own.
 */
import { readStorage, writeStorage } from './storage.ts';

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

export const readFavourites = (username: string): string[] =>
  parseStoredFavourites(readStorage('local', LOTTFAV_KEY))[username] ?? [];

export function writeFavourites(username: string, codes: readonly string[]): void {
  const all = parseStoredFavourites(readStorage('local', LOTTFAV_KEY));
  all[username] = [...codes];
  writeStorage('local', LOTTFAV_KEY, JSON.stringify(all));
}

/** SPEC section 4 favourite toggle: remove if present, else add. */
export const toggleFavourite = (codes: readonly string[], code: string): string[] =>
  codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
