import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './global-setup.ts';

export const ARTIFACTS = new URL('../test-artifacts/', import.meta.url).pathname;

export const launch = (): Promise<Browser> =>
  chromium.launch({
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
