import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-dialect.ts';
import type { MigrationFn } from './migrations/helpers.ts';
import { up as m001 } from './migrations/001_brands.ts';
import { up as m002 } from './migrations/002_vendors.ts';
import { up as m003 } from './migrations/003_members.ts';
import { up as m004 } from './migrations/004_identities.ts';
import { up as m005 } from './migrations/005_ledger.ts';
import { up as m006 } from './migrations/006_payments.ts';
import { up as m007 } from './migrations/007_withdrawals.ts';
import { up as m008 } from './migrations/008_games.ts';
import { up as m009 } from './migrations/009_inhouse.ts';
import { up as m010 } from './migrations/010_lottery.ts';
import { up as m011 } from './migrations/011_lottery_rebates.ts';
import { up as m012 } from './migrations/012_settlement_indexes.ts';
import { up as m013 } from './migrations/013_lottery_escrow.ts';
import { up as m014 } from './migrations/014_lottery_catalogue.ts';
import { up as m015 } from './migrations/015_rate_take.ts';
import { up as m016 } from './migrations/016_links_and_sessions.ts';
import { up as m017 } from './migrations/017_member_figures.ts';
import { up as m018 } from './migrations/018_open_debits_index.ts';
import { up as m019 } from './migrations/019_lottery_draw_stakes.ts';
import { up as m020 } from './migrations/020_team_figures.ts';
import { up as m021 } from './migrations/021_member_invitations.ts';
import { up as m022 } from './migrations/022_announcement_audience.ts';
import { up as m023 } from './migrations/023_agent_contracts.ts';
import { up as m024 } from './migrations/024_promotions.ts';
import { up as m025 } from './migrations/025_bonuses.ts';
import { up as m026 } from './migrations/026_promo_applications.ts';
import { up as m027 } from './migrations/027_point_mall.ts';
import { up as m028 } from './migrations/028_vip.ts';
import { up as m029 } from './migrations/029_jackpot.ts';
import { up as m030 } from './migrations/030_raffle_seeds.ts';
import { up as m031 } from './migrations/031_inbox.ts';
import { up as m032 } from './migrations/032_help_feedback.ts';
import { up as m033 } from './migrations/033_support.ts';

/** Forward-only: migrations have no `down`; a fix is a new numbered migration. */
const migrations: Record<string, MigrationFn> = {
  '001_brands': m001,
  '002_vendors': m002,
  '003_members': m003,
  '004_identities': m004,
  '005_ledger': m005,
  '006_payments': m006,
  '007_withdrawals': m007,
  '008_games': m008,
  '009_inhouse': m009,
  '010_lottery': m010,
  '011_lottery_rebates': m011,
  '012_settlement_indexes': m012,
  '013_lottery_escrow': m013,
  '014_lottery_catalogue': m014,
  '015_rate_take': m015,
  '016_links_and_sessions': m016,
  '017_member_figures': m017,
  '018_open_debits_index': m018,
  '019_lottery_draw_stakes': m019,
  '020_team_figures': m020,
  '021_member_invitations': m021,
  '022_announcement_audience': m022,
  '023_agent_contracts': m023,
  '024_promotions': m024,
  '025_bonuses': m025,
  '026_promo_applications': m026,
  '027_point_mall': m027,
  '028_vip': m028,
  '029_jackpot': m029,
  '030_raffle_seeds': m030,
  '031_inbox': m031,
  '032_help_feedback': m032,
  '033_support': m033,
};

/** Runs the migrations not yet run, all of them or (a test of an upgrade) up to and including `upTo`. */
export async function migrateToLatest(db: Db, upTo?: string): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(
          Object.entries(migrations).map(([name, up]): [string, Migration] => [
            name,
            { up: (k) => up(k, db.engine) },
          ]),
        ),
      ),
  };
  // Kysely looks its bookkeeping tables up by name across every schema; on PostgreSQL name the
  // schema in use so databases that keep several schemas (tests, tenants) do not confuse it.
  const schema =
    db.engine === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The key of the advisory lock that nodes starting together on one PostgreSQL database take in turn. */
const START_LOCK = 0x6c6f7474; // "lott"
/** How long a starting SQLite process waits for another's migrations and seed. */
const START_WAIT_MS = 120_000;

/**
 * Runs `work` (migrations, the demo seed) while no other node of the deployment runs its own.
 * On PostgreSQL: a session advisory lock on one connection of the pool, held while `work` uses
 * the others, so a node that starts while another migrates waits and then finds the work done.
 * On SQLite the migrations run in one `begin immediate` transaction and the seed in another
 * (NodeSqliteAdapter), which take the file's write lock: a process that starts beside one that
 * migrates waits for it, here for up to two minutes rather than the usual busy timeout.
 */
export async function withStartLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.engine !== 'postgres') {
    await sql`pragma busy_timeout = ${sql.lit(START_WAIT_MS)}`.execute(db.kysely);
    try {
      return await work();
    } finally {
      await sql`pragma busy_timeout = ${sql.lit(SQLITE_BUSY_TIMEOUT_MS)}`.execute(db.kysely);
    }
  }
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(conn);
    }
  });
}
