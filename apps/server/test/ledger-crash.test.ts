import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestStore, engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { ready, spawnServer } from './server-process.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.drop());

describe(`ledger across a crash (${engine})`, () => {
  it('keeps every acknowledged movement and every invariant after SIGKILL mid-load', async () => {
    const first = await ready(spawnServer(store.env));
    let base = first.base;

    const acknowledged: { idemKey: string; member: number; amount: number; kind: 'deposit' | 'bet' }[] = [];
    let stop = false;
    let seq = 0;
    const worker = async (w: number) => {
      const member = 1000 + w;
      while (!stop) {
        const kind: 'deposit' | 'bet' = seq % 3 === 2 ? 'bet' : 'deposit';
        const move = { idemKey: `crash-${w}-${seq++}`, member, amount: kind === 'bet' ? 100 : 1000, kind };
        try {
          const res = await fetch(`${base}/wps/test/ledger/move`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(move),
          });
          if (res.status === 200) acknowledged.push(move);
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await new Promise((r) => setTimeout(r, 1200));
    first.child.kill('SIGKILL');
    expect(await first.exit).toBe('SIGKILL');
    stop = true;
    await load;
    expect(acknowledged.length).toBeGreaterThan(20);

    // Restart on the same database: nothing acknowledged is missing, nothing is half-applied.
    const second = await ready(spawnServer(store.env));
    base = second.base;
    await migrateToLatest(store.db);
    const keys = new Set(
      (await store.db.kysely.selectFrom('ledger_entries').select('idem_key').execute()).map(
        (e) => e.idem_key,
      ),
    );
    const missing = acknowledged.filter((m) => !keys.has(m.idemKey));
    expect(missing, 'acknowledged movements after restart').toEqual([]);
    await checkLedgerInvariants(store.db.kysely);

    // Replaying what was acknowledged changes nothing.
    const before = await store.db.kysely
      .selectFrom('ledger_lines')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const move of acknowledged.slice(0, 40)) {
      const res = await fetch(`${base}/wps/test/ledger/move`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(move),
      });
      expect(res.status).toBe(200);
    }
    const after = await store.db.kysely
      .selectFrom('ledger_lines')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await checkLedgerInvariants(store.db.kysely);
    second.child.kill('SIGTERM');
    await second.exit;
    // Two server processes boot here (about 4 s alone); a full parallel run on two cores can take
    // several times that, which is not what this test is about.
  }, 60_000);
});
