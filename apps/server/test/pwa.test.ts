import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSunBrand, startTestApp, type TestApp } from './harness.ts';

/**
 * The installable app (decision 032): each brand host gets its own manifest and icons, the
 * service worker is served from the root with its own policy and revalidated on every update
 * check, and the page's policy lets the worker and the manifest load.
 */
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lotto-pwa-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Lotto</title></head></html>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'export {};');
  t = await startTestApp({ WEB_DIST: dist });
  const sunId = await addSunBrand(t.store);
  await t.store.db.kysely
    .insertInto('merchant_domains')
    .values({ merchant_id: sunId, host: 'sun.example', kind: 'primary', sort: 0 })
    .execute();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

const manifestOf = async (host: string) => {
  const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { host } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return { res, manifest: res.json<Manifest>() };
};

/** Width and height from a PNG's IHDR, after checking the signature. */
const pngSize = (body: Buffer) => {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
};

describe('web app manifest per brand host', () => {
  it('names the brand of the host, opens standalone at the home page and lists 192, 512 and maskable icons', async () => {
    const { manifest } = await manifestOf('localhost');
    expect(manifest).toMatchObject({
      name: 'Perlas Play',
      short_name: 'Perlas Play',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f1218',
      background_color: '#0f1218',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const sun = (await manifestOf('sun.example')).manifest;
    expect(sun.name).toBe('Sun Lotto');
    // the icons are drawn from the brand: another brand's have other addresses
    expect(sun.icons[0]!.src).not.toBe(manifest.icons[0]!.src);
  });

  it('revalidates the manifest with its ETag', async () => {
    const { res } = await manifestOf('localhost');
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'localhost', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves each icon as a PNG of its size, different per brand, cached a day', async () => {
    const { manifest } = await manifestOf('localhost');
    const sun = (await manifestOf('sun.example')).manifest;
    for (const [i, icon] of manifest.icons.entries()) {
      const res = await t.app.inject({ url: icon.src, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const side = Number(icon.sizes.split('x')[0]);
      expect(pngSize(res.rawPayload)).toEqual({ width: side, height: side });
      const other = await t.app.inject({ url: sun.icons[i]!.src, headers: { host: 'sun.example' } });
      expect(other.rawPayload.equals(res.rawPayload)).toBe(false);
    }
    const unknown = await t.app.inject({ url: '/pwa/icon-64.png', headers: { host: 'localhost' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('service worker and page policy', () => {
  it('serves /sw.js as a script with its own same-origin policy, revalidated on every update check', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['service-worker-allowed']).toBeUndefined();
  });

  it("lets the page load the worker and the manifest from its own origin ('self')", async () => {
    const page = await t.app.inject({ url: '/down', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });
});
