import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendor } from '../src/app.ts';
import { sign } from '../src/signing.ts';
import { type FakePlatform, startFakePlatform } from './fake-platform.ts';

/**
 * Each category's page played in Chromium at 360 px by its data-testids, as the platform's
 * browser tests will: the balance comes from the platform, a round changes it, errors show.
 */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const SECRET = 'pages-secret';
const CODES = ['BAYANI', 'ARENA', 'IA', 'KIDLAT', 'DAGAT', 'BARAHA'];
let platform: FakePlatform;
let vendor: FastifyInstance;
let base: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  platform = await startFakePlatform(Object.fromEntries(CODES.map((c) => [c, SECRET])));
  vendor = await buildVendor({
    vendors: Object.fromEntries(CODES.map((c) => [c, SECRET])),
    platformBaseUrl: platform.url,
    publicUrl: 'http://vendor.test',
    retryDelaysMs: [20],
  });
  await vendor.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(vendor.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await vendor?.close();
  await platform?.close();
});

const open = async (code: string, category: string, balance = '100.00') => {
  const token = randomUUID();
  platform.addPlayer(token, 'm-7', balance);
  const raw = JSON.stringify({
    playerId: 'm-7',
    sessionToken: token,
    currency: 'PHP',
    language: 'EN',
    gameCode: `${code}-1`,
    gameName: `${code} game`,
    category,
    mode: 'real',
    returnUrl: 'https://site.example/',
  });
  const ts = Date.now();
  const res = await fetch(`${base}/api/launch`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor': code,
      'x-timestamp': String(ts),
      'x-signature': sign(SECRET, {
        method: 'POST',
        path: '/api/launch',
        vendor: code,
        timestamp: ts,
        body: raw,
      }),
    },
    body: raw,
  });
  const { url } = (await res.json()) as { url: string };
  await page.goto(base + new URL(url).pathname);
  await expect.poll(() => t('vendor-balance').getAttribute('data-amount')).toBe(balance);
  return token;
};
const t = (id: string) => page.locator(`[data-testid="${id}"]`);
const prefixed = (id: string) => page.locator(`[data-testid^="${id}"]`);

/** Plays one round and checks the page shows the platform's balance and a result. */
const played = async (token: string) => {
  await expect
    .poll(async () => (await t('vendor-result').textContent())?.trim() ?? '')
    .toMatch(/won|No win|lost|returned/i);
  expect(await t('vendor-error').isVisible()).toBe(false);
  expect(await t('vendor-balance').getAttribute('data-amount')).toBe(platform.balance(token));
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
};

describe.skipIf(!existsSync(CHROMIUM))('play pages in Chromium at 360 px', () => {
  it('LIVE baccarat: chips on Banker, deal', async () => {
    const token = await open('BAYANI', 'LIVE');
    await t('vendor-side-banker').click();
    await t('vendor-bet').click();
    await played(token);
    expect(await t('vendor-banker-cards').locator('.c').count()).toBeGreaterThanOrEqual(2);
    expect(platform.calls('credit').at(-1)!.body.debitTxId).toBe(platform.calls('debit').at(-1)!.body.txId);
  });

  it('RNG slot: spin', async () => {
    const token = await open('KIDLAT', 'RNG');
    await t('vendor-stake').fill('5.00');
    await t('vendor-bet').click();
    await played(token);
  });

  it('FISH: aim at a fish and fire', async () => {
    const token = await open('DAGAT', 'FISH');
    await t('vendor-fish-PUFFER').click();
    await t('vendor-bet').click();
    await played(token);
    expect(platform.calls('debit').at(-1)!.body.amount).toBe('10.00');
  });

  it('PVP: play a hand against the bots', async () => {
    const token = await open('BARAHA', 'PVP');
    await t('vendor-bet').click();
    await played(token);
  });

  it('SPORTS and ESPORTS: pick, place the bet, kick off', async () => {
    for (const [code, category] of [
      ['ARENA', 'SPORTS'],
      ['IA', 'ESPORTS'],
    ]) {
      const token = await open(code!, category!);
      await prefixed('vendor-pick-').first().click();
      await t('vendor-bet').click();
      await expect.poll(() => t('vendor-balance').getAttribute('data-amount')).toBe('90.00');
      await prefixed('vendor-settle-').first().click();
      await played(token);
    }
  });

  it('shows INSUFFICIENT_FUNDS in English', async () => {
    await open('KIDLAT', 'RNG', '5.00');
    const credits = platform.calls('credit').length;
    await t('vendor-bet').click();
    await expect.poll(() => t('vendor-error').getAttribute('data-code')).toBe('INSUFFICIENT_FUNDS');
    expect(await t('vendor-error').textContent()).toBe(
      'Insufficient funds: your balance is too low for this stake.',
    );
    expect(platform.calls('credit')).toHaveLength(credits);
    expect(pageErrors).toEqual([]);
  });
});
