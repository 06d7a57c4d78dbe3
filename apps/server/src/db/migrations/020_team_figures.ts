import { sql, type Kysely } from 'kysely';
import type { MigrationFn } from './helpers.ts';
import { DAYS_PER_BLOCK } from '../schema/figures.ts';
import { FIGURE_COLUMNS } from './017_member_figures.ts';

const SUMS = FIGURE_COLUMNS.map(([c]) => c);
const KEY = ['merchant_id', 'agent_id', 'day', 'hour', 'game_type'] as const;

/**
 * Team figures (decision 025): for every agent, the sums of the member figures of everyone below
 * it (any depth), by local day and hour and game type, so a team report reads a number of rows
 * that follows the days and game types asked for, never the team's bets. And per member, which
 * days it bet, deposited or withdrew (`member_days`: one bit a day, 62 days a row), so "how many
 * members were active in these days" reads one or two rows per member, never its bets.
 *
 * Both are kept by a trigger on `member_figures`: every write of a member's figures (a bet, a
 * settlement, a deposit, from whichever module, in whichever statement) adds the same change to
 * the rows of each of the member's uplines and sets the member's day bits, in the same statement,
 * so they commit together or not at all. Members without an upline (in no team) cost one index
 * probe. Filled here from the figures written before.
 */
