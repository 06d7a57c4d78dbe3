import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliProcess } from './cli.ts';
import { engine, eventually, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const status = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/status?url=localhost', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe(`GET /wps/system/status (${engine})`, () => {
  it('answers systemStatus 0 with location and brand info for an allowed visitor', async () => {
    const body = await status({ 'x-forwarded-for': '8.8.8.8' });
    expect(body.success).toBe(true);
    expect(body.value.systemStatus).toBe(0);
    expect(body.value.permission).toBe(true);
    expect(body.value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
    const info = body.value.info;
    expect(info.whitelabel).toMatchObject({ merchant: 'demo', defaultLang: 'TY', device: 'WEB' });
    expect(info.whitelabel.supportLanguages).toEqual(['TY', 'EN']);
    expect(info.resources.map((r: { resourceType: string }) => r.resourceType).sort()).toEqual(
      [
        'AFFILIATELINK',
        'Android',
        'FACEBOOK',
        'INSTAGRAM',
        'MOBILECONFIG',
        'SpeedTest',
        'TELEGRAM',
        'USDJUMP',
        'WHATSAPP',
      ].sort(),
    );
    expect(info.customerService.map((c: { csType: string }) => c.csType)).toEqual(['LIVECHAT', 'VIP']);
    expect(info).toHaveProperty('analytics.gtagId');
    expect(Array.isArray(info.imageCDNs) && Array.isArray(info.launchGameCDNs)).toBe(true);
  });

  it('answers texts in the asked language, else the brand default (TY)', async () => {
    const label = (b: { value: { info: { resources: { resourceType: string; labelName: string }[] } } }) =>
      b.value.info.resources.find((r) => r.resourceType === 'USDJUMP')?.labelName;
    expect(label(await status({ language: 'EN' }))).toBe('USDT guide');
    expect(label(await status())).toBe('Gabay sa USDT');
    expect(label(await status({ language: 'KO' }))).toBe('Gabay sa USDT');
  });

  it('answers 1 after the operator CLI switches maintenance on, and 0 after it is off', async () => {
    await adminCliProcess(t.store.env, 'maintenance', 'on', '--message', 'Back at 04:00');
    const on = await eventually(async () => {
      const b = await status();
      expect(b.value.systemStatus).toBe(1);
      return b;
    });
    expect(on.value.maintenance).toEqual({ enabled: true, message: 'Back at 04:00' });
    expect(on.value.permission).toBe(false);
    await adminCliProcess(t.store.env, 'maintenance', 'off');
    await eventually(async () => expect((await status()).value.systemStatus).toBe(0));
  });

  it('answers 2 for a blocked country and for a blocked IP, decided by geoip', async () => {
    await t.app.platform.admin.restrict('demo', { kind: 'block_country', value: 'US' });
    t.app.platform.brands.invalidate();
    const us = await status({ 'x-forwarded-for': '8.8.8.8' });
    expect(us.value.systemStatus).toBe(2);
    expect(us.value.regionRestriction).toBe(true);
    expect(us.value.location.country).toBe('US');
    // a visitor from elsewhere still gets in
    const jp = await status({ 'x-forwarded-for': '133.242.0.1' });
    expect(jp.value.location.country).toBe('JP');
    expect(jp.value.systemStatus).toBe(0);
    await t.app.platform.admin.restrict('demo', { kind: 'block_country', value: 'US', remove: true });

    await adminCliProcess(t.store.env, 'restrict', 'block-ip', '203.0.113.0/24');
    await eventually(async () =>
      expect((await status({ 'x-forwarded-for': '203.0.113.77' })).value.systemStatus).toBe(2),
    );
    expect((await status({ 'x-forwarded-for': '203.0.114.1' })).value.systemStatus).toBe(0);
    await adminCliProcess(t.store.env, 'restrict', 'block-ip', '203.0.113.0/24', '--remove');
    await eventually(async () =>
      expect((await status({ 'x-forwarded-for': '203.0.113.77' })).value.systemStatus).toBe(0),
    );
  });

  it('with a country allow-list, restricts every other country; an allowed IP passes everything', async () => {
    const { admin, brands } = t.app.platform;
    await admin.restrict('demo', { kind: 'allow_country', value: 'PH' });
    brands.invalidate();
    expect((await status({ 'x-forwarded-for': '8.8.8.8' })).value.systemStatus).toBe(2);
    await admin.restrict('demo', { kind: 'allow_ip', value: '8.8.8.8' });
    await admin.setMaintenance('demo', { on: true });
    brands.invalidate();
    expect((await status({ 'x-forwarded-for': '8.8.8.8' })).value.systemStatus).toBe(0);
    expect((await status({ 'x-forwarded-for': '8.8.4.4' })).value.systemStatus).toBe(1);
    await admin.setMaintenance('demo', { on: false });
    await admin.restrict('demo', { kind: 'allow_ip', value: '8.8.8.8', remove: true });
    await admin.restrict('demo', { kind: 'allow_country', value: 'PH', remove: true });
    brands.invalidate();
    expect((await status({ 'x-forwarded-for': '8.8.8.8' })).value.systemStatus).toBe(0);
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored unless the connection comes from a trusted proxy', async () => {
    const untrusting = await startTestApp({ TRUSTED_PROXIES: '' });
    try {
      await untrusting.app.platform.admin.restrict('demo', { kind: 'block_country', value: 'US' });
      untrusting.app.platform.brands.invalidate();
      const res = await untrusting.app.inject({
        url: '/wps/system/status',
        headers: { 'x-forwarded-for': '8.8.8.8' },
      });
      expect(res.json().value.location.ip).toBe('127.0.0.1');
      expect(res.json().value.systemStatus).toBe(0);
    } finally {
      await untrusting.close();
    }
  });
});

