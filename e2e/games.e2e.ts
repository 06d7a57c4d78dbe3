import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendor } from '../apps/sandbox-vendor/src/app.ts';
import { admin } from './admin.ts';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';
import { freePort, startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * Game lobbies and a third-party game in Chromium: the real server and the sandbox vendor
 * (apps/sandbox-vendor, its own Fastify app talking to the platform only through the signed
 * seamless-wallet protocol). A guest who clicks a game gets the login modal; a member filters
 * the slot lobby, stars a favourite, launches a slot into the /game iframe and plays a round:
 * the stake and the win move through the platform's ledger and reach the header and the
 * betting record.
 */
const SECRET = `e2e-vendor-${Date.now()}`;
const PASSWORD = 'Laro2026xyz';
const THIRD_PARTY = ['BAYANI', 'ARENA', 'IA', 'TF', 'KIDLAT', 'DAGAT', 'BARAHA'];
let server: RunningServer;
let vendor: FastifyInstance;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const vendorUrl = `http://127.0.0.1:${port}`;
  server = await startServer({ SANDBOX_VENDOR_SECRET: SECRET, GAME_FRAME_ORIGINS: vendorUrl });
  vendor = await buildVendor({
    vendors: Object.fromEntries(THIRD_PARTY.map((c) => [c, SECRET])),
    platformBaseUrl: server.baseUrl,
    publicUrl: vendorUrl,
  });
  await vendor.listen({ host: '127.0.0.1', port });
  for (const code of THIRD_PARTY)
    await admin(server.env, 'vendor', 'set', code, JSON.stringify({ config: { baseUrl: vendorUrl } }));
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await vendor?.close();
  await server?.stop();
});

async function signedIn(page: Page, username: string) {
  const res = await fetch(`${server.baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const { token } = ((await res.json()) as { value: { token: string } }).value;
  await openSignedIn(page, server.baseUrl, { token });
  await page.getByTestId('balance').waitFor();
  return token;
}

describe('game lobbies', () => {
  it('shows a guest 42 games a page and asks for a login before launching', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    await page.goto(`${server.baseUrl}/rng`);
    const grid = page.getByTestId('game-grid');
    await expect.poll(() => grid.getByTestId('game-card').count(), { timeout: 10_000 }).toBe(42);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'lobby-rng-360');
    await grid.getByTestId('game-card').first().locator('.game-card__play').click();
    await page.getByTestId('login-modal').waitFor();

    // /seamless lists every game of the seamless wallet, every provider a tab
    await page.goto(`${server.baseUrl}/seamless`);
    await expect
      .poll(() => page.getByTestId('lobby-count').textContent(), { timeout: 10_000 })
      .toMatch(/2,?034/);
    await expect.poll(() => page.getByTestId('vendor-tabs').locator('[data-vendor]').count()).toBe(10);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets a member search, page, star a favourite, launch a vendor slot in the iframe and play a round', async () => {
    const username = `slot${Date.now().toString(36).slice(-5)}`;
    await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
    await admin(server.env, 'wallet', 'adjust', username, '500.00', '--memo', 'e2e credit');
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    const token = await signedIn(page, username);
    await page.goto(`${server.baseUrl}/rng`);
    const grid = page.getByTestId('game-grid');
    const count = page.getByTestId('lobby-count');
    await expect.poll(() => count.textContent(), { timeout: 10_000 }).toMatch(/1,?500/);

    // page 2, then a vendor tab starts again at page 1 (docs/product/games.md#lobbies)
    await page.locator('.pager').getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByTestId('vendor-tabs').locator('[data-vendor="KIDLAT"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();

    // search by name
    await page.getByTestId('lobby-search').fill('golden carabao');
    await expect.poll(() => grid.getByTestId('game-card').count()).toBe(2);
    const card = grid.getByTestId('game-card').first();
    expect(await card.locator('.game-card__name').textContent()).toBe('Golden Carabao');

    // the favourite star sticks
    await card.getByTestId('game-fav').click();
    await expect.poll(() => card.getByTestId('game-fav').getAttribute('aria-pressed')).toBe('true');

    // launch: the vendor's page in the /game iframe, showing the platform balance
    await card.locator('.game-card__play').click();
    await page.waitForURL(/\/game\?url=/);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const inFrame = (id: string) => frame.locator(`[data-testid="${id}"]`);
    await expect.poll(() => inFrame('vendor-balance').getAttribute('data-amount')).toBe('500.00');
    await inFrame('vendor-stake').fill('5.00');
    await inFrame('vendor-bet').click();
    await expect
      .poll(async () => (await inFrame('vendor-result').textContent())?.trim() ?? '')
      .toMatch(/won|No win|returned/i);
    const after = (await inFrame('vendor-balance').getAttribute('data-amount'))!;
    expect(Number(after)).toBeGreaterThanOrEqual(495);
    // the header follows the ledger without a reload
    const header = page.getByTestId('balance').locator('.balance__amount');
    await expect.poll(() => header.textContent(), { timeout: 10_000 }).toContain(after);
    await screenshot(page, 'game-iframe-slot');

    // the betting record has the round, settled, with its stake
    const bets = await fetch(`${server.baseUrl}/wps/game/bets`, { headers: { authorization: token } });
    const record = (
      (await bets.json()) as { value: { list: { vendor: string; stake: string; status: string }[] } }
    ).value.list;
    expect(record[0]).toMatchObject({ vendor: 'KIDLAT', stake: '5.00', status: 'settled' });

    // back in the lobby the game is in the recent strip
    await page.goBack();
    await page.getByTestId('recent-games').locator('li').first().waitFor();

    // the betting record page of the member centre shows the round and the totals
    await page.goto(`${server.baseUrl}/rng?memberCentre=personalHistoryCopy`);
    const centre = page.getByTestId('member-centre');
    const row = centre.getByTestId('bet-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-vendor')).toBe('KIDLAT');
    expect(await row.getAttribute('data-status')).toBe('settled');
    expect(await centre.getByTestId('bets-total-stake').textContent()).toBe('5.00');
    await centre.getByTestId('bets-status').selectOption('void');
    await centre.getByTestId('bets-empty').waitFor();
    await screenshot(page, 'betting-record-1440');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows the vendor card rules on the home page: a slot vendor opens its game list, a sportsbook launches', async () => {
    const username = `lane${Date.now().toString(36).slice(-5)}`;
    await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    // a guest: the VASSALAGE popup lists the vendor's games; a game asks for a login
    await page.goto(`${server.baseUrl}/`);
    const lanes = page.getByTestId('vendor-lanes');
    await lanes.locator('[data-vendor="KIDLAT"]').click();
    const popup = page.getByTestId('vendor-popup');
    await expect.poll(() => popup.getByTestId('game-card').count(), { timeout: 10_000 }).toBe(42);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'vendor-popup-360');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    // a fishing vendor card opens its lobby on that vendor
    await lanes.locator('[data-vendor="DAGAT"]').click();
    await page.waitForURL(/\/fish\?vendor=DAGAT$/);

    // a member: the sportsbook card (one game) launches straight into the /game iframe
    await signedIn(page, username);
    await page.getByTestId('vendor-lanes').locator('[data-vendor="ARENA"]').click();
    await page.waitForURL(/\/game\?url=/, { timeout: 15_000 });
    await page.getByTestId('game-frame').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
