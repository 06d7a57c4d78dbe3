import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../apps/server/src/lib/totp.ts';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';
import { PASSWORD, value } from './first-minute-steps.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * Live chat across two server processes on one PostgreSQL and Redis: a member on node A opens the
 * floating chat at 390 px and writes; a support agent signed in to the console on node B
 * (password and TOTP) takes the conversation and answers; the member sees the answer live, its unread badge counts it while the window is shrunk
 * and clears when it is opened; the window enlarges and closes, and stays closed for the session.
 */
const run = promisify(execFile);
const ADMIN = fileURLToPath(new URL('../apps/server/src/cli/admin.ts', import.meta.url));
const PG_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const schema = `e2e_chat_${randomBytes(4).toString('hex')}`;

let nodeA: RunningServer;
let nodeB: RunningServer;
let browser: Browser;
let staffSecret: string;

async function cli(env: Record<string, string>, ...args: string[]) {
  const { stdout } = await run(process.execPath, [ADMIN, ...args], {
    env: { ...process.env, ...env },
    timeout: 20_000,
  });
  return stdout;
}

/** The support agent's desk on node B: signed in with password and the authenticator's code. */
async function openDesk(): Promise<Page> {
  const desk = await browser.newPage({ viewport: viewports.desktop });
  await desk.goto(`${nodeB.baseUrl}/backoffice`);
  await desk.getByTestId('bo-username').fill('desk1');
  await desk.getByTestId('bo-password').fill('desk-one-pass-2026');
  await desk.getByTestId('bo-code').fill(totpCode(staffSecret));
  await desk.getByTestId('bo-signin').click();
  await desk.getByTestId('bo-signout').waitFor();
  return desk;
}

async function answer(desk: Page, text: string) {
  await desk.getByTestId('bo-reply-input').fill(text);
  await desk.getByTestId('bo-reply-send').click();
  await expect
    .poll(() => desk.locator('[data-testid="bo-message"][data-sender="staff"]').last().textContent(), {
      timeout: 15_000,
    })
    .toContain(text);
}

const badge = (page: Page) => page.getByTestId('chat-unread');

beforeAll(async () => {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const env = { DATABASE_URL: url.toString(), REDIS_URL, REDIS_PREFIX: `lotto-e2e-${schema}` };
  nodeA = await startServer(env);
  nodeB = await startServer(env);
  const out = await cli(
    nodeA.env,
    'staff',
    'create',
    '--username',
    'desk1',
    '--password',
    'desk-one-pass-2026',
  );
  staffSecret = /authenticator secret: ([A-Z2-7]+)/.exec(out)![1]!;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await nodeA?.stop();
  await nodeB?.stop();
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`drop schema if exists ${schema} cascade`);
  await c.end();
});

describe('live chat in Chromium, two nodes', () => {
  it('carries a conversation between a member on one node and support on another', async () => {
    const username = `ch${Date.now().toString(36).slice(-6)}`;
    await cli(nodeA.env, 'member', 'create', '--username', username, '--password', PASSWORD);
    const { token } = await value<{ token: string }>(nodeA.baseUrl, '/wps/session/login', {
      body: { username, password: PASSWORD },
    });
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    await openSignedIn(page, nodeA.baseUrl, { token });
    await page.getByTestId('chat-launcher').click();
    await expect.poll(() => page.getByTestId('chat-empty').isVisible()).toBe(true);
    await screenshot(page, 'chat-empty-390');
    await page.getByTestId('chat-input').fill('Hi, is my deposit credited?');
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-message').first().waitFor();

    // support, in the console on the other node, sees it waiting with one unread, takes it and answers
    const desk = await openDesk();
    const item = desk.locator(`[data-testid="bo-queue-item"][data-account="${username}"]`);
    await expect.poll(() => item.getByTestId('bo-unread').textContent()).toBe('1');
    await item.click();
    await desk.getByTestId('bo-take').click();
    await answer(desk, 'Yes, it was credited a minute ago.');
    // and leaves the member a platform message from the summary beside the conversation
    await desk.getByTestId('bo-notify-open').click();
    const form = desk.getByTestId('bo-notify');
    await form.locator('input').fill('Your deposit');
    await form.locator('textarea').fill('It was credited at 09:00.');
    await desk.getByTestId('bo-notify-send').click();
    await form.getByRole('status').waitFor();
    const inbox = await value<{ list: { title: string }[] }>(nodeA.baseUrl, '/wps/member/messages', {
      token,
    });
    expect(inbox.list.map((m) => m.title)).toContain('Your deposit');
    const staffMessage = page.locator('[data-testid="chat-message"][data-sender="staff"]');
    await expect.poll(() => staffMessage.first().textContent()).toContain('credited a minute ago');
    // shown while the window is open, so it is read at once: support sees the read mark
    await expect
      .poll(
        async () =>
          (await value<{ unReadCount: number }>(nodeA.baseUrl, '/wps/chat/unread', { token })).unReadCount,
      )
      .toBe(0);
    await screenshot(page, 'chat-open-390');

    // shrunk to its button, a new answer shows on the badge; opening the window clears it
    await page.getByTestId('chat-shrink').click();
    await answer(desk, 'Anything else I can help with?');
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await page.getByTestId('chat-launcher').click();
    await expect.poll(() => staffMessage.count()).toBe(2);
    await page.getByTestId('chat-shrink').click();
    await expect.poll(() => badge(page).count()).toBe(0);

    // the side menu's customer service opens the room alone in the chat-sized window (440 x 750)
    await page.getByTestId('menu-button').click();
    const menu = page.locator('nav.side-menu');
    await menu.getByRole('button', { name: /^mga customer service$/i }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      menu.getByRole('button', { name: /^customer service$/i }).click(),
    ]);
    await popup.waitForURL(/\/chat\?b2c=1/);
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([440, 750]);
    await expect.poll(() => popup.locator('[data-testid="chat-message"]').count()).toBe(3);
    await popup.close();
    await page.keyboard.press('Escape');

    // enlarge, then close: the chat stays hidden for the rest of the session, even after a reload
    await page.getByTestId('chat-launcher').click();
    await page.getByTestId('chat-enlarge').click();
    expect(await page.getByTestId('chat-window').getAttribute('data-size')).toBe('large');
    await page.getByTestId('chat-close').click();
    await page.reload();
    await page.getByTestId('tab-bar').waitFor();
    expect(await page.getByTestId('chat-launcher').count()).toBe(0);
    expect(errors).toEqual([]);
    await desk.close();
    await page.close();
  }, 120_000);
});
