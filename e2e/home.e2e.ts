import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('home page in Chromium', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`renders the brand and its banners at ${viewport.width}px with no console errors`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Perlas Play');
      const firstBanner = page.locator('img[src*="banner-w_home-1"]');
      await firstBanner.waitFor();
      // the element shows before its bytes have arrived: wait for the image itself
      await expect
        .poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await firstBanner.getAttribute('alt')).toBeTruthy();
      expect(await page.locator('html').getAttribute('lang')).toBe('fil');
      await screenshot(page, `home-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('switches to English and keeps the choice across a reload', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // on a phone the languages are in the menu drawer
    await page.getByTestId('menu-button').click();
    await page.getByRole('button', { name: /English/ }).click();
    // the document's language turns first, then the page's texts (loaded for the language)
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toContain('Welcome to Perlas Play');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Welcome to Perlas Play');
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('EN');
    await page.close();
  });

  it('serves hashed assets with a year of cache and falls back to the app for page paths', async () => {
    const html = await fetch(`${baseUrl}/promotions`);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    const index = await fetch(`${baseUrl}/index.html`);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    const body = await html.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
    expect(asset).toBeDefined();
    const js = await fetch(`${baseUrl}${asset}`);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const api404 = await fetch(`${baseUrl}/wps/no/such`);
    expect(api404.status).toBe(404);
    expect(await api404.json()).toMatchObject({ success: false, code: 'route.not.found' });
  });
});
