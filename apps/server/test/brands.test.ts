import { allModuleIds } from '@lotto/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliProcess } from './cli.ts';
import { engine, eventually, addSunBrand, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // a second brand on the same deployment, to prove brands never mix
  const db = t.store.db.kysely;
  const id = await addSunBrand(t.store, { maintenance: true });
  await db
    .insertInto('merchant_domains')
    .values({ merchant_id: id, host: 'sun.example', kind: 'primary', sort: 0 })
    .execute();
  await db
    .insertInto('banners')
    .values({
      merchant_id: id,
      group_name: 'w_home',
      title: '{"EN":"Sun banner"}',
      image_url: '/media/sun.svg',
      linkage_type: 0,
      linkage_value: '',
      sort: 0,
      enabled: 1,
    })
    .execute();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe(`brand resolution (${engine})`, () => {
  it('follows the Merchant header, then the host, then the default brand', async () => {
    expect((await get('/wps/system/status', { merchant: 'sun' })).info.whitelabel.name).toBe('Sun Lotto');
    expect((await get('/wps/system/status', { host: 'sun.example' })).info.whitelabel.name).toBe('Sun Lotto');
    expect((await get('/wps/system/status', { host: 'www.perlasplay.example' })).info.whitelabel.name).toBe(
      'Perlas Play',
    );
    expect((await get('/wps/system/status', { host: 'unknown.example' })).info.whitelabel.name).toBe(
      'Perlas Play',
    );
    // the header wins over the host
    expect(
      (await get('/wps/system/status', { host: 'sun.example', merchant: 'demo' })).info.whitelabel.name,
    ).toBe('Perlas Play');
  });

  it('keeps each brand to its own settings and content', async () => {
    const sun = await get('/wps/system/status', { merchant: 'sun' });
    expect(sun.systemStatus).toBe(1);
    expect(sun.maintenance.message).toBe('sun is closed');
    expect((await get('/wps/system/status')).systemStatus).toBe(0);
    const sunBanners = await get('/wps/relay/MCSFE_getListAnnouncements?types=B', { merchant: 'sun' });
    expect(sunBanners.banners.map((b: { title: string }) => b.title)).toEqual(['Sun banner']);
    const demoBanners = await get('/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=w_home');
    expect(demoBanners.banners).toHaveLength(3);
    expect(demoBanners.banners.some((b: { title: string }) => b.title === 'Sun banner')).toBe(false);
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('lists every module switch as nodes with enabled "1" or "0"', async () => {
    const tree = (await get('/wps/system/whitelabel')) as {
      modId: string;
      enabled: string;
      childrenNodes: { modId: string; enabled: string }[];
    }[];
    const ids = tree.flatMap((n) => [n.modId, ...n.childrenNodes.map((c) => c.modId)]);
    expect(ids.sort()).toEqual([...allModuleIds].sort());
    for (const spec of [
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'USERNAMEREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'DIRECTREG3',
      'CBS3',
    ]) {
      expect(ids).toContain(spec);
    }
    const direct = tree.flatMap((n) => n.childrenNodes).find((c) => c.modId === 'DIRECTREG3');
    expect(direct?.enabled).toBe('1');
  });

  it('reflects a module switched by the operator CLI', async () => {
    await adminCliProcess(t.store.env, 'module', 'DIRECTREG3', 'off');
    await eventually(async () => {
      const tree = (await get('/wps/system/whitelabel')) as {
        childrenNodes: { modId: string; enabled: string }[];
      }[];
      expect(tree.flatMap((n) => n.childrenNodes).find((c) => c.modId === 'DIRECTREG3')?.enabled).toBe('0');
    });
    await expect(adminCliProcess(t.store.env, 'module', 'NOPE3', 'on')).rejects.toThrow(/unknown module/);
  });
});

describe('GET /wps/system/setting/register', () => {
  it('gives each registration field its validation config', async () => {
    const v = await get('/wps/system/setting/register');
    expect(Object.keys(v).sort()).toEqual(
      [
        'username',
        'password',
        'payeeName',
        'paymentPassword',
        'qqNum',
        'line',
        'whatsapp',
        'zalo',
        'facebook',
        'wechat',
        'idNumber',
        'email',
        'mobileNum',
        'affiliateCode',
        'captcha',
        'recommenderId',
      ].sort(),
    );
    expect(v.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 2,
      minLength: 6,
      maxLength: 16,
    });
  });

  it('is edited by the operator CLI', async () => {
    await adminCliProcess(
      t.store.env,
      'register-field',
      'qqNum',
      '--enabled',
      'true',
      '--required',
      'true',
      '--pattern',
      '*',
      '--pattern-id',
      '7',
      '--min',
      '5',
      '--max',
      '11',
    );
    await eventually(async () =>
      expect((await get('/wps/system/setting/register')).qqNum).toEqual({
        enabled: true,
        required: true,
        acceptedPattern: '*',
        patternId: 7,
        minLength: 5,
        maxLength: 11,
      }),
    );
    await expect(
      adminCliProcess(
        t.store.env,
        'register-field',
        'qqNum',
        '--enabled',
        'true',
        '--required',
        'true',
        '--pattern-id',
        '7',
        '--min',
        '9',
        '--max',
        '3',
      ),
    ).rejects.toThrow();
  });
});

describe('GET /wps/system/domainRoute', () => {
  it("lists the brand's domains with speed 0", async () => {
    const v = await get('/wps/system/domainRoute');
    expect(v.domainList).toContainEqual({ domain: 'www.perlasplay.example', kind: 'mirror', speed: 0 });
    expect(v.domainList.every((d: { speed: number }) => d.speed === 0)).toBe(true);
    const sun = await get('/wps/system/domainRoute', { merchant: 'sun' });
    expect(sun.domainList).toEqual([{ domain: 'sun.example', kind: 'primary', speed: 0 }]);
  });
});

describe('demo content', () => {
  it('has a banner group for every route (docs/product/shell-and-routes.md#banner-groups), each image served', async () => {
    const v = await get('/wps/relay/MCSFE_getListAnnouncements?types=B');
    const groups = new Set(v.banners.map((b: { groupName: string }) => b.groupName));
    for (const g of [
      'w_home',
      'rng',
      'live',
      'fish',
      'pvp',
      'sports',
      'esports',
      'elott',
      'down',
      'promotions',
      'pointMall',
      'help',
      'register',
      'inhouse',
    ]) {
      expect(groups.has(g), g).toBe(true);
    }
    for (const b of v.banners as { url: string }[]) {
      const img = await t.app.inject({ url: b.url });
      expect(img.statusCode, b.url).toBe(200);
      expect(img.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('pages announcements 9 at a time by default', async () => {
    const v = await get('/wps/relay/MCSFE_getListAnnouncements?types=PL,PU,PR,H');
    expect(v.list.length).toBeGreaterThan(0);
    expect(v.list.length).toBeLessThanOrEqual(9);
    expect(v.totalPages).toBe(1);
    expect(v.popup.length).toBeGreaterThan(0);
  });
});
