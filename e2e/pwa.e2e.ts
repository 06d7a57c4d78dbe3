import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './admin.ts';
import { CHROMIUM } from './global-setup.ts';
import { launch, screenshot, watchErrors } from './browser.ts';
import { layoutViewports, overflowing, overlaps, pageWidth } from './layout.ts';

/**
 * The installable app (decision 032) and app download in Chromium. Lighthouse 12 dropped its
 * PWA category, so installability is asked of Chromium itself through the DevTools protocol
 * (Page.getInstallabilityErrors), on a phone.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const phone = () => browser.newContext({ viewport: layoutViewports.phone, isMobile: true, hasTouch: true });

/** Waits until the service worker is active and has kept the shell it installs with. */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 100; i++) {
      const keys = await caches.keys();
      const shell = keys.find((k) => k.startsWith('lotto-shell-'));
      if (shell && (await (await caches.open(shell)).match('/'))) return registration.active?.state;
      await new Promise((r) => setTimeout(r, 100));
    }
    return 'no shell kept';
  });

/** Every address the worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys())
      for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });

/**
 * A phone with a profile on disk: Chromium never offers to install from an incognito profile
 * (every context of browser.newContext is one), so the installability check needs its own.
 */
async function persistentPhone(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lotto-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    viewport: layoutViewports.phone,
    isMobile: true,
    hasTouch: true,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function installability(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { url, errors } = await cdp.send('Page.getAppManifest');
  await cdp.detach();
  return { installabilityErrors, manifestUrl: url, manifestErrors: errors };
}

describe('installable app', () => {
  for (const route of ['/', '/down']) {
    it(`${route} is installable on a phone, with the brand's manifest`, async () => {
      const { context, close } = await persistentPhone();
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = watchErrors(page);
      await page.goto(`${baseUrl}${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await workerReady(page)).toBe('activated');
      const result = await installability(context, page);
      expect(result).toEqual({
        installabilityErrors: [],
        manifestUrl: `${baseUrl}/manifest.webmanifest`,
        manifestErrors: [],
      });
      const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { name: string };
      expect(manifest.name).toBe('Perlas Play');
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('opens the shell offline after a first visit, and never keeps API answers or media', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await workerReady(page)).toBe('activated');
    // a second page view, now through the worker: the lobby calls and images go out again
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const kept = await cachedUrls(page);
    expect(kept).toContain('/');
    expect(kept.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(3);
    expect(kept.filter((u) => u !== '/' && !u.startsWith('/assets/'))).toEqual([]);

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await page.locator('header.header').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Perlas Play');
    await screenshot(page, 'pwa-offline-phone');
    await context.setOffline(false);
    await context.close();
  });

  it('never answers a stale page while the server is up: the page comes from the network', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await workerReady(page)).toBe('activated');
    try {
      await admin(serverEnv, 'brand', 'set', '{"name":"Perlas Play Bago"}');
      const res = await page.reload();
      expect(res?.fromServiceWorker()).toBe(true);
      expect(await page.title()).toBe('Perlas Play Bago');
    } finally {
      await admin(serverEnv, 'brand', 'set', '{"name":"Perlas Play"}');
      await context.close();
    }
  });
});

/** Nothing on the page is wider than the window, clipped, or drawn over another part. */
async function laidOut(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  const main = page.getByTestId('download');
  expect(await overflowing(main, 'h1, h2, p, a, figure, li')).toEqual([]);
  expect(await overlaps(main, '.down-platform')).toEqual([]);
  for (const section of await main.locator('.down-platform').all())
    expect(await overlaps(section, '.down-platform__get > *, .app-step')).toEqual([]);
}

describe('/down page', () => {
  for (const [name, viewport] of Object.entries(layoutViewports)) {
    it(`shows both apps with 200 px QR codes and 4 illustrated steps each at ${viewport.width}px`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${baseUrl}/down`);
      const main = page.getByTestId('download');
      await main.locator('.down-platform').first().waitFor();
      // its banner group is /down
      await page.locator('img[src*="banner-down-1"]').waitFor();
      for (const os of ['android', 'ios']) {
        const section = page.getByTestId(`down-${os}`);
        const qr = section.locator('figure.qr svg');
        expect(await qr.getAttribute('width')).toBe('200');
        const box = (await qr.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(200);
        expect(await section.locator('.app-step svg.step-art').count()).toBe(4);
        expect(await section.locator('.app-step p').allTextContents()).toHaveLength(4);
      }
      expect(await page.getByRole('link', { name: /Android/ }).getAttribute('href')).toMatch(/\.apk$/);
      expect(await page.getByRole('link', { name: /iOS/ }).getAttribute('href')).toMatch(/\.mobileconfig$/);
      await laidOut(page);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `down-${name}`);
      await page.getByTestId('down-ios').scrollIntoViewIfNeeded();
      await screenshot(page, `down-${name}-ios`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('explains a brand without apps and offers the site as an installed app instead', async () => {
    const context = await browser.newContext({ viewport: layoutViewports.phone });
    const page = await context.newPage();
    await page.route('**/wps/system/status**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { value: { info: { resources: { resourceType: string }[] } } };
      const info = body.value.info;
      info.resources = info.resources.filter((r) => !['Android', 'MOBILECONFIG'].includes(r.resourceType));
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`${baseUrl}/down`);
    const empty = page.getByTestId('down-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toMatch(/Wala pang app ang Perlas Play/);
    const install = page.locator('.install-app');
    expect(await install.getByRole('heading', { level: 2 }).textContent()).toBe(
      'I-install ang site bilang app',
    );
    // headless Chromium makes no install offer: the page says how to install from the menu
    expect(await install.textContent()).toMatch(/menu ng browser|I-install/);
    expect(await page.locator('.down-platform').count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(layoutViewports.phone.width);
    await screenshot(page, 'down-empty-phone');
    await context.close();
  });
});

describe('download modal and side menu', () => {
  it('opens from the side menu with 100 px QR codes, a tab per platform and 4 illustrated steps', async () => {
    const context = await browser.newContext({ viewport: layoutViewports.desktop });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl);
    const menu = page.locator('nav.side-menu');
    await menu.locator('.side-menu__qr svg').first().waitFor();
    for (const qr of await menu.locator('.side-menu__qr svg').all())
      expect(await qr.getAttribute('width')).toBe('100');
    await menu.getByRole('button', { name: 'I-download ang app' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.app-step').first().waitFor();
    expect(await dialog.getByRole('tab').allTextContents()).toEqual(['Android', 'iOS']);
    expect(await dialog.locator('.app-step svg.step-art').count()).toBe(4);
    expect(await dialog.locator('.app-step figure.qr svg').getAttribute('width')).toBe('100');
    expect(await overlaps(dialog, '.app-step')).toEqual([]);
    expect(await overflowing(dialog, '.app-step p, .app-step figure')).toEqual([]);
    await screenshot(page, 'down-modal-desktop');
    await dialog.getByRole('tab', { name: 'iOS' }).click();
    expect(await dialog.locator('.app-step p').first().textContent()).toMatch(/Camera app/);
    await screenshot(page, 'down-modal-desktop-ios');
    expect(errors).toEqual([]);
    await context.close();
  });
});
