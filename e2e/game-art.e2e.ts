import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot, watchErrors } from './browser.ts';
import { layoutViewports } from './layout.ts';

/**
 * Game art in Chromium: every card of the /rng lobby shows its own tile (loaded, one source
 * per game, width and height on the element) and nothing moves while the tiles arrive; the
 * in-house slot's reels are drawn pictures, not emoji.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Starts summing layout shifts (the CLS score) from now on, as a page's visitor would feel them. */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { artShift: number };
    w.artShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.artShift += e.value;
    }).observe({ type: 'layout-shift' });
  });

type Art = { src: string | null; width: string | null; height: string | null; loaded: boolean };
const cardArt = (page: Page) =>
  page
    .getByTestId('game-grid')
    .locator('[data-testid="game-card"] img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img): Art => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loaded: img.complete && img.naturalWidth > 0,
      })),
    );

describe('game art', () => {
  for (const [name, viewport] of Object.entries(layoutViewports)) {
    it(`shows each /rng card its own tile at ${viewport.width}px without moving the page`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      // hold the tiles back until the lobby has settled, to measure only what their arrival moves
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/media/games/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseUrl}/rng`);
      const cards = page.getByTestId('game-grid').getByTestId('game-card');
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(42);
      await page.waitForTimeout(800);

      const before = await cardArt(page);
      expect(before.every((a) => a.width === '200' && a.height === '200')).toBe(true);
      await watchShifts(page);
      release();

      // the cards near the screen load (the rest wait for a scroll): each its own picture
      await expect
        .poll(async () => (await cardArt(page)).filter((a) => a.loaded).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(4);
      await page.waitForTimeout(300);
      const after = await cardArt(page);
      const loaded = after.filter((a) => a.loaded);
      expect(after.filter((a) => a.src !== null && !a.loaded)).toEqual([]);
      expect(new Set(loaded.map((a) => a.src)).size).toBe(loaded.length);
      expect(loaded.every((a) => /^\/media\/games\/KIDLAT\/KIDLAT-\d{4}\.svg$/.test(a.src ?? ''))).toBe(true);
      const shift = await page.evaluate(() => (window as unknown as { artShift: number }).artShift);
      expect(shift).toBeLessThan(0.02);

      await screenshot(page, `art-lobby-rng-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`draws the in-house slot's symbols at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${baseUrl}/inhouse/slot`);
      const symbols = page.getByTestId('slot-grid').locator('.ih-symbol');
      await expect.poll(() => symbols.count(), { timeout: 10_000 }).toBe(15);
      const shown = await symbols.evaluateAll((els) =>
        els.map((el) => ({
          symbol: el.getAttribute('data-symbol'),
          art: el.querySelector('svg')?.getAttribute('data-art') ?? null,
          text: el.textContent?.trim() ?? '',
          width: el.querySelector('svg')?.getBoundingClientRect().width ?? 0,
        })),
      );
      // a picture per symbol, the right one, and no letters or emoji standing in for it
      expect(shown.every((s) => s.art === s.symbol && s.text === '' && s.width > 16)).toBe(true);
      expect(new Set(shown.map((s) => s.art))).toEqual(new Set(['W', 'A', 'B', 'C', 'D', 'E']));
      await screenshot(page, `art-inhouse-slot-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows the home page's hot games in their own art, every image sized, at ${viewport.width}px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(baseUrl);
      const hot = page.getByTestId('hot-games').locator('img');
      await expect.poll(() => hot.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await page.getByTestId('hot-games').scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            hot.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.naturalWidth > 0).length),
          {
            timeout: 10_000,
          },
        )
        .toBeGreaterThan(0);
      const art = await hot.evaluateAll((imgs) =>
        imgs.map((i) => ({
          src: i.getAttribute('src'),
          w: i.getAttribute('width'),
          h: i.getAttribute('height'),
        })),
      );
      expect(art.every((a) => a.w === '200' && a.h === '200')).toBe(true);
      const shown = art.flatMap((a) => (a.src ? [a.src] : []));
      expect(new Set(shown).size).toBe(shown.length);
      const vendors = page.getByTestId('vendor-lanes').locator('img');
      await expect.poll(() => vendors.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const sized = await vendors.evaluateAll((imgs) =>
        imgs.map((i) => [i.getAttribute('width'), i.getAttribute('height'), i.getAttribute('loading')]),
      );
      expect(sized.every(([w, h, loading]) => w === '160' && h === '48' && loading === 'lazy')).toBe(true);
      await screenshot(page, `art-home-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('serves tiles as cached SVG files that the page policy allows', async () => {
    const res = await fetch(`${baseUrl}/media/games/BAYANI/BAYANI-0007.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await res.text()).startsWith('<svg')).toBe(true);
    // a browser revalidating its copy (fetch() would add "no-cache" to a conditional request unless told)
    const again = await fetch(`${baseUrl}/media/games/BAYANI/BAYANI-0007.svg`, {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const page = await fetch(`${baseUrl}/rng`);
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });
});
