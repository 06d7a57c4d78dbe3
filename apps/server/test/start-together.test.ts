import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestStore, engine, type TestStore } from './harness.ts';
import { killServers, ready, spawnServer } from './server-process.ts';

// Nodes of one deployment started at the same moment on an empty database: one migrates and
// seeds, the others wait for it and find both done; none crashes on the other's rows.
let store: TestStore | undefined;

afterAll(async () => {
  await killServers();
  await store?.drop();
});

describe(`three nodes starting together on an empty database (${engine})`, () => {
  it('all come up, the schema is migrated once and the demo brand seeded once', async () => {
    store = await createTestStore();
    const servers = [1, 2, 3].map(() => spawnServer(store!.env));
    const exits = servers.map((s) => s.exit.then((signal) => ({ crashed: true, signal })));
    const up = await Promise.race([
      Promise.all(servers.map((s) => ready(s))),
      ...exits.map((e) => e.then((x) => Promise.reject(new Error(`a node exited: ${JSON.stringify(x)}`)))),
    ]);
    expect(up).toHaveLength(3);
    const merchants = await store.db.kysely.selectFrom('merchants').select('code').execute();
    expect(merchants).toEqual([{ code: 'demo' }]);
    // every migration recorded once (a second run would have failed or doubled a row)
    const { rows } = await sql<{ n: number | string; names: number | string }>`
      select count(*) as n, count(distinct name) as names from kysely_migration`.execute(store.db.kysely);
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(33);
    expect(Number(rows[0]!.n)).toBe(Number(rows[0]!.names));
    for (const s of servers) {
      const res = await fetch(`${s.base}/wps/system/status`, { headers: { host: 'localhost' } });
      expect(res.status, s.base).toBe(200);
    }
    for (const s of servers) s.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exit))).toEqual([null, null, null]);
  }, 60_000);
});
