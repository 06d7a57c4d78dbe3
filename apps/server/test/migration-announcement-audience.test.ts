import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestStore, engine, type TestStore } from './harness.ts';

/** Migration 022 on a site with announcements: each one it had is for everyone (`all`). */
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db, '021_member_invitations');
});
afterAll(() => store.drop());

describe(`announcement audience (${engine})`, () => {
  it('gives every existing announcement the audience all, and new ones all unless written', async () => {
    const k = store.db.kysely;
    const { id } = await k
      .insertInto('merchants')
      .values({ code: 'old', settings: '{}', maintenance: 0, maintenance_message: '', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notice = { merchant_id: id, type: 'PL' as const, title: '{}', content: '{}', images: '[]' };
    await k
      .insertInto('announcements')
      .values({ ...notice, popup: 1, published_at: 1, enabled: 1 })
      .execute();
    await migrateToLatest(store.db, '022_announcement_audience');
    await k
      .insertInto('announcements')
      .values({ ...notice, popup: 0, published_at: 2, enabled: 1 })
      .execute();
    const rows = await k
      .selectFrom('announcements')
      .select(['published_at', 'audience'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.published_at), r.audience])).toEqual([
      [1, 'all'],
      [2, 'all'],
    ]);
  });
});
