import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestStore, geo, startTestApp, testConfig } from './harness.ts';

/** The status hot path at its edges: no trusted proxy, and an app that is closing (over real HTTP). */
describe('status hot path, without trusted proxies', () => {
  it('takes the socket address and ignores X-Forwarded-For, as Fastify does', async () => {
    const t = await startTestApp({ TRUSTED_PROXIES: '' });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (t.app.server.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`, {
        headers: { 'x-forwarded-for': '8.8.8.8' },
      });
      expect(((await res.json()) as { value: { location: unknown } }).value.location).toEqual({
        ip: '127.0.0.1',
        country: '',
      });
    } finally {
      await t.close();
    }
  });
});

describe('status hot path while closing', () => {
  it('leaves the status call to Fastify (503) from the moment the app starts closing', async () => {
    const own = await createTestStore();
    await migrateToLatest(own.db);
    await seedDemo(own.db.kysely);
    const a = await buildApp({ config: testConfig(), db: own.db, geo });
    const url = () => `http://127.0.0.1:${(a.server.address() as AddressInfo).port}/wps/system/status`;
    // Runs after the app's own preClose hooks, while the server still takes connections.
    let whileClosing: Promise<number> | undefined;
    a.addHook('preClose', (done) => {
      whileClosing = fetch(url()).then((r) => r.status);
      whileClosing.then(() => done(), done);
    });
    try {
      await a.listen({ host: '127.0.0.1', port: 0 });
      expect((await fetch(url())).status).toBe(200);
      await a.close();
      expect(await whileClosing).toBe(503);
    } finally {
      await a.close();
      await own.drop();
    }
  });
});
