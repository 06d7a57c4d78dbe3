// The figures' upsert as a part of another module's statement (PostgreSQL: a data-modifying CTE).
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { arrayOf } from '../../db/statements.ts';
import { KEY, SUMS, type FigureRow, type Sum } from './repo.ts';

/** A value of a figures row: a parameter, or an SQL expression over the statement's `from`. */
export type SqlValue<T> = T | Expression<unknown>;

/** One row of figures to add, its day and hour already local (see `figureRows`). */
export type FigureSqlRow = {
  merchantId: SqlValue<number>;
  memberId: SqlValue<number>;
  day: string;
  hour: number;
  gameType: SqlValue<string>;
  sums: Partial<Record<Sum, SqlValue<bigint | number>>>;
};

/** The columns' types, so parameters and expressions land typed. */
const COUNTS = new Set<string>([
  'bet_count',
  'win_count',
  'deposit_count',
  'withdrawal_count',
  'bonus_count',
]);
const typeOf = (c: string) =>
  c === 'merchant_id' || c === 'member_id' || COUNTS.has(c)
    ? 'integer'
    : c === 'hour'
      ? 'smallint'
      : c === 'day' || c === 'game_type'
        ? 'varchar'
        : 'bigint';

const typed = (column: string, v: unknown) => {
  const value = typeof v === 'bigint' ? v.toString() : (v ?? 0);
  return sql`cast(${value} as ${sql.raw(typeOf(column))})`;
};

const ON_CONFLICT_TEXT = `on conflict (${KEY.join(', ')}) do update set ${SUMS.map((c) => `${c} = member_figures.${c} + excluded.${c}`).join(', ')}`;
const ON_CONFLICT = sql.raw(ON_CONFLICT_TEXT);

/**
 * The upsert of `rows` into the members' hours, one row per `from` row (a CTE of the caller's
 * statement, PostgreSQL only) where `where` holds: for a caller that writes its own row and the
 * figures it makes in one statement (`with b as (insert ... returning ...), f as (<this>) ...`),
 * so the figures are written only when its row is. The rows must have distinct keys (see
 * `figureRows`). Undefined when there are no rows.
 */
export function figuresUpsertSql(o: {
  rows: readonly FigureSqlRow[];
  from: string;
  where?: Expression<SqlBool>;
}): RawBuilder<unknown> | undefined {
  if (o.rows.length === 0) return undefined;
  const columns = [...KEY, ...SUMS];
  const values = o.rows.map((r) => {
    const of: Record<string, unknown> = {
      merchant_id: r.merchantId,
      member_id: r.memberId,
      day: r.day,
      hour: r.hour,
      game_type: r.gameType,
      ...r.sums,
    };
    return sql`(${sql.join(columns.map((c) => typed(c, of[c])))})`;
  });
  const list = sql.raw(columns.join(', '));
  return sql`insert into member_figures (${list}) select v.* from ${sql.table(o.from)} cross join lateral (values ${sql.join(values)}) as v (${list})${o.where ? sql` where ${o.where}` : sql``} ${ON_CONFLICT}`;
}

/**
 * PostgreSQL: the upsert of many rows as one fixed text over arrays (`unnest`), for a caller's
 * statement that is written by hand and kept prepared (a batch of bets): `sql(first, only)` is
 * the statement with its arrays numbered from `$first`, writing only the rows whose group is in
 * the relation `only`; `params(rows)` the arrays in that order. The rows must have distinct keys
 * (see `figureRows`).
 */
export const figuresUnnest = {
  sql(first: number, only: string): string {
    const columns = [...KEY, ...SUMS];
    const arrays = ['grp', ...columns].map((c, i) => `$${first + i}::${c === 'grp' ? 'int' : typeOf(c)}[]`);
    return `insert into member_figures (${columns.join(', ')})
      select ${columns.join(', ')} from unnest(${arrays.join(', ')}) as u(grp, ${columns.join(', ')})
      where u.grp in (select grp from ${only}) ${ON_CONFLICT_TEXT}`;
  },
  params(rows: readonly (FigureRow & { grp: number })[]): unknown[][] {
    return [
      rows.map((r) => r.grp),
      rows.map((r) => r.merchantId),
      rows.map((r) => r.memberId),
      rows.map((r) => r.day),
      rows.map((r) => r.hour),
      rows.map((r) => r.gameType),
      ...SUMS.map((c) => arrayOf(rows, (r) => r.sums[c] ?? 0)),
    ];
  },
};
