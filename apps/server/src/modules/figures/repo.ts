// The figures' repository: the one statement that adds to a member's hour, and the reads.
import { CompiledQuery, sql, type Expression, type Kysely, type Transaction } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { spell } from '../../db/statements.ts';
import { DAYS_PER_BLOCK, FIGURE_SUMS } from '../../db/schema/figures.ts';

type On = Kysely<Database> | Transaction<Database>;

/** The figures a movement adds, by column; absent ones add 0. */
export const SUMS = FIGURE_SUMS;
export type Sum = (typeof SUMS)[number];

export const KEY = ['merchant_id', 'member_id', 'day', 'hour', 'game_type'] as const;
const COLUMNS = [...KEY, ...SUMS];
const row = `(${COLUMNS.map(() => '?').join(', ')})`;
const upsertText = (rows: number, pg: boolean) => {
  const text = `${rows === 1 ? PREPARED : ''}insert into member_figures (${COLUMNS.join(', ')}) values ${Array.from(
    { length: rows },
    () => row,
  ).join(', ')} on conflict (${KEY.join(', ')}) do update set ${SUMS.map(
    (c) => `${c} = member_figures.${c} + excluded.${c}`,
  ).join(', ')}`;
  return spell(pg, text);
};
const texts = new Map<string, string>();

/** One row to add: its key and the sums (bigint or number; absent is 0). */
export type FigureRow = {
  merchantId: number;
  memberId: number;
  day: string;
  hour: number;
  gameType: string;
  sums: Partial<Record<Sum, bigint | number>>;
};

/**
 * Adds rows to their hours in one statement (created on first use), on the caller's transaction.
 * Rows with the same key must be merged first (one statement may not touch a row twice).
 */
export async function addRows(on: On, o: { pg: boolean; rows: FigureRow[] }): Promise<void> {
  if (o.rows.length === 0) return;
  const key = `${o.pg ? 'p' : 'l'}${o.rows.length}`;
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = upsertText(o.rows.length, o.pg)));
  const params: (number | string)[] = [];
  for (const r of o.rows) {
    params.push(r.merchantId, r.memberId, r.day, r.hour, r.gameType);
    for (const c of SUMS) {
      const v = r.sums[c];
      params.push(typeof v === 'bigint' ? v.toString() : (v ?? 0));
    }
  }
  await on.executeQuery(CompiledQuery.raw(text, params));
}

/** A member's (or every member's) figures of a brand over local days `from`..`to`, summed per day and game type. */
export function dailyFigures(db: On, q: { merchantId: number; memberId?: number; from: string; to: string }) {
  let query = db
    .selectFrom('member_figures')
    .select(['member_id', 'day', 'game_type'])
    .select((eb) => SUMS.map((c) => eb.fn.sum<number | string>(c).as(c)))
    .where('merchant_id', '=', q.merchantId)
    .where('day', '>=', q.from)
    .where('day', '<=', q.to)
    .groupBy(['member_id', 'day', 'game_type'])
    .orderBy('day')
    .orderBy('member_id')
    .orderBy('game_type');
  if (q.memberId !== undefined) query = query.where('member_id', '=', q.memberId);
  return query.execute();
}

/**
 * An agent's team figures (decision 025) over local days `from`..`to`, summed per day and game
 * type: read from the team's own rows, so the cost follows the days and game types, not the bets.
 */
