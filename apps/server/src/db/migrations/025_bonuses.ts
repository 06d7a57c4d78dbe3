import { sql, type Kysely } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * Bonuses (decision 027), owned by the promo module: one row per bonus a member was given, keyed
 * by promotion, member and the event that earned it (so a claim pays once), with the terms it was
 * given under and its wagering. `wager_weighted` is the valid turnover that counted, in minor
 * units x percent (a bet of 10.00 at weight 50 adds 1000 x 50), so weights never round; the
 * requirement is met when it reaches `wager_required` x 100.
 *
 * A trigger on `member_figures` advances the member's open bonus in the same statement as every
 * write of its figures (a bet, whichever module, however batched), never reading the bets.
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('bonuses'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('credit_to', 'varchar(8)', (c) => c.notNull())
    .addColumn('wager_required', 'bigint', (c) => c.notNull())
    .addColumn('wager_weighted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('other_weight', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('met_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addUniqueConstraint('bonuses_once', ['promotion_id', 'member_id', 'source'])
    .execute();
  await db.schema.createIndex('bonuses_member').on('bonuses').columns(['member_id', 'status']).execute();
  // One bonus wagered at a time: the database refuses a second open one whatever races.
  await db.schema
    .createIndex('bonuses_one_open')
    .on('bonuses')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('bonuses_ip').on('bonuses').columns(['promotion_id', 'ip']).execute();
  await db.schema
    .createTable('bonus_weights')
    .addColumn('bonus_id', 'integer', (c) => c.notNull().references('bonuses.id'))
    .addColumn('game_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonus_weights_pk', ['bonus_id', 'game_type'])
    .execute();
  await (engine === 'postgres' ? pgTrigger(db) : sqliteTriggers(db));
};

/** The statement a figures change runs: its valid turnover, weighted, onto the member's open bonus. */
function advance(engine: string, { n, o }: { n: string; o: string | null }) {
  const delta = o ? `(${n}.valid_turnover - ${o}.valid_turnover)` : `${n}.valid_turnover`;
  const weight = `coalesce((select w.weight from bonus_weights w where w.bonus_id = bonuses.id and w.game_type = ${n}.game_type), bonuses.other_weight)`;
  const next = `(bonuses.wager_weighted + ${delta} * ${weight})`;
  const now =
    engine === 'postgres'
      ? `cast(extract(epoch from clock_timestamp()) * 1000 as bigint)`
      : `cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
  return `update bonuses set wager_weighted = ${next},
      status = case when ${next} >= bonuses.wager_required * 100 then 'met' else bonuses.status end,
      met_at = case when ${next} >= bonuses.wager_required * 100 then ${now} else bonuses.met_at end
    where bonuses.member_id = ${n}.member_id and bonuses.status = 'open' and ${delta} > 0`;
}

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const [event, o] of [
    ['insert', null],
    ['update', 'old'],
  ] as const)
    await sql
      .raw(
        `create trigger member_figures_bonus_${event} after ${event} on member_figures
      begin ${advance('sqlite', { n: 'new', o })}; end`,
      )
      .execute(db);
}

async function pgTrigger(db: Kysely<unknown>) {
  await sql
    .raw(
      `create function member_figures_bonus() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from bonuses b where b.member_id = new.member_id and b.status = 'open') then
        return null;
      end if;
      if tg_op = 'INSERT' then
        ${advance('postgres', { n: 'new', o: null })};
      else
        ${advance('postgres', { n: 'new', o: 'old' })};
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger member_figures_bonus after insert or update on member_figures
    for each row execute function member_figures_bonus()`,
    )
    .execute(db);
}
