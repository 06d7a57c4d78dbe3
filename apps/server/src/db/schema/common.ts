// Column types every area shares.
/** Booleans are stored as 0/1 on both engines so one query serves both. */
export type Flag = number;

/** Milliseconds since the epoch; PostgreSQL's bigint arrives as a string, so read with `Number()`. */
export type Millis = number | string;

/** Ledger amounts: bigint columns arrive as numbers (SQLite) or strings (PostgreSQL); read with BigInt(). */
export type Minor = number | string | bigint;
