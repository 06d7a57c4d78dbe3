import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDemoStore, geo, startTestApp, testConfig } from './harness.ts';

/** The status call at its edges, over real HTTP: no trusted proxy, and an app that is closing. */
describe('status call, without trusted proxies', () => {
  it('takes the socket address and ignores X-Forwarded-For', async () => {
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

describe('status call while closing', () => {
  it('answers 503 in the envelope, through the hooks, from the moment the app starts closing', async () => {
    const own = await createDemoStore();
    const a = await buildApp({ config: testConfig(), db: own.db, geo });
    const hooked: string[] = [];
    a.addHook('onResponse', (req, reply, done) => {
      hooked.push(`${req.url} ${reply.statusCode}`);
      done();
    });
    const url = () => `http://127.0.0.1:${(a.server.address() as AddressInfo).port}/wps/system/status`;
    // Runs after the app's own preClose hooks, while the server still takes connections.
    let whileClosing: Promise<Response> | undefined;
    a.addHook('preClose', (done) => {
      whileClosing = fetch(url(), { headers: { language: 'EN' } });
      whileClosing.then(() => done(), done);
    });
    try {
      await a.listen({ host: '127.0.0.1', port: 0 });
      expect((await fetch(url())).status).toBe(200);
      await a.close();
      const refused = await whileClosing!;
      expect(refused.status).toBe(503);
      expect(refused.headers.get('connection')).toBe('close');
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await refused.json()).toMatchObject({
        success: false,
        code: 'system.draining',
        message: 'This server is restarting. Please try again in a moment.',
      });
      expect(hooked).toEqual(['/wps/system/status 200', '/wps/system/status 503']);
    } finally {
      await a.close();
      await own.drop();
    }
  });
});
