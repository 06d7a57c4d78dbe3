import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, viewports, watchErrors } from './browser.ts';

/** Theme, banners and modals, customer service, languages beyond TY and EN, and chunks that fail to load. */
let browser: Browser;
const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * Opens the side menu's customer-services group. Clicks until it shows as open: a click that
 * lands before the page has hydrated does nothing, and the group's items would never appear.
 */
async function openCustomerServices(menu: Locator): Promise<void> {
  const group = menu.getByRole('button', { name: /^mga customer service$|^customer services$/i });
  await expect
    .poll(
      async () => {
        if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
        return group.getAttribute('aria-expanded');
      },
      { timeout: 15_000 },
    )
    .toBe('true');
}

describe('theme, banners and modals', () => {
  it('keeps the chosen theme across a reload', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.locator('header.header').getByRole('button', { name: /light/i }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.reload();
    await page.locator('header.header').waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.close();
  });

  it('advances the banner after 5 seconds', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(baseUrl);
    const carousel = page.locator('.banner-carousel[data-group="w_home"]');
    await carousel.locator('img').first().waitFor();
    expect(await carousel.getAttribute('data-index')).toBe('0');
    await page.mouse.move(0, 800); // keep the pointer off the carousel, which pauses it
    await page.waitForTimeout(5600);
    expect(await carousel.getAttribute('data-index')).toBe('1');
    await page.close();
  });

  it('opens every modal and closes it with Escape, returning focus', everyModalTrapsFocus);

  it('opens each of the eight modals from a deep link and closes it with Escape', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    const names = [
      'loginPopupModal',
      'forgetPassModal',
      'changePassModal',
      'downModal',
      'registerModal',
      'noticeModal',
      'helpModal',
      'gamePopup',
    ];
    for (const name of names) {
      const extra = name === 'gamePopup' ? `&url=${encodeURIComponent(`${baseUrl}/helpmc`)}` : '';
      await page.goto(`${baseUrl}/?modal=${name}${extra}`);
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      const width = await dialog.evaluate((d) => d.getBoundingClientRect().width);
      expect(width, `${name} fits a 360 px screen`).toBeLessThanOrEqual(360);
      if (name === 'gamePopup') await dialog.locator('iframe').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).search, name).toBe('');
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows announcements 9 per page with a detail pane', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(baseUrl);
    const menu = page.locator('nav.side-menu');
    await openCustomerServices(menu);
    await menu.getByRole('button', { name: /anunsyo|announcements/i }).click();
    const items = page.locator('dialog[open] .notice__list li');
    await items.first().waitFor();
    expect(await items.count()).toBeLessThanOrEqual(9);
    await items.nth(1).locator('button').click();
    expect(await page.locator('dialog[open] .notice__detail h3').textContent()).toBe(
      await items.nth(1).locator('span').textContent(),
    );
    await page.close();
  });
});

describe('customer service', () => {
  it('opens a 440x500 window on the help centre for a guest (live chat needs a member)', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(baseUrl);
    const menu = page.locator('nav.side-menu');
    await openCustomerServices(menu);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      menu.getByRole('button', { name: /^customer service$/i }).click(),
    ]);
    await popup.waitForURL(/\/helpmc$/);
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([440, 500]);
    await page.close();
  });

  it('says so when the popup is blocked', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`${baseUrl}/rng`);
    const menu = page.locator('nav.side-menu');
    await openCustomerServices(menu);
    await menu.getByRole('button', { name: /^customer service$/i }).click();
    expect(await page.getByRole('status').textContent()).toMatch(/popup/i);
    await page.close();
  });
});

describe('languages beyond TY and EN', () => {
  it('load their shell strings when the brand offers them', async () => {
    await admin(serverEnv, 'brand', 'set', '{"supportLanguages":["TY","EN","VI","CN"]}');
    try {
      const page = await browser.newPage({ viewport: viewports.desktop });
      const errors = watchErrors(page);
      await page.goto(baseUrl);
      const langs = page.locator('.side-menu__langs');
      await langs.getByRole('button', { name: 'Tiếng Việt' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'vi');
      expect(await page.locator('nav.side-menu').textContent()).toContain('Khuyến mãi');
      await langs.getByRole('button', { name: '简体中文' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
      await page.reload();
      await page.locator('nav.side-menu').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('CN');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await admin(serverEnv, 'brand', 'set', '{"supportLanguages":["TY","EN"]}');
    }
  });
});

describe('robustness', () => {
  it('shows the chunk-load error inside the shell when a page chunk fails', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.route(/\/assets\/pointMall-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/pointMall`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Hindi ma-load ang page/);
    expect(await page.locator('header.header').count()).toBe(1);
    await page.close();
  });

  it('shows the CSS-chunk error when a page stylesheet fails and still renders the page', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    let aborted = 0;
    await page.route(/\/assets\/lottery-[^/]+\.css$/, (route) => {
      aborted += 1;
      return route.abort();
    });
    await page.goto(`${baseUrl}/lottery?gameCode=SSC1&playType=5X`);
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/Hindi ma-load ang style ng pahina/);
    expect(aborted).toBeGreaterThan(0);
    expect(await page.getByTestId('gameCode').textContent()).toBe('SSC1');
    await page.close();
  });
});

async function everyModalTrapsFocus() {
  const page = await browser.newPage({ viewport: viewports.desktop });
  const errors = watchErrors(page);
  await page.goto(baseUrl);
  const menu = page.locator('nav.side-menu');
  await menu.waitFor();
  const openers: [string, () => Promise<void>][] = [
    [
      'login',
      () =>
        page
          .locator('header.header')
          .getByRole('button', { name: /^Mag-login$|^Login$/ })
          .click(),
    ],
    ['download', () => menu.getByRole('button', { name: /app/i }).click()],
    [
      'announcements',
      async () => {
        await openCustomerServices(menu);
        await menu.getByRole('button', { name: /anunsyo|announcements/i }).click();
      },
    ],
    ['help', () => menu.getByRole('button', { name: /sentro ng tulong|help centre/i }).click()],
  ];
  openers.push([
    'forgot password',
    async () => {
      await page
        .locator('header.header')
        .getByRole('button', { name: /^Mag-login$|^Login$/ })
        .click();
      await page
        .locator('dialog[open]')
        .getByRole('button', { name: /nakalimutan|forgot/i })
        .click();
    },
  ]);
  for (const [name, open] of openers) {
    await open();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${name} traps focus`).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.tagName), `${name} returns focus`).toBe(
      'BUTTON',
    );
  }
  expect(errors).toEqual([]);
  await page.close();
}
