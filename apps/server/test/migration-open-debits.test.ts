import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestStore, engine, type TestStore } from './harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db);
});
afterAll(() => store.drop());

describe(`open vendor debits index (${engine})`, () => {
  it('exists, and the expiry reads open debits through it', async () => {
    const db = store.db.kysely;
    if (engine === 'postgres') {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
        where indexname = 'seamless_tx_open_debits'`.execute(db);
      expect(rows[0]?.indexdef).toMatch(/WHERE .*status.*held.*kind.*debit.*hold_id IS NULL/is);
      return;
    }
    const { rows } = await sql<{ detail: string }>`explain query plan
      select merchant_id, vendor_code, tx_id from seamless_tx
      where status = 'held' and kind = 'debit' and hold_id is null and created_at < ${Date.now()}
      order by created_at limit 200`.execute(db);
    expect(rows.map((r) => r.detail).join(' | ')).toContain('seamless_tx_open_debits');
  });
});
