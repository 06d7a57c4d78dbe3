import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';

// A built web app in miniature: the document template and one hashed, compressible script.
const dist = mkdtempSync(join(tmpdir(), 'lotto-dist-'));
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const ASSET = '/assets/app-Abc123.js';
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, ASSET), SCRIPT);
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="" /><title>Lotto</title></head><body><div id="root"></div>' +
    `<noscript>${'Please enable JavaScript to use this site. '.repeat(40)}</noscript></body></html>`,
);
precompressDir(dist);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`compressed answers (${engine})`, () => {
  it('sends the pre-compressed asset the request accepts: brotli first, then gzip, else the file', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(readFileSync(join(dist, `${ASSET}.br`)).length);
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(gz.headers['content-length'])).toBe(readFileSync(join(dist, `${ASSET}.gz`)).length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(ASSET, accept ? { 'accept-encoding': accept } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(plain.headers['content-length'])).toBe(SCRIPT.length);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('answers 304 to a matching If-None-Match, and each encoding has its own ETag', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'br' });
    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    const etag = br.headers['etag'] as string;
    expect(etag).toBeTruthy();
    expect(gz.headers['etag']).not.toBe(etag);
    const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves every page path the brand's document, compressed, never cached, with its security headers", async () => {
    for (const url of ['/', '/lottery', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('<title>Perlas Play</title>');
      expect(html).toMatch(/<meta name="description" content="Perlas Play: [^"]{40,}" \/>/);
    }
  });

  it('compresses JSON answers over 1 KB as accepted, and leaves the status call uncompressed', async () => {
    const url = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5-desktop&language=TY';
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const status = await get('/wps/system/status?url=localhost', { 'accept-encoding': 'br, gzip' });
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(status.json().success).toBe(true);
  });

  it('serves a robots.txt that allows the pages and keeps crawlers off the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of lines.slice(1)) expect(line).toMatch(/^(Allow|Disallow): \/\S*$/);
    expect(lines).toContain('Disallow: /wps/');
  });
});
