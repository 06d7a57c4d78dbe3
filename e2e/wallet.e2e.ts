import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, viewports, watchErrors } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The header balance is live: money moved by another process (here the operator CLI) reaches
 * the member's open page over Server-Sent Events, across processes through Redis.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ REDIS_URL });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('live balance', () => {
  it('changes in the header without a reload when an operator credits the wallet', async () => {
    await admin(server.env, 'member', 'create', '--username', 'livebalance1', '--password', 'Buhay2026x');
    const login = await fetch(`${server.baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'livebalance1', password: 'Buhay2026x' }),
    });
    const { token } = ((await login.json()) as { value: { token: string } }).value;

    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    await openSignedIn(page, server.baseUrl, { token });
    const amount = page.getByTestId('balance').locator('.balance__amount');
    await expect.poll(() => amount.textContent(), { timeout: 10_000 }).toMatch(/0\.00/);

    await admin(server.env, 'wallet', 'adjust', 'livebalance1', '250.00', '--memo', 'e2e credit');
    await expect.poll(() => amount.textContent(), { timeout: 10_000 }).toMatch(/250\.00/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
