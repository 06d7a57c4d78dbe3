import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';

/** The shell of every route: its parts, the side menu, the screens, the status pages, the route guard. */
let browser: Browser;
const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

type Parts = { header: boolean; banner: boolean; footer: boolean; sideMenu: boolean };
const P = (flags: string): Parts => ({
  header: flags.includes('H'),
  banner: flags.includes('B'),
  footer: flags.includes('F'),
  sideMenu: flags.includes('S'),
});

/** The route table (docs/product/shell-and-routes.md#routes): path and its shell parts. */
const routes: [string, Parts][] = [
  ['/', P('HBFS')],
  ['/index', P('HBFS')],
  ['/index.html', P('HBFS')],
  ['/home', P('HBFS')],
  ['/register', P('HB')],
  ['/register.html', P('HB')],
  ['/pointMall', P('HBF')],
  ['/lottery?gameCode=SSC1&playType=5X', P('H')],
  ['/vnlottery?gameCode=VNN', P('')],
  ['/vnlottery?gameCode=VNN&bars=1', P('HS')],
  ['/rng', P('HBFS')],
  ['/pvp', P('HBFS')],
  ['/live', P('HBFS')],
  ['/fish', P('HBFS')],
  ['/sports', P('HBFS')],
  ['/esports', P('HBFS')],
  ['/inhouse', P('HBFS')],
  ['/elott', P('HBFS')],
  ['/promotions', P('HFS')],
  ['/promotions/3', P('HFS')],
  ['/seamless', P('')],
  ['/seamless?bars=1', P('HS')],
  ['/helpmc', P('')],
  ['/down', P('')],
  ['/game', P('H')],
  ['/help', P('')],
];

/** Pages that hold a live event stream open: the network is never idle there. */
const LIVE_PAGES: Record<string, string> = { '/lottery': 'lt-draw', '/vnlottery': 'vn-drawbar' };

async function partsOf(page: Page, path: string): Promise<Parts> {
  await page.locator('main').first().waitFor();
  const live = LIVE_PAGES[path.split('?')[0]!];
  if (live) await page.getByTestId(live).waitFor();
  else await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    header: document.querySelector('header.header') !== null,
    banner: document.querySelector('.shell__main > .banner-carousel') !== null,
    footer: document.querySelector('footer.footer') !== null,
    sideMenu: document.querySelector('nav.side-menu') !== null,
  }));
}

describe('every route has exactly its shell parts', () => {
  for (const viewport of Object.values(viewports)) {
    it(`at ${viewport.width}px, with no console errors`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      for (const [path, parts] of routes) {
        await page.goto(`${baseUrl}${path}`);
        expect(await partsOf(page, path), path).toEqual(parts);
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('keeps query parameters for the lottery routes', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/lottery?gameCode=SSC1&playType=SSC_2F_STRAIGHT`);
    expect(await page.getByTestId('gameCode').textContent()).toBe('SSC1');
    await page.getByTestId('lt-play-SSC_2F_STRAIGHT').and(page.locator('[aria-pressed="true"]')).waitFor();
    await page.close();
  });
});

describe('side menu', () => {
  it('lists only categories that have vendors and navigates to their lobby', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(baseUrl);
    const menu = page.locator('nav.side-menu');
    await menu.locator('[data-category]').first().waitFor();
    const categories = await menu
      .locator('[data-category]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(categories).toEqual(expect.arrayContaining(['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP']));
    await menu.locator('[data-category="FISH"]').click();
    await page.waitForURL(`${baseUrl}/fish`);
    await page.getByTestId('lobby-FISH').waitFor();
    await page.close();
  });
});

describe('screens', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`home, a lobby and register at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport });
      for (const [shot, path] of [
        ['home', '/'],
        ['lobby', '/rng'],
        ['register', '/register'],
      ]) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `${shot}-${name}`);
      }
      await page.close();
    });
  }
});

describe('status pages', () => {
  it('shows the maintenance page while maintenance is on', async () => {
    await admin(serverEnv, 'maintenance', 'on', '--message', 'Back soon');
    try {
      for (const [name, viewport] of Object.entries(viewports)) {
        const page = await browser.newPage({ viewport });
        await page.goto(`${baseUrl}/rng`);
        await page.getByTestId('maintenance-page').waitFor();
        expect(await page.textContent('h1')).toMatch(/Nasa Maintenance ang Sistema/);
        expect(await page.textContent('body')).toContain('HINDI PINAPAYAGAN ANG PAGBISITA');
        await screenshot(page, `maintenance-${name}`);
        await page.close();
      }
    } finally {
      await admin(serverEnv, 'maintenance', 'off');
    }
  });

  it('shows the IP restriction page with the visitor IP and country', async () => {
    await admin(serverEnv, 'restrict', 'block-ip', '127.0.0.1');
    try {
      for (const [name, viewport] of Object.entries(viewports)) {
        const page = await browser.newPage({ viewport });
        await page.goto(baseUrl);
        await page.getByTestId('restriction-page').waitFor();
        expect(await page.textContent('body')).toContain('127.0.0.1');
        await screenshot(page, `restriction-${name}`);
        await page.close();
      }
    } finally {
      await admin(serverEnv, 'restrict', 'block-ip', '127.0.0.1', '--remove');
    }
  });
});

describe('route guard (loginedToHomePage)', () => {
  it('sends visitors without a session to /login, except on the open paths', async () => {
    await admin(serverEnv, 'brand', 'set', '{"loginedToHomePage":true}');
    try {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/rng`);
      await page.waitForURL(`${baseUrl}/login`);
      for (const open of ['/register', '/helpmc', '/download']) {
        await page.goto(`${baseUrl}${open}`);
        await page.locator('main').first().waitFor();
        expect(new URL(page.url()).pathname).toBe(open);
      }
      await page.close();
    } finally {
      await admin(serverEnv, 'brand', 'set', '{"loginedToHomePage":false}');
    }
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/rng`);
    await page.getByTestId('lobby-RNG').waitFor();
    expect(new URL(page.url()).pathname).toBe('/rng');
    await page.close();
  });
});
