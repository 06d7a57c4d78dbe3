import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

type T = { t: { id: number; name: string; flag: number } };

describe('node:sqlite dialect', () => {
  it('runs queries, binds booleans, and rolls a failed transaction back', async () => {
    const db = openDatabase({ engine: 'sqlite', path: ':memory:' });
    const k = db.kysely.withTables<T>();
    await sql`create table t (id integer primary key, name text not null unique, flag integer not null)`.execute(
      k,
    );
    await k
      .insertInto('t')
      .values({ id: 1, name: 'a', flag: true as unknown as number })
      .execute();
    expect(await k.selectFrom('t').selectAll().execute()).toEqual([{ id: 1, name: 'a', flag: 1 }]);

    await expect(
      k.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ id: 2, name: 'b', flag: 0 }).execute();
        await trx.insertInto('t').values({ id: 3, name: 'a', flag: 0 }).execute(); // unique violation
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await k.selectFrom('t').select('id').execute()).toEqual([{ id: 1 }]);

    const res = await k.updateTable('t').set({ name: 'z' }).where('id', '=', 1).executeTakeFirst();
    expect(res.numUpdatedRows).toBe(1n);
    const pragma = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(k);
    expect(pragma.rows[0]?.journal_mode).toBe('memory'); // WAL applies to files; see next test
    await db.close();
  });

  it('opens files in WAL mode, syncing commits itself (see sqlite-wal-sync.test.ts)', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/sqlite-`);
    const db = openDatabase({ engine: 'sqlite', path: `${dir}/x.sqlite` });
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
    const temp = await sql<{ temp_store: number }>`pragma temp_store`.execute(db.kysely);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(sync.rows[0]?.synchronous).toBe(1); // NORMAL: the driver flushes the WAL before answering
    expect(temp.rows[0]?.temp_store).toBe(2); // MEMORY: savepoints' sub-journals
    await db.close();
  });

  it('serialises concurrent transactions on its one connection', async () => {
    const db = openDatabase({ engine: 'sqlite', path: ':memory:' });
    const k = db.kysely.withTables<{ c: { n: number } }>();
    await sql`create table c (n integer not null)`.execute(k);
    await sql`insert into c (n) values (0)`.execute(k);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        k.transaction().execute(async (trx) => {
          const { n } = await trx.selectFrom('c').select('n').executeTakeFirstOrThrow();
          await new Promise((r) => setImmediate(r));
          await trx
            .updateTable('c')
            .set({ n: n + 1 })
            .execute();
        }),
      ),
    );
    expect((await k.selectFrom('c').select('n').executeTakeFirstOrThrow()).n).toBe(50);
    await db.close();
  });
});
