import pg from 'pg';
import { TEST_PG_URL } from '../../../test/postgres-setup.ts';

/**
 * The test PostgreSQL cluster's databases, made and dropped from its `test` database (CREATE
 * and DROP DATABASE cannot run in a pool's transaction): for the tests, the benches and the
 * deployment rehearsal.
 */
export { TEST_PG_URL };

/** The URL of another database on the test cluster. */
export function pgDatabaseUrl(name: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a client of the cluster's `test` database, closed after. */
export async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes an empty database, or a copy of `template`. */
export async function createDatabase(name: string, template?: string): Promise<void> {
  await onCluster((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
}

/**
 * Drops a database once its connections are gone: a closed pool says goodbye without waiting
 * for the server, and a backend still there when forced out fails its client loudly.
 */
export function dropDatabase(name: string): Promise<void> {
  return onCluster(async (client) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === '0') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}
