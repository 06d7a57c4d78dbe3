import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeDocumentHeaders } from '../src/plugins/security-headers.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';

/**
 * The back office's build under /backoffice: its index.html for every page path (not for its
 * calls or a missing asset), hashed assets cached for a year, and a page policy of its own:
 * the same-origin socket, never framed, never indexed.
 */
let t: TestApp;
let dist: string;
const ASSET = 'index-Ab12Cd34.js';
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lotto-backoffice-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', ASSET), 'console.log(1)');
  t = await startTestApp({ BACKOFFICE_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .find((d) => d.startsWith(`${name} `));

describe(`the back office's pages (${engine})`, () => {
  it('answers its index.html for /backoffice and its page paths, with its own policy', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/desk/12?x=1']) {
      const res = await t.app.inject({ url, headers: { host: 'localhost:8080' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>console</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      const csp = res.headers['content-security-policy'];
      expect(directive(csp, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'connect-src'), url).toBe(
        "connect-src 'self' ws://localhost:8080 wss://localhost:8080",
      );
      expect(directive(csp, 'script-src'), url).toBe("script-src 'self'");
    }
  });

  it('caches hashed assets for a year; a missing asset and an unknown call are 404s', async () => {
    const asset = await t.app.inject({ url: `/backoffice/assets/${ASSET}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/backoffice/assets/gone-123.js', '/backoffice/api/nothing']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: string }>().code, url).toBe('route.not.found');
    }
    // the console's own calls are still its calls
    const me = await t.app.inject({ url: '/backoffice/api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json<{ code: string }>().code).toBe('staff.not.session');
  });

  it('names only a plain host for the socket', () => {
    const csp = backofficeDocumentHeaders("evil.example 'unsafe-inline'")['content-security-policy'];
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('keeps crawlers out of it', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /backoffice');
  });
});
