/**
 * LOTTFAV (SPEC sections 3 and 9): the member's favourite lottery games, kept on the server and
 * mirrored in local storage under the key LOTTFAV per username, so the switcher shows them at
 * once on the next visit and the server's list wins as soon as it answers.
 */
import { readStorage, writeStorage } from '../../lib/storage.ts';

export const LOTTFAV_KEY = 'LOTTFAV';

type Stored = Record<string, string[]>;

const parse = (raw: string | null): Stored => {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([user, codes]) => [
        user,
        Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [],
      ]),
    );
  } catch {
    return {};
  }
};

/** One username's favourites in a stored LOTTFAV value. */
export const favouritesIn = (raw: string | null, username: string): string[] => parse(raw)[username] ?? [];

/** The LOTTFAV value with one username's favourites replaced; other users' stay. */
export const withFavourites = (raw: string | null, username: string, codes: readonly string[]): string =>
  JSON.stringify({ ...parse(raw), [username]: [...codes] });

/** The list after a star click: removed if present, else added (SPEC section 4 favourite toggle). */
export const toggled = (codes: readonly string[], code: string): string[] =>
  codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];

export const readLocalFavourites = (username: string): string[] =>
  favouritesIn(readStorage('local', LOTTFAV_KEY), username);

export const writeLocalFavourites = (username: string, codes: readonly string[]): void =>
  writeStorage('local', LOTTFAV_KEY, withFavourites(readStorage('local', LOTTFAV_KEY), username, codes));