export function teamFigures(db: On, q: { merchantId: number; agentId: number; from: string; to: string }) {
  return db
    .selectFrom('team_figures')
    .select(['day', 'game_type'])
    .select((eb) => SUMS.map((c) => eb.fn.sum<number | string>(c).as(c)))
    .where('merchant_id', '=', q.merchantId)
    .where('agent_id', '=', q.agentId)
    .where('day', '>=', q.from)
    .where('day', '<=', q.to)
    .groupBy(['day', 'game_type'])
    .orderBy('day')
    .orderBy('game_type')
    .execute();
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * How many of the members `members` selects (a subquery of ids, a team) bet, deposited and
 * withdrew on any of the local days `from`..`to`: from their day bits (`member_days`), one or two
 * rows per member whatever its activity.
 */
export async function activeMembers(
  db: On,
  q: { merchantId: number; members: Expression<number>; from: string; to: string },
) {
  const first = dayNumber(q.from);
  const last = dayNumber(q.to);
  const masks = new Map<number, bigint>();
  for (let d = first; d <= last; d++) {
    const block = Math.floor(d / DAYS_PER_BLOCK);
    masks.set(block, (masks.get(block) ?? 0n) | (1n << BigInt(d % DAYS_PER_BLOCK)));
  }
  // The masks are numbers made here, spelled into the text.
  const mask = sql.raw(
    `case block ${[...masks].map(([b, m]) => `when ${b} then ${m}`).join(' ')} else 0 end`,
  );
  const who = (c: 'bets' | 'deposits' | 'withdrawals') =>
    sql<number | string>`count(distinct case when (${sql.ref(c)} & ${mask}) <> 0 then member_id end)`;
  const row = await db
    .selectFrom('member_days')
    .select([
      who('bets').as('bettors'),
      who('deposits').as('depositors'),
      who('withdrawals').as('withdrawers'),
    ])
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', 'in', q.members)
    .where('block', 'in', [...masks.keys()])
    .executeTakeFirstOrThrow();
  return {
    bettors: Number(row.bettors),
    depositors: Number(row.depositors),
    withdrawers: Number(row.withdrawers),
  };
}

/** The sums a member's profit-and-loss line shows. */
const PROFIT_SUMS = [
  'bet_count',
  'stake',
  'valid_turnover',
  'payout',
  'win_count',
  'rebate',
  'bonus',
  'deposit',
  'withdrawal',
] as const;
export type ProfitSums = Record<(typeof PROFIT_SUMS)[number], number | string | null>;

/**
 * Each member's figures over local days `from`..`to`, one line per member with any figure in the
 * range, largest valid turnover first, a page of them; with how many members have a line and the
 * sums over all of them. `members` is one member or a set (a subquery of ids, a team).
 */
export async function memberTotals(
  db: On,
  q: {
    merchantId: number;
    members: number | Expression<number>;
    from: string;
    to: string;
    limit: number;
    offset: number;
  },
) {
  const base = db
    .selectFrom('member_figures')
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', typeof q.members === 'number' ? '=' : 'in', q.members)
    .where('day', '>=', q.from)
    .where('day', '<=', q.to);
  const sums = base.select((eb) => PROFIT_SUMS.map((c) => eb.fn.sum<number | string | null>(c).as(c)));
  const [rows, all] = await Promise.all([
    sums
      .select('member_id')
      .groupBy('member_id')
      .orderBy((eb) => eb.fn.sum('valid_turnover'), 'desc')
      .orderBy('member_id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    sums
      .select((eb) => eb.fn.count<number | string>('member_id').distinct().as('members'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, members: Number(all.members), totals: all as ProfitSums };
}

/** The local days `from`..`to`, or with `hour` that hour of `from` only: a contract period's figures. */
export type PeriodSpan = { from: string; to: string; hour?: number | undefined };

/**
 * A team's sums over a period, the agent's own figures included: its team rows (decision 025)
 * and its own member rows, so the cost follows the period's hours and game types, never the bets.
 */
export async function teamPeriodSums(db: On, q: { merchantId: number; agentId: number; span: PeriodSpan }) {
  const cols = ['valid_turnover', 'payout', 'rebate', 'bonus'] as const;
  const read = async (table: 'team_figures' | 'member_figures') => {
    let query = db
      .selectFrom(table)
      .select((eb) => cols.map((c) => eb.fn.sum<number | string | null>(c).as(c)))
      .where('merchant_id', '=', q.merchantId)
      .where(table === 'team_figures' ? 'agent_id' : 'member_id', '=', q.agentId)
      .where('day', '>=', q.span.from)
      .where('day', '<=', q.span.to);
    if (q.span.hour !== undefined) query = query.where('hour', '=', q.span.hour);
    return query.executeTakeFirstOrThrow();
  };
  const [team, own] = await Promise.all([read('team_figures'), read('member_figures')]);
  const sum = (c: (typeof cols)[number]) => BigInt(team[c] ?? 0) + BigInt(own[c] ?? 0);
  return {
    validTurnover: sum('valid_turnover'),
    payout: sum('payout'),
    rebate: sum('rebate'),
    bonus: sum('bonus'),
  };
}

/** How many of the members `members` selects reached `min` valid turnover over a period. */
export async function validUsers(
  db: On,
  q: { merchantId: number; members: Expression<number>; span: PeriodSpan; min: number },
): Promise<number> {
  let inner = db
    .selectFrom('member_figures')
    .select('member_id')
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', 'in', q.members)
    .where('day', '>=', q.span.from)
    .where('day', '<=', q.span.to)
    .groupBy('member_id')
    .having((eb) => eb.fn.sum('valid_turnover'), '>=', q.min);
  if (q.span.hour !== undefined) inner = inner.where('hour', '=', q.span.hour);
  const row = await db
    .selectFrom(inner.as('v'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's valid turnover over all its figures (every day and game type): what points are earned on. */
export async function lifetimeTurnover(db: On, q: { merchantId: number; memberId: number }): Promise<bigint> {
  const row = await db
    .selectFrom('member_figures')
    .select((eb) => eb.fn.sum<number | string | null>('valid_turnover').as('t'))
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', '=', q.memberId)
    .executeTakeFirstOrThrow();
  return BigInt(row.t ?? 0);
}
