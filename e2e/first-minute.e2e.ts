import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, screenshot, watchErrors } from './browser.ts';
import { layoutViewports, pageWidth } from './layout.ts';
import { openSignedIn } from './session.ts';

/**
 * A new player's first minute: every lottery entry opens the lottery (the lobby lists each game
 * with its draw and a live countdown, the vendor card opens its game), phones get a drawer and a
 * tab bar instead of the whole side menu under the footer, the home page shows the draws about
 * to close, hot games with their art and the latest results, and a lobby's recent strip keeps to
 * its own category (a failed launch is not a game played).
 */
const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const PASSWORD = 'Laro2026xyz';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const countdown = /^(\d+d )?(\d\d:)?\d\d:\d\d$/;

/** The draw cards on screen, with their countdowns, once they have loaded. */
async function drawCards(page: Page) {
  const cards = page.getByTestId('draw-card');
  await cards.first().waitFor();
  return cards.evaluateAll((els) =>
    els.map((el) => ({
      game: el.getAttribute('data-game') ?? '',
      href: el.getAttribute('href') ?? '',
      clock: el.querySelector('[data-testid="draw-countdown"] strong')?.textContent ?? '',
    })),
  );
}

async function signedInPage(viewport: { width: number; height: number }) {
  const username = `fm${Date.now().toString(36).slice(-6)}`;
  await admin(serverEnv, 'member', 'create', '--username', username, '--password', PASSWORD);
  const res = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const { token } = ((await res.json()) as { value: { token: string } }).value;
  const page = await browser.newPage({ viewport });
  await openSignedIn(page, baseUrl, { token });
  await page.getByTestId('balance').waitFor();
  return page;
}

