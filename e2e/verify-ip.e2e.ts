import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, screenshot, watchErrors } from './browser.ts';
import { layoutViewports, overflowing, overlaps, pageWidth } from './layout.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The extra proof of a login from a new IP (LOGINIPVERF3) in Chromium: the phone proof shows the
 * number as the server masked it and asks for the hidden digits only. The server believes
 * X-Forwarded-For from this machine, so a browser context with its own header is "a new place".
 */
let server: RunningServer;
let browser: Browser;

const PASSWORD = 'Perlas2026x';
const MOBILE = `+639${String(Date.now() % 1e9).padStart(9, '0')}`;
const HIDDEN = MOBILE.slice(3, -2);
const USERNAME = `ipcheck${Date.now().toString(36).slice(-6)}`;

beforeAll(async () => {
  server = await startServer({ TRUSTED_PROXIES: '127.0.0.1' });
  await admin(server.env, 'module', 'LOGINIPVERF3', 'on');
  await admin(
    server.env,
    'member',
    'create',
    '--username',
    USERNAME,
    '--password',
    PASSWORD,
    '--mobile',
    MOBILE,
  );
  // The first sign-in records the member's usual IP.
  const first = await fetch(`${server.baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  expect(first.status).toBe(200);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function verifyStep(page: Page) {
  await page.goto(`${server.baseUrl}/?modal=loginPopupModal`);
  const modal = page.getByTestId('login-modal');
  await modal.locator('.field[data-field="username"] input').fill(USERNAME);
  await modal.locator('.field[data-field="password"] input').fill(PASSWORD);
  await modal.locator('button[type="submit"]').click();
  const step = modal.locator('form[aria-label]').filter({ has: page.locator('[data-field="answer"]') });
  await step.waitFor();
  return step;
}

describe.each(Object.entries(layoutViewports))('the new-IP phone proof at %s width', (name, viewport) => {
  it('asks for the hidden digits between what the mask shows, refuses the rest, then signs in', async () => {
    const context = await browser.newContext({
      viewport,
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${name === 'phone' ? 7 : 8}` },
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    let step = await verifyStep(page);
    const answer = step.locator('[data-field="answer"]');
    const affixes = answer.locator('.field__affix');
    expect(await affixes.allTextContents()).toEqual(['+63', MOBILE.slice(-2)]);
    expect(await answer.locator('input').getAttribute('maxlength')).toBe(String(HIDDEN.length));
    const masked = `+63${'•'.repeat(HIDDEN.length)}${MOBILE.slice(-2)}`;
    expect(await step.textContent()).toContain(masked);
    expect(await step.textContent()).toContain(String(HIDDEN.length));
    await screenshot(page, `verify-ip-phone-${name}`);
    expect(await overflowing(step, '*')).toEqual([]);
    expect(await overlaps(answer, '.field__affix, input')).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

    // the shown tail of the number is not an answer: the form says how many digits it wants
    await answer.locator('input').fill(MOBILE.slice(-6));
    await step.locator('button[type="submit"]').click();
    await answer.locator('.field__error').waitFor();
    await screenshot(page, `verify-ip-phone-short-${name}`);

    // eight wrong digits: the server refuses, and the member signs in again for a new try
    await answer.locator('input').fill('0'.repeat(HIDDEN.length));
    await step.locator('button[type="submit"]').click();
    const modal = page.getByTestId('login-modal');
    await modal.locator('.form__error').waitFor();
    expect(await modal.locator('[data-field="answer"]').count()).toBe(0);
    await screenshot(page, `verify-ip-phone-refused-${name}`);

    step = await verifyStep(page);
    await step.locator('[data-field="answer"] input').fill(HIDDEN);
    await step.locator('button[type="submit"]').click();
    await page.getByTestId('balance').waitFor();
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });
});
