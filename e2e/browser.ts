import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './global-setup.ts';

export const ARTIFACTS = new URL('../test-artifacts/', import.meta.url).pathname;

/**
 * Chromium for the browser tests. The brand's pop-up announcements show once per tab session
 * (e2e/help-feedback.e2e.ts proves it); every other test starts its tabs with them already
 * seen, so no pop-up stands between it and the page it drives. `noticePopups` keeps them.
 */
export async function launch({ noticePopups = false } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  if (noticePopups) return browser;
  // newPage opens its own context through newContext, so both start with the pop-ups seen.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('noticePopupSeen', '1');
      } catch {
        // a page without storage (about:blank) shows no pop-up either
      }
    });
    return context;
  };
  return browser;
}

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Collects console errors and failed requests so a test can assert a clean page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText ?? '';
    // A query whose key changed (a language switch) is cancelled on purpose: not a failure.
    if (reason !== 'net::ERR_ABORTED') errors.push(`requestfailed: ${r.url()} ${reason}`);
  });
  return errors;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: false });
}