describe('status query', () => {
  it('accepts `url` alone or nothing, and refuses anything else as before (fast path and zod agree)', async () => {
    const code = async (query: string) =>
      (await t.app.inject({ url: `/wps/system/status${query}` })).statusCode;
    expect(await code('')).toBe(200);
    expect(await code('?')).toBe(200);
    expect(await code('?url=localhost')).toBe(200);
    expect(await code('?url=')).toBe(200);
    expect(await code(`?url=${'a'.repeat(2048)}`)).toBe(200);
    expect(await code(`?url=${'a'.repeat(2049)}`)).toBe(400);
    expect(await code('?url=a&url=b')).toBe(400);
    expect(await code('?foo=1')).toBe(400);
    expect(await code('?url=a&foo=1')).toBe(400);
    expect(await code('?foo=1&url=a')).toBe(400);
    const refused = await t.app.inject({ url: '/wps/system/status?foo=1' });
    expect(refused.json()).toMatchObject({ success: false, code: 'request.invalid' });
  });
});

describe('status answer', () => {
  it('is the same document as the schema-checked object, byte for byte', async () => {
    const { zStatusValue } = await import('@lotto/contracts');
    const { systemStatus } = await import('../src/modules/system/service.ts');
    const { geo } = await import('./harness.ts');
    for (const lang of ['TY', 'EN']) {
      const res = await t.app.inject({
        url: '/wps/system/status',
        headers: { language: lang, 'x-forwarded-for': '8.8.8.8' },
      });
      const brand = await t.app.platform.brands.byCode('demo');
      const expected = {
        success: true,
        value: zStatusValue.parse(systemStatus(brand!, { ip: '8.8.8.8', geo, lang })),
      };
      expect(res.body).toBe(JSON.stringify(expected));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('leaves the footer and the country list to their own cached calls', async () => {
    const footer = await t.app.inject({ url: '/wps/system/footer', headers: { language: 'EN' } });
    expect(footer.json().value).toMatchObject({
      minAge: 21,
      copyright: expect.stringContaining('Perlas Play'),
    });
    expect(footer.json().value.responsibility).toMatch(/21 or older/);
    expect(footer.json().value.providers.length).toBeGreaterThan(5);
    expect(footer.headers['cache-control']).toContain('max-age');
    const countries = await t.app.inject({ url: '/wps/system/countries' });
    expect(countries.json().value).toContainEqual({ countryCode: 'PH', countryDialingCode: '63' });
  });
});
