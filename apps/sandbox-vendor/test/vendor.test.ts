import { describe, expect, it } from 'vitest';
import { sign } from '../src/signing.ts';
import { launch, launchBody, launchRaw, platform, SECRETS, useVendor, vendorUrl } from './vendor-kit.ts';

/** Launches: signed by the platform for its vendor, with a body that follows the protocol. */
useVendor();

describe('launch', () => {
  it('refuses a wrong signature, an unknown vendor and a stale timestamp', async () => {
    const raw = JSON.stringify(launchBody('RNG', 'tok'));
    const wrong = await launchRaw('KIDLAT', { raw, secret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ ok: false, error: 'SIGNATURE' });
    // Signed with another vendor's secret.
    expect((await launchRaw('KIDLAT', { raw, secret: SECRETS.BAYANI })).status).toBe(401);
    expect((await launchRaw('NOBODY', { raw, secret: 'x' })).status).toBe(401);
    expect(
      (await launchRaw('KIDLAT', { raw, secret: SECRETS.KIDLAT, timestamp: Date.now() - 6 * 60_000 })).status,
    ).toBe(401);
    // The signature covers the exact bytes: the body cannot be changed after signing.
    const ts = Date.now();
    const tampered = await fetch(`${vendorUrl}/api/launch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendor': 'KIDLAT',
        'x-timestamp': String(ts),
        'x-signature': sign(SECRETS.KIDLAT, {
          method: 'POST',
          path: '/api/launch',
          vendor: 'KIDLAT',
          timestamp: ts,
          body: raw,
        }),
      },
      body: raw.replace('m-42', 'm-43'),
    });
    expect(tampered.status).toBe(401);
    // It covers the method, the path and the vendor too: a signature made for another call is refused.
    for (const c of [
      { method: 'POST', path: '/api/other', vendor: 'KIDLAT' },
      { method: 'PUT', path: '/api/launch', vendor: 'KIDLAT' },
      { method: 'POST', path: '/api/launch', vendor: 'BAYANI' },
    ]) {
      const res = await fetch(`${vendorUrl}/api/launch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vendor': 'KIDLAT',
          'x-timestamp': String(ts),
          'x-signature': sign(SECRETS.KIDLAT, { ...c, timestamp: ts, body: raw }),
        },
        body: raw,
      });
      expect(res.status, JSON.stringify(c)).toBe(401);
    }
    expect(platform.log).toHaveLength(0);
  });

  it('refuses a body that fails the protocol and opens a page for a good one', async () => {
    const bad = await launchRaw('KIDLAT', {
      raw: JSON.stringify({ ...launchBody('CASINO', 't'), currency: 'php' }),
      secret: SECRETS.KIDLAT,
    });
    expect(bad.status).toBe(400);
    const { path } = await launch('KIDLAT', 'RNG');
    const page = await fetch(`${vendorUrl}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    for (const id of ['vendor-balance', 'vendor-bet', 'vendor-result', 'vendor-error', 'vendor-stake'])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).not.toMatch(/<(link|img)\b|src=["']http/);
    expect((await fetch(`${vendorUrl}/play/nope`)).status).toBe(404);
  });
});
