import { describe, expect, it } from 'vitest';
import { engine } from './harness.ts';
import { app, ask, header, json, names, useStatusHttpApp } from './status-http-suite.ts';

/**
 * The status call's ETag over real HTTP (decision 006): strong, stable, 304 when If-None-Match
 * names it, and new when the brand's settings change; each call through every hook of the app.
 */
useStatusHttpApp();

describe(`status ETag (${engine})`, () => {
  it('is strong, and the same for the same answer', async () => {
    const first = await ask({ headers: ['language', 'EN'] });
    const etag = header(first, 'etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ask({ headers: ['language', 'EN'] });
    expect(header(again, 'etag')).toBe(etag);
    expect(again.body.equals(first.body)).toBe(true);
    // a HEAD names the same answer
    expect(header(await ask({ method: 'HEAD', headers: ['language', 'EN'] }), 'etag')).toBe(etag);
    // another language, visitor or brand is another answer
    const others = [
      await ask({ headers: ['language', 'TY'] }),
      await ask({ headers: ['language', 'EN', 'x-forwarded-for', '8.8.8.8'] }),
      await ask({ headers: ['merchant', 'sun'] }),
    ].map((a) => header(a, 'etag'));
    expect(new Set([etag, ...others]).size).toBe(4);
  });

  it('answers 304 with no body when If-None-Match names it, with the same ETag and headers', async () => {
    const full = await ask({ headers: ['language', 'EN'] });
    const etag = header(full, 'etag')!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await ask({ headers: ['language', 'EN', 'if-none-match', inm] });
      expect(cached.status, inm).toBe(304);
      expect(cached.body.length, inm).toBe(0);
      expect(header(cached, 'etag'), inm).toBe(etag);
      expect(names(cached), inm).toEqual([
        'x-content-type-options',
        'strict-transport-security',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-resource-policy',
        'x-request-id',
        'etag',
        'connection',
        'keep-alive',
      ]);
    }
    expect((await ask({ method: 'HEAD', headers: ['language', 'EN', 'if-none-match', etag] })).status).toBe(
      304,
    );
    // another answer's tag, or this one's for another language, gets the whole answer
    for (const headers of [
      ['language', 'EN', 'if-none-match', '"other"'],
      ['language', 'TY', 'if-none-match', etag],
    ]) {
      const whole = await ask({ headers });
      expect(whole.status).toBe(200);
      expect(json(whole)).toMatchObject({ success: true });
    }
  });

  it('changes when a brand setting in the answer changes, and the old tag gets the new answer', async () => {
    const { admin, brands } = app.platform;
    const before = await ask({ headers: ['merchant', 'sun'] });
    const old = header(before, 'etag')!;
    await admin.patchSettings('sun', { name: 'Sun Lotto 2' });
    brands.invalidate();
    const after = await ask({ headers: ['merchant', 'sun', 'if-none-match', old] });
    expect(after.status).toBe(200);
    expect(json(after)).toMatchObject({ value: { info: { whitelabel: { name: 'Sun Lotto 2' } } } });
    expect(header(after, 'etag')).not.toBe(old);
    const unchanged = await ask({ headers: ['merchant', 'sun', 'if-none-match', header(after, 'etag')!] });
    expect(unchanged.status).toBe(304);
    await admin.patchSettings('sun', { name: 'Sun Lotto' });
    brands.invalidate();
    expect(header(await ask({ headers: ['merchant', 'sun'] }), 'etag')).toBe(old);
  });
});