export const up: MigrationFn = async (db, engine) => {
  let team = db.schema
    .createTable('team_figures')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('hour', 'smallint', (c) => c.notNull())
    .addColumn('game_type', 'varchar(32)', (c) => c.notNull());
  for (const [name, type] of FIGURE_COLUMNS)
    team = team.addColumn(name, type, (c) => c.notNull().defaultTo(0));
  await team.addPrimaryKeyConstraint('team_figures_pk', [...KEY]).execute();

  await db.schema
    .createTable('member_days')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('block', 'integer', (c) => c.notNull())
    .addColumn('bets', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('member_days_pk', ['merchant_id', 'member_id', 'block'])
    .execute();

  await fillTeamFigures(db, engine);
  await teamTriggers(db, { engine, on: true });
};

/**
 * Creates (`on`) or drops the trigger: a bulk load of member figures (bench/agent-reports) runs
 * without it and fills the team's rows once with `fillTeamFigures`.
 */
export async function teamTriggers(db: Kysely<unknown>, { engine, on }: { engine: string; on: boolean }) {
  if (on) return engine === 'postgres' ? pgTriggers(db) : sqliteTriggers(db);
  if (engine === 'postgres') {
    await sql`drop trigger member_figures_team on member_figures`.execute(db);
    await sql`drop function member_figures_team()`.execute(db);
  } else
    for (const event of ['insert', 'update'])
      await sql.raw(`drop trigger member_figures_team_${event}`).execute(db);
}

/** The day number (days since 1970-01-01) of a `YYYY-MM-DD` column, as each engine spells it. */
const dayNumber = (engine: string, column: string) =>
  engine === 'postgres'
    ? `(cast(${column} as date) - date '1970-01-01')`
    : `cast(julianday(${column}) - 2440587.5 as integer)`;

/** The bit of a day within its block. */
const bit = (engine: string, day: string) =>
  `(cast(1 as bigint) << (${dayNumber(engine, day)} % ${DAYS_PER_BLOCK}))`;

/** The team figures and day bits counted anew from the member figures and the tree. */
export async function fillTeamFigures(db: Kysely<unknown>, engine: string) {
  await sql`delete from team_figures`.execute(db);
  await sql`delete from member_days`.execute(db);
  await sql
    .raw(
      `insert into team_figures (${KEY.join(', ')}, ${SUMS.join(', ')})
    select f.merchant_id, t.ancestor_id, f.day, f.hour, f.game_type, ${SUMS.map((c) => `sum(f.${c})`).join(', ')}
    from member_figures f join member_tree t on t.descendant_id = f.member_id and t.depth > 0
    group by f.merchant_id, t.ancestor_id, f.day, f.hour, f.game_type`,
    )
    .execute(db);
  // A day's bit once per member and block: the sum of distinct bits is their OR.
  const bits = (count: string) =>
    `sum(distinct case when f.${count} > 0 then ${bit(engine, 'f.day')} else 0 end)`;
  await sql
    .raw(
      `insert into member_days (merchant_id, member_id, block, bets, deposits, withdrawals)
    select f.merchant_id, f.member_id, ${dayNumber(engine, 'f.day')} / ${DAYS_PER_BLOCK},
      ${bits('bet_count')}, ${bits('deposit_count')}, ${bits('withdrawal_count')}
    from member_figures f
    where exists (select 1 from member_tree t where t.descendant_id = f.member_id and t.depth > 0)
      and (f.bet_count > 0 or f.deposit_count > 0 or f.withdrawal_count > 0)
    group by f.merchant_id, f.member_id, ${dayNumber(engine, 'f.day')} / ${DAYS_PER_BLOCK}`,
    )
    .execute(db);
}

/** The statements a change of one member_figures row (`n` new, `o` old or none) runs. */
function propagate(engine: string, { n, o }: { n: string; o: string | null }): string[] {
  const delta = (c: string) => (o ? `${n}.${c} - ${o}.${c}` : `${n}.${c}`);
  const dayBit = (count: string) => `case when ${n}.${count} > 0 then ${bit(engine, `${n}.day`)} else 0 end`;
  return [
    `insert into team_figures (${KEY.join(', ')}, ${SUMS.join(', ')})
      select ${n}.merchant_id, t.ancestor_id, ${n}.day, ${n}.hour, ${n}.game_type, ${SUMS.map(delta).join(', ')}
      from member_tree t where t.descendant_id = ${n}.member_id and t.depth > 0
      on conflict (${KEY.join(', ')}) do update set ${SUMS.map((c) => `${c} = team_figures.${c} + excluded.${c}`).join(', ')}`,
    `insert into member_days (merchant_id, member_id, block, bets, deposits, withdrawals)
      select ${n}.merchant_id, ${n}.member_id, ${dayNumber(engine, `${n}.day`)} / ${DAYS_PER_BLOCK},
        ${dayBit('bet_count')}, ${dayBit('deposit_count')}, ${dayBit('withdrawal_count')}
      where (${n}.bet_count > 0 or ${n}.deposit_count > 0 or ${n}.withdrawal_count > 0)
        and exists (select 1 from member_tree t where t.descendant_id = ${n}.member_id and t.depth > 0)
      on conflict (merchant_id, member_id, block) do update set bets = member_days.bets | excluded.bets,
        deposits = member_days.deposits | excluded.deposits, withdrawals = member_days.withdrawals | excluded.withdrawals
      where (member_days.bets | excluded.bets) <> member_days.bets
        or (member_days.deposits | excluded.deposits) <> member_days.deposits
        or (member_days.withdrawals | excluded.withdrawals) <> member_days.withdrawals`,
  ];
}

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const [event, o] of [
    ['insert', null],
    ['update', 'old'],
  ] as const) {
    const body = propagate('sqlite', { n: 'new', o }).join(';\n');
    await sql
      .raw(
        `create trigger member_figures_team_${event} after ${event} on member_figures
      begin ${body}; end`,
      )
      .execute(db);
  }
}

async function pgTriggers(db: Kysely<unknown>) {
  const body = (o: string | null) => propagate('postgres', { n: 'new', o }).join(';\n');
  await sql
    .raw(
      `create function member_figures_team() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from member_tree t where t.descendant_id = new.member_id and t.depth > 0) then
        return null;
      end if;
      if tg_op = 'INSERT' then
        ${body(null)};
      else
        ${body('old')};
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger member_figures_team after insert or update on member_figures
    for each row execute function member_figures_team()`,
    )
    .execute(db);
}
