import { okEnvelope, zGameVendorValue, type GameVendorValue } from '@lotto/contracts';
import { demoSettings } from '../src/seed/demo-settings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpConfigRev } from '../src/modules/brand/repo.ts';
import { engine, eventually, addSunBrand, startTestApp, type TestApp } from './harness.ts';

const URL = '/wps/relay/GCSGAME_newGameVendor';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  // a second brand with a vendor of its own, to prove brands never mix
  const db = t.store.db.kysely;
  const id = await addSunBrand(t.store);
  await db
    .insertInto('vendors')
    .values({
      merchant_id: id,
      code: 'SUNLIVE',
      category: 'LIVE',
      display_name: '{"EN":"Sun Live"}',
      account_type_name: 'SUNLIVE',
      vassalage: 'SUNLIVE',
      small_icon: '',
      h5_icon: '',
      is_hot: 0,
      game_classify: 'live',
      is_game: 1,
      sort: 0,
      enabled: 1,
      maintenance: 0,
    })
    .execute();
});
afterAll(() => t.close());

const lanesOf = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: URL, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: GameVendorValue }>().value.data.lanes;
};
const titles = (lanes: GameVendorValue['data']['lanes']) => lanes.map((l) => l.title);
const codesIn = (lanes: GameVendorValue['data']['lanes'], title: string) =>
  lanes.find((l) => l.title === title)?.cards.map((c) => c.vendor);

const setVendors = (codes: string[], enabled: 0 | 1) =>
  t.store.db.kysely
    .updateTable('vendors')
    .set({ enabled })
    .where('code', 'in', codes)
    .where('merchant_id', '=', (eb) => eb.selectFrom('merchants').select('id').where('code', '=', 'demo'))
    .execute();

const setDemoSettings = async (patch: Partial<typeof demoSettings>) => {
  await t.store.db.kysely
    .updateTable('merchants')
    .set({ settings: JSON.stringify({ ...demoSettings, ...patch }) })
    .where('code', '=', 'demo')
    .execute();
  t.app.platform.brands.invalidate();
};

describe(`GET ${URL} (${engine})`, () => {
  it('lists the demo brand’s vendors as lanes in category order', async () => {
    const lanes = await lanesOf();
    expect(titles(lanes)).toEqual([
      'LOTT',
      'ELOTT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'RNG',
      'FISH',
      'PVP',
      'INHOUSE',
    ]);
    for (const lane of lanes) expect(lane.gameType).toBe(lane.title);
    expect(codesIn(lanes, 'INHOUSE')).toEqual(['XGS', 'SS']);

    const cards = lanes.flatMap((l) => l.cards);
    expect(cards.length).toBeGreaterThanOrEqual(9);
    const card = (code: string) => cards.find((c) => c.vendor === code)!;
    expect(card('PLOTTO').accountTypeName).toBe('LOTT');
    expect(card('AURORA').accountTypeName).toBe('ELOTT');
    expect(card('KIDLAT')).toMatchObject({ accountTypeName: 'KIDLAT', vassalage: 'KIDLAT', isGame: 0 });
    expect(cards.filter((c) => c.isHot === 1).map((c) => c.vendor)).toEqual(['KIDLAT']);
    for (const c of cards) {
      expect(c.smallIcon).toMatch(/^\/media\/demo\/provider-[a-z]+\.svg$/);
      const icon = await t.app.inject({ url: c.h5Icon });
      expect(icon.statusCode, c.h5Icon).toBe(200);
    }
  });

  it('answers as the contract says, with the query existing clients send', async () => {
    for (const query of ['', '?platform=html5-desktop', '?platform=html5-desktop&language=EN']) {
      const res = await t.app.inject({ url: `${URL}${query}` });
      expect(res.statusCode).toBe(200);
      expect(okEnvelope(zGameVendorValue).safeParse(res.json()).success).toBe(true);
    }
    const bad = await t.app.inject({ url: `${URL}?nope=1` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
  });

  it('lists SPORTS vendors named in the brand’s esportsProviders under ESPORTS', async () => {
    const lanes = await lanesOf();
    expect(codesIn(lanes, 'SPORTS')).toEqual(['ARENA']);
    expect(codesIn(lanes, 'ESPORTS')).toEqual(['IA', 'TF']);

    // the split follows the brand setting, not the stored category
    await setDemoSettings({ esportsProviders: ['IA'] });
    const changed = await lanesOf();
    expect(codesIn(changed, 'SPORTS')).toEqual(['ARENA', 'TF']);
    expect(codesIn(changed, 'ESPORTS')).toEqual(['IA']);

    await setDemoSettings({ esportsProviders: [] });
    expect(titles(await lanesOf())).not.toContain('ESPORTS');
    await setDemoSettings({});
  });

  it('names vendors in the Language header’s language, else the brand default (TY)', async () => {
    const name = (lanes: GameVendorValue['data']['lanes']) =>
      lanes.find((l) => l.title === 'LOTT')?.cards[0]?.displayName;
    expect(name(await lanesOf({ language: 'EN' }))).toBe('Perlas Lottery');
    expect(name(await lanesOf({ language: 'TY' }))).toBe('Loterya ng Perlas');
    expect(name(await lanesOf())).toBe('Loterya ng Perlas');
    expect(name(await lanesOf({ language: 'KO' }))).toBe('Loterya ng Perlas');
    // the cache is per language: EN again after TY
    expect(name(await lanesOf({ language: 'EN' }))).toBe('Perlas Lottery');
  });

  it('drops a category once its vendors are disabled, and brings it back', async () => {
    await lanesOf(); // fill the cache first, so the change has to get past it
    await setVendors(['DAGAT'], 0);
    await setVendors(['SS'], 0);
    t.app.platform.brands.invalidate();
    const lanes = await lanesOf();
    expect(titles(lanes)).not.toContain('FISH');
    expect(codesIn(lanes, 'INHOUSE')).toEqual(['XGS']);
    expect(titles(lanes)).toHaveLength(8);

    // another process's change arrives through the config revision, as brand settings do
    await setVendors(['DAGAT', 'SS'], 1);
    await bumpConfigRev(t.store.db.kysely);
    await eventually(async () => {
      const again = await lanesOf();
      expect(codesIn(again, 'FISH')).toEqual(['DAGAT']);
      expect(codesIn(again, 'INHOUSE')).toEqual(['XGS', 'SS']);
    });
  });

  it('keeps each brand to its own vendors', async () => {
    const sun = await lanesOf({ merchant: 'sun' });
    expect(sun).toEqual([
      {
        title: 'LIVE',
        gameType: 'LIVE',
        cards: [expect.objectContaining({ vendor: 'SUNLIVE', displayName: 'Sun Live' })],
      },
    ]);
    const demo = (await lanesOf()).flatMap((l) => l.cards.map((c) => c.vendor));
    expect(demo).not.toContain('SUNLIVE');
    expect(demo).toContain('BAYANI');
  });
});
