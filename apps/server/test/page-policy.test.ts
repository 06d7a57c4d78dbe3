import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentHeadersFor } from '../src/plugins/security-headers.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';

/**
 * The page's content security policy names the brand's mirror hosts for connect-src (the
 * footer's speed test times them from the page), on the page's own port, and nothing more.
 */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lotto-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>page</title>');
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const connectOf = (policy: string | undefined) =>
  (policy ?? '')
    .split(';')
    .find((d) => d.startsWith('connect-src '))!
    .split(' ')
    .slice(1);

async function brandHosts(): Promise<string[]> {
  const res = await t.app.inject({ url: '/wps/system/domainRoute', headers: { host: 'localhost:8080' } });
  return res.json<{ value: { domainList: { domain: string }[] } }>().value.domainList.map((d) => d.domain);
}

describe(`the page's content security policy (${engine})`, () => {
  it("lets a page reach its brand's hosts on the page's port, and no other origin", async () => {
    const hosts = await brandHosts();
    expect(hosts).toContain('www.perlasplay.example');
    for (const url of ['/', '/lottery?gameCode=SSC1', '/index.html']) {
      const res = await t.app.inject({ url, headers: { host: 'localhost:8080' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(connectOf(res.headers['content-security-policy'] as string), url).toEqual([
        "'self'",
        ...hosts.flatMap((h) => [`${h}:8080`, `https://${h}:8080`]),
      ]);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    // on the default port (behind the usual proxy) the hosts alone
    const plain = await t.app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(connectOf(plain.headers['content-security-policy'] as string)).toEqual([
      "'self'",
      ...hosts.flatMap((h) => [h, `https://${h}`]),
    ]);
  });

  it('never lets a stored host end the source list', () => {
    const headers = documentHeadersFor(
      ['ok.example', "evil.example 'unsafe-inline'", 'x.example;script-src *'],
      443,
    );
    expect(connectOf(headers['content-security-policy'])).toEqual([
      "'self'",
      'ok.example:443',
      'https://ok.example:443',
    ]);
    expect(connectOf(documentHeadersFor([], null)['content-security-policy'])).toEqual(["'self'"]);
  });

  it('lets another origin time the health check, while the API stays same-origin', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const status = await t.app.inject({ url: '/wps/system/status' });
    expect(status.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
