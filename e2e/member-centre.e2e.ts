import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The member centre in Chromium against a real server: opened from the avatar menu, a bank
 * transfer deposit confirmed by the operator CLI (paid and credited without a reload: the order
 * list asks again while pending, the balance arrives over Server-Sent Events through Redis, as
 * in wallet.e2e.ts), the account record with its date filters, at 1440 and 360 px.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
let server: RunningServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = await startServer({ REDIS_URL });
  base = server.baseUrl;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PASSWORD = 'Perlas2026x';
const USERNAME = `mc${Date.now().toString(36).slice(-6)}`;
const ALL_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
];

async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

const param = (page: Page) => new URL(page.url()).searchParams.get('memberCentre');
const menuPages = (centre: Locator) =>
  centre
    .getByTestId('member-centre-menu')
    .locator('button')
    .evaluateAll((items) => items.map((b) => (b as HTMLElement).dataset['page']));
const go = (centre: Locator, page: string) =>
  centre.getByTestId('member-centre-menu').locator(`[data-page="${page}"]`).click();

/** Signs in with a session token and opens the member centre from the avatar menu. */
async function openCentre(page: Page, token: string) {
  await openSignedIn(page, base, { token });
  await page.getByTestId('balance').waitFor();
  await page.locator('.avatar-menu__button').click();
  // TY is the default language
  await page.getByRole('menuitem', { name: 'Sentro ng Member' }).click();
  const centre = page.getByTestId('member-centre');
  await centre.waitFor();
  return centre;
}

let token: string;