describe('the lottery from every entry', () => {
  for (const [name, viewport] of Object.entries(layoutViewports)) {
    it(`lists the brand's draws with live countdowns from the menus and the home tiles at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(baseUrl);
      await page.getByTestId('home').waitFor();
      // the home tile of the lottery
      await page.locator('.category-tiles [data-category="LOTT"]').click();
      await page.waitForURL(/\/elott\?category=LOTT$/);
      const lott = await drawCards(page);
      expect(lott.length).toBeGreaterThan(3);
      expect(lott.map((c) => c.game)).toEqual(expect.arrayContaining(['HK6', 'VN_NORTH']));
      for (const c of lott) expect(c.clock).toMatch(countdown);
      expect(lott.find((c) => c.game === 'VN_NORTH')!.href).toBe('/vnlottery?gameCode=VN_NORTH');
      expect(lott.find((c) => c.game === 'HK6')!.href).toMatch(/^\/lottery\?gameCode=HK6&playType=\w+$/);
      // the countdown runs
      const first = page.getByTestId('draw-countdown').first().locator('strong');
      const before = await first.textContent();
      await expect.poll(() => first.textContent(), { timeout: 3000 }).not.toBe(before);

      // the side menu's E-Lottery item (a drawer on a phone)
      if (viewport.width < 900) await page.getByTestId('menu-button').click();
      await page.locator('nav.side-menu [data-category="ELOTT"]').click();
      await page.waitForURL(/\/elott\?category=ELOTT$/);
      await expect
        .poll(async () => (await drawCards(page)).map((c) => c.game).sort())
        .toEqual(['F11X5_3', 'LF_5', 'LHC_5', 'PK10_3', 'SSC1', 'SSC3', 'SSC5'].sort());
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `lottery-lobby-${name}`);

      // a card opens its game
      await page.locator('[data-testid="draw-card"][data-game="SSC3"]').click();
      await page.waitForURL(/\/lottery\?gameCode=SSC3&playType=/);
      expect(await page.getByTestId('gameCode').textContent()).toBe('SSC3');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("opens the lottery vendor's game from its card", async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    await page.goto(baseUrl);
    await page.getByTestId('vendor-lanes').locator('[data-vendor="PLOTTO"]').click();
    await page.waitForURL(/\/(lottery|vnlottery)\?gameCode=\w+/);
    const code = new URL(page.url()).searchParams.get('gameCode');
    expect(code).toBeTruthy();
    if (page.url().includes('/lottery?')) expect(await page.getByTestId('gameCode').textContent()).toBe(code);
    await page.close();
  });
});

describe('phone navigation', () => {
  it('gives a 390 px phone a drawer and a tab bar instead of the side menu under the footer', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/rng`);
    await page.getByTestId('lobby-RNG').waitFor();
    // the cards make the page as long as it gets: measure its end once they are in
    await page.getByTestId('game-grid').waitFor();
    const menu = page.locator('nav.side-menu');
    // closed: not on screen, not in the page's flow
    expect(await menu.isVisible()).toBe(false);
    const tabs = page.getByTestId('tab-bar');
    expect(await tabs.isVisible()).toBe(true);
    expect(await tabs.locator('a, button').count()).toBe(5);
    // the tab bar never hides the end of the page
    // (measured after each scroll: late card images can still lengthen the page after the first one)
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const bar = (await tabs.boundingBox())!;
          const copyright = (await page.locator('.footer__copyright').boundingBox())!;
          return copyright.y + copyright.height - (bar.y + 1);
        },
        { timeout: 15_000 },
      )
      .toBeLessThanOrEqual(0);

    // the drawer: opens from the menu button, holds the whole menu, closes on Escape and outside
    await page.getByTestId('menu-button').click();
    await expect.poll(() => menu.evaluate((m) => m.getBoundingClientRect().x)).toBe(0);
    expect(await menu.getByRole('link', { name: /promo/i }).isVisible()).toBe(true);
    expect(await page.getByTestId('menu-button').getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'drawer-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByTestId('menu-button').click();
    await page.locator('.drawer-backdrop').click({ position: { x: 370, y: 400 } });
    await expect.poll(() => menu.isVisible()).toBe(false);

    // the tab bar's lottery tab
    await tabs.locator('[data-tab="lottery"]').click();
    await page.waitForURL(/\/elott$/);
    await page.getByTestId('draw-card').first().waitFor();
    expect(await tabs.locator('[data-tab="lottery"]').getAttribute('aria-current')).toBe('page');
    // a guest's last tab asks for a login
    await tabs.locator('[data-tab="me"]').click();
    await page.locator('dialog[open]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the side menu and no tab bar on a desktop', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    await page.goto(baseUrl);
    await page.locator('nav.side-menu [data-category]').first().waitFor();
    expect(await page.locator('nav.side-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('tab-bar').isVisible()).toBe(false);
    expect(await page.getByTestId('menu-button').isVisible()).toBe(false);
    await page.close();
  });
});

describe('home page', () => {
  for (const [name, viewport] of Object.entries(layoutViewports)) {
    it(`shows the draws closing soon, hot games with art and the latest results at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(baseUrl);
      const soon = page.getByTestId('closing-soon');
      await soon.getByTestId('draw-card').first().waitFor();
      const cards = await drawCards(page);
      expect(cards.length).toBeGreaterThanOrEqual(3);
      for (const c of cards) expect(c.clock).toMatch(countdown);
      const hot = page.getByTestId('hot-games').locator('[data-testid="game-card"]:visible');
      await hot.first().waitFor();
      expect(await hot.count()).toBeGreaterThanOrEqual(6);
      await hot.first().scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            hot
              .first()
              .locator('img')
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          {
            timeout: 10_000,
          },
        )
        .toBeGreaterThan(0);
      // results come with the fast draws (every minute)
      await expect
        .poll(() => page.getByTestId('latest-results').locator('li').count(), {
          timeout: 90_000,
          interval: 1000,
        })
        .toBeGreaterThan(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `home-first-minute-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }
});

describe('recent games', () => {
  it("shows a lobby's own games only, and not a game whose launch failed", async () => {
    const page = await signedInPage(layoutViewports.desktop);
    // an in-house game opens
    await page.goto(`${baseUrl}/inhouse`);
    await page.getByTestId('game-card').first().locator('button').first().click();
    await page.waitForURL(/\/inhouse\/\w+/);
    // a slot's vendor does not answer here: the launch fails and is not a played game
    await page.goto(`${baseUrl}/rng`);
    await page.getByTestId('game-card').first().locator('button').first().click();
    await page.getByTestId('lobby-notice').waitFor();
    await page.reload();
    await page.getByTestId('game-grid').waitFor();
    expect(await page.getByTestId('recent-games').count()).toBe(0);
    await page.goto(`${baseUrl}/inhouse`);
    await expect.poll(() => page.getByTestId('recent-games').locator('li').count()).toBe(1);
    await page.close();
  });
});
