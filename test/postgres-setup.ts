import pg from 'pg';

export const TEST_PG_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** PostgreSQL must be there: the suite fails loudly rather than skipping half its engines. */
export default async function setup() {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(
      `PostgreSQL is unreachable at ${TEST_PG_URL} (${(err as Error).message}). ` +
        'Start it (see README, "Running the tests") or set TEST_DATABASE_URL; the PostgreSQL half of the suite is not skipped.',
      { cause: err },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