describe('member centre', () => {
  beforeAll(async () => {
    await admin(server.env, 'member', 'create', '--username', USERNAME, '--password', PASSWORD);
    token = await tokenOf(USERNAME);
  });

  it('at 1440 px: my account, a bank deposit paid by the operator without a reload, the account record', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    const centre = await openCentre(page, token);
    const balance = page.getByTestId('balance').locator('.balance__amount');

    // the frame: title, every page in the order of docs/product/shell-and-routes.md#member-centre
    // (the demo brand has every switch on), one active
    expect(await centre.getAttribute('aria-label')).toBe('Sentro ng Member');
    expect(param(page)).toBe('securityCenter');
    expect(await menuPages(centre)).toEqual(ALL_PAGES);
    expect(await centre.locator('[aria-current="page"]').count()).toBe(1);
    expect(await centre.locator('[aria-current="page"]').getAttribute('data-page')).toBe('securityCenter');
    await expect.poll(() => centre.getByTestId('member-account').textContent()).toBe(USERNAME);

    // the avatar chooser saves and the header's avatar follows
    const chooser = centre.getByTestId('avatar-chooser');
    await chooser.locator('[data-icon="avatar-3"]').click();
    await expect
      .poll(() => chooser.locator('[data-icon="avatar-3"]').getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() => page.locator('.avatar-menu__button img').getAttribute('src'))
      .toContain('/media/avatars/avatar-3.svg');

    // change password opens the voluntary (dismissible) modal over the centre
    await centre.getByTestId('change-password').click();
    const changePass = page.getByTestId('change-pass-modal');
    await changePass.waitFor();
    expect(await changePass.locator('input[name="oldPassword"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await changePass.waitFor({ state: 'detached' });
    expect(await centre.isVisible()).toBe(true);

    // deposit: channel, amount with the fee preview, then a double click makes one order
    await go(centre, 'depositv2');
    expect(param(page)).toBe('depositv2');
    const form = centre.getByTestId('deposit-form');
    await form.waitFor();
    await form.locator('[data-channel="BANK"] input').check();
    await form.locator('input[name="amount"]').fill('20');
    await form.getByTestId('deposit-submit').click();
    await form.locator('.mc-error').waitFor(); // below the channel's minimum of 100.00
    await form.locator('input[name="amount"]').fill('1500');
    expect(await form.getByTestId('deposit-fee').textContent()).toBe('0.00');
    expect(await form.getByTestId('deposit-credit').textContent()).toBe('1,500.00');
    await form.getByTestId('deposit-submit').dblclick();

    const result = centre.getByTestId('deposit-result');
    await result.waitFor();
    expect(await result.getByTestId('deposit-reference').textContent()).toMatch(/\S{4,}/);
    expect(await result.getAttribute('data-status')).toBe('pending');
    const orderRef = (await result.getByTestId('deposit-order-ref').textContent())!;
    const orders = centre.getByTestId('deposit-orders').locator('tbody tr');
    await expect.poll(() => orders.count()).toBe(1);
    expect(await orders.first().getAttribute('data-status')).toBe('pending');
    await screenshot(page, 'member-centre-deposit-1440');

    // the operator confirms the transfer: paid, and the balance moves, with no reload
    await admin(server.env, 'deposit', 'confirm', orderRef);
    await expect
      .poll(() => centre.locator(`tr[data-order="${orderRef}"]`).getAttribute('data-status'), {
        timeout: 20_000,
      })
      .toBe('paid');
    await expect.poll(() => result.getAttribute('data-status')).toBe('paid');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/1,500\.00/);

    // the account record: the deposit with the balance after it, then nothing on a day long past
    await go(centre, 'transactionHistory');
    expect(param(page)).toBe('transactionHistory');
    const row = centre.getByTestId('tx-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-type')).toBe('deposit');
    expect(await row.getByTestId('tx-amount').textContent()).toBe('+1,500.00');
    expect(await row.getByTestId('tx-balance').textContent()).toBe('1,500.00');
    expect(await row.locator('td').first().textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await centre.getByTestId('tx-from').fill('2020-01-01');
    await centre.getByTestId('tx-to').fill('2020-01-01');
    await centre.getByTestId('tx-empty').waitFor();
    expect(await centre.getByTestId('tx-row').count()).toBe(0);
    await centre.locator('[data-range="prev30"]').click();
    await row.waitFor();
    await centre.getByTestId('tx-type').selectOption('withdraw');
    await centre.getByTestId('tx-empty').waitFor();
    await screenshot(page, 'member-centre-records-1440');

    // platform messages: the operator's confirmation left the member a message about the deposit
    await go(centre, 'messageV2');
    const note = centre.getByTestId('message-row').first();
    await note.waitFor();
    expect(await note.textContent()).toContain(orderRef);

    // Escape closes the centre and takes the parameter away
    await page.keyboard.press('Escape');
    await centre.waitFor({ state: 'detached' });
    expect(param(page)).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 360 px: the menu is a strip of tabs above the page, records are cards, the close button closes', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    const centre = await openCentre(page, token);

    const box = (await centre.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const menu = (await centre.getByTestId('member-centre-menu').boundingBox())!;
    const panel = (await centre.getByTestId('member-centre-page').boundingBox())!;
    expect(menu.y + menu.height).toBeLessThanOrEqual(panel.y + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // wallet: the live balance and the wallets, with a refresh
    await go(centre, 'transferFund');
    await expect.poll(() => centre.getByTestId('wallet-total').textContent()).toMatch(/1,500\.00/);
    expect(await centre.getByTestId('wallet-list').locator('li').count()).toBeGreaterThanOrEqual(1);
    await centre.getByTestId('wallet-refresh').click();
    await expect.poll(() => centre.getByTestId('wallet-total').textContent()).toMatch(/1,500\.00/);

    // the paid order and the record, as cards
    await go(centre, 'depositv2');
    const order = centre.getByTestId('deposit-orders').locator('tbody tr').first();
    await expect.poll(() => order.getAttribute('data-status')).toBe('paid');
    expect(await order.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    await go(centre, 'transactionHistory');
    const row = centre.getByTestId('tx-row').first();
    await row.waitFor();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    expect(await row.getByTestId('tx-balance').textContent()).toBe('1,500.00');
    const rowBox = (await row.boundingBox())!;
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'member-centre-records-360');

    await centre.locator('.dialog__head button').click();
    await centre.waitFor({ state: 'detached' });
    expect(param(page)).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks guests to log in, warns a restricted account (isAgent 4), and follows the module switches', async () => {
    const guest = await browser.newPage({ viewport: viewports.desktop });
    await guest.goto(`${base}/?memberCentre=depositv2`);
    await guest.getByTestId('login-modal').waitFor();
    expect(await guest.getByTestId('member-centre').count()).toBe(0);
    expect(param(guest)).toBeNull();
    await guest.close();

    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    await openSignedIn(page, base, { token });
    await page.getByTestId('balance').waitFor();
    await page.evaluate(() => sessionStorage.setItem('isAgent', '4'));
    await page.goto(`${base}/?memberCentre=securityCenter`);
    const denied = page.getByTestId('member-centre-denied');
    await denied.waitFor();
    expect(await page.getByTestId('member-centre').count()).toBe(0);
    await denied.locator('.dialog__actions button').click();
    await denied.waitFor({ state: 'detached' });
    expect(param(page)).toBeNull();

    // the avatar menu's "edit avatar" (profile) opens my account at the avatar chooser
    await page.evaluate(() => sessionStorage.setItem('isAgent', '0'));
    await page.goto(`${base}/?memberCentre=profile`);
    const profile = page.getByTestId('member-centre');
    await profile.waitFor();
    expect(await profile.locator('[aria-current="page"]').getAttribute('data-page')).toBe('securityCenter');
    await profile.getByTestId('avatar-chooser').locator('[data-icon]').first().waitFor();

    // the credit market hides deposit and withdraw: a deposit link shows my account instead
    await admin(server.env, 'module', 'CREDITMAR3', 'on');
    try {
      await page.goto(`${base}/?memberCentre=depositv2`);
      const centre = page.getByTestId('member-centre');
      await centre.waitFor();
      expect(await menuPages(centre)).toEqual(ALL_PAGES.filter((p) => p !== 'depositv2' && p !== 'withdraw'));
      expect(await centre.locator('[aria-current="page"]').getAttribute('data-page')).toBe('securityCenter');
    } finally {
      await admin(server.env, 'module', 'CREDITMAR3', 'off');
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
