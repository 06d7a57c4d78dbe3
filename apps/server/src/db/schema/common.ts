// Column types every area shares.
import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 on both engines so one query serves both. */
export type Flag = number;

/** Milliseconds since the epoch; PostgreSQL's bigint arrives as a string, so read with `Number()`. */
export type Millis = number | string;

/** Ledger amounts: bigint columns arrive as numbers (SQLite) or strings (PostgreSQL); read with BigInt(). */
export type Minor = number | string | bigint;

/** The serial id and the owning brand that most tables start with. */
export type BrandOwned = { id: Generated<number>; merchant_id: number };

/** A brand's row that belongs to one of its members. */
export type MemberOwned = BrandOwned & { member_id: number };
