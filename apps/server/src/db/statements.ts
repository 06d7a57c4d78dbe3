import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Hand-written statements, for fixed hot-path SQL that should not be built by the query builder
 * on every call: written with `?` placeholders, which PostgreSQL spells `$1, $2, ...` (worked
 * out once per text and kept). Start the text with `PREPARED` (database.ts) to have PostgreSQL
 * keep it as a named statement; the embedded database caches every statement by its text.
 */
export type Statement = { pg: boolean; text: string; params: readonly unknown[] };

/**
 * Part of another module's hand-written statement (PostgreSQL: data-modifying CTEs): the CTEs
 * with their arrays numbered from `$first`, and the arrays for some rows. A module writes its own
 * tables in a caller's statement through such a part, so one round trip writes both. Each row
 * belongs to a group (a member's bets in a batch), and only the groups listed in the relation
 * `only` (a column `grp`, the statement's say of which groups go on) are written.
 */
export type SqlPart<T> = { ctes: (first: number, only: string) => string; params: (rows: T) => unknown[] };

/** A column of rows as an array for `unnest`: bigints as text, absent values as null. */
export const arrayOf = <R>(rows: readonly R[], pick: (row: R) => unknown) =>
  rows.map((r) => {
    const v = pick(r);
    return typeof v === 'bigint' ? v.toString() : (v ?? null);
  });

const spelled = new Map<string, string>();

/** The text as the engine spells its placeholders. */
export function spell(pg: boolean, text: string): string {
  if (!pg) return text;
  let out = spelled.get(text);
  if (out === undefined) {
    let n = 0;
    out = text.replace(/\?/g, () => `$${++n}`);
    // Texts are fixed in code, so few; one built per call (a variable row count) is not kept.
    if (spelled.size < 1000) spelled.set(text, out);
  }
  return out;
}

/** Runs one statement on the database or a transaction; its rows. */
export async function runStatement<R>(db: Kysely<Database>, s: Statement): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(spell(s.pg, s.text), s.params as unknown[]))).rows;
}
