import type * as nodeFs from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database.ts';

/**
 * Commits on a database file are answered only after a flush of its WAL that began after they
 * were written: the flushes are held here (node:fs's fdatasync, queued until released) to watch
 * what waits for them.
 */
const held: { fd: number; done: (err: NodeJS.ErrnoException | null) => void }[] = [];
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof nodeFs>();
  return {
    ...fs,
    fdatasync: (fd: number, done: (err: NodeJS.ErrnoException | null) => void) => held.push({ fd, done }),
  };
});

/** Lets every flush held so far run (really), in order. */
async function release(): Promise<void> {
  const { fdatasyncSync } = await vi.importActual<typeof nodeFs>('node:fs');
  for (const f of held.splice(0)) {
    fdatasyncSync(f.fd);
    f.done(null);
  }
  await new Promise((r) => setImmediate(r));
}

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

let db: Db | undefined;
afterEach(async () => {
  await release();
  await db?.close();
});

function open(): Db {
  db = openDatabase({ engine: 'sqlite', path: `${mkdtempSync(`${tmpdir()}/wal-sync-`)}/x.sqlite` });
  return db;
}

describe('WAL flush before a commit is answered', () => {
  it('holds a transaction and a write on its own until the flush, never a read', async () => {
    const k = open().kysely;
    const create = sql`create table t (n integer not null)`.execute(k);
    expect(await settled(create)).toBe(false);
    await release();
    await create;

    const trx = k.transaction().execute((t) => sql`insert into t values (1)`.execute(t));
    expect(await settled(trx)).toBe(false);
    expect(held).toHaveLength(1);
    await release();
    expect(await settled(trx)).toBe(true);

    const alone = sql`update t set n = 2`.execute(k);
    expect(await settled(alone)).toBe(false);
    await release();
    await alone;

    expect(await settled(sql`select n from t`.execute(k))).toBe(true);
    expect(held).toHaveLength(0);
  });

  it('runs commits that arrive during a flush one after another, each answered after its own flush', async () => {
    const k = open().kysely;
    const create = sql`create table t (n integer not null)`.execute(k);
    await release();
    await create;
    const first = sql`insert into t values (1)`.execute(k);
    await new Promise((r) => setImmediate(r));
    expect(held).toHaveLength(1);
    // The connection is held by the first until its flush: the next two queue behind it.
    const later = [2, 3].map((n) => sql`insert into t values (${n})`.execute(k));
    await release();
    await first;
    await new Promise((r) => setImmediate(r));
    expect(held).toHaveLength(1); // the second's flush; the third waits on the connection
    await release();
    await new Promise((r) => setImmediate(r));
    await release();
    await Promise.all(later);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(k)).rows[0]?.n).toBe(3);
  });
});
