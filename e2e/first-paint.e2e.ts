import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot } from './browser.ts';
import { layoutViewports } from './layout.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Holds every status call until `release` is called, as a slow link or a busy server would. */
async function holdStatus(page: Page) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/wps/system/status**', async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Layout shifts the page went through, without those right after input, as CLS counts them. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
    w.shifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        const sources = e.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}.${el.className}` : '?';
        });
        w.shifts.push({ value: e.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The shifts recorded so far; their sum bounds CLS (which counts the worst window of them). */
const cumulativeShift = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
    return w.shifts;
  });

describe('first visit speed in Chromium', () => {
  it('shows the header from the cached brand status while a slow status call is still out', async () => {
    const context = await browser.newContext({ viewport: layoutViewports.phone });
    const page = await context.newPage();
    // A first visit: nothing cached, so the page waits for the status as before.
    await page.goto(baseUrl);
    await page.getByTestId('home').waitFor();
    await page.waitForFunction(() => localStorage.getItem('brandStatus')?.includes('Perlas Play'));

    const status = await holdStatus(page);
    await page.reload();
    // The header (with the brand's logo) and the home page render while the status is held.
    await page.locator('header.header .header__logo img').waitFor({ timeout: 10_000 });
    await page.getByTestId('home').waitFor();
    expect(status.held()).toBeGreaterThan(0);
    expect(await page.locator('#boot').count()).toBe(0);
    await screenshot(page, 'first-paint-cached-status-phone');
    status.release();
    await context.close();
  });

  it('paints the static header before any script has run on a first visit', async () => {
    const context = await browser.newContext({ viewport: layoutViewports.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl);
    const logo = page.locator('#boot .boot__logo');
    // The demo logo is small: it comes inside the document.
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await logo.isVisible()).toBe(true);
    expect(await page.title()).toBe('Perlas Play');
    await context.close();
  });

  for (const route of ['/', '/lottery', '/vnlottery', '/rng']) {
    it(`keeps layout shift on ${route} at or below 0.1 at 390 px`, async () => {
      const context = await browser.newContext({ viewport: layoutViewports.phone });
      const page = await context.newPage();
      await recordShifts(page);
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
      await page.locator('main#content').waitFor();
      // Lobby data, draws and images arrive after load: give them time to land and move things.
      await page.waitForTimeout(3000);
      const shifts = await cumulativeShift(page);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.1);
      await context.close();
    });
  }
});
