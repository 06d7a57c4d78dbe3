import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHistoryValue, ChatMessage, MessagesValue } from '@lotto/contracts';
import { totpCode } from '../apps/server/src/lib/totp.ts';
import { launch, screenshot, watchErrors } from './browser.ts';
import { value } from './first-minute-steps.ts';
import { layoutViewports, overlaps, pageWidth } from './layout.ts';
import { depositedMember } from './promo-steps.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The support console at /backoffice in Chromium against a real server: a support agent made
 * with the operator CLI signs in with password and authenticator code (a wrong code is refused
 * on the page, in the language chosen), a member writes through the chat API and the
 * conversation appears in the queue live with its unread count; the agent opens it, sees the
 * member's summary and the member typing, takes it, answers with Enter and with an image, sees
 * the member's read mark, and the member's history holds the answers. At 1440 and 390 px. An
 * admin broadcasts a platform message to the brand from the console (a support agent cannot).
 */
const ADMIN = fileURLToPath(new URL('../apps/server/src/cli/admin.ts', import.meta.url));
const STAFF = { username: 'desk_ana', password: 'Desk-Agent-2026!', role: 'support' };
const HEAD = { username: 'desk_head', password: 'Desk-Head-2026!', role: 'admin' };
// a 1x1 png, the image the agent sends
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The page answers within a loaded CI machine's seconds, not vitest's default second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

let server: RunningServer;
let browser: Browser;
let base: string;
let secret: string;
let headSecret: string;
let member: { username: string; token: string };

/** `staff create` prints the authenticator secret once: read it from the CLI's output. */
async function createStaff(env: Record<string, string>, who: typeof STAFF) {
  const args = ['staff', 'create', '--merchant', 'demo', '--username', who.username];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [ADMIN, ...args, '--password', who.password, '--role', who.role],
    { env: { ...process.env, ...env }, timeout: 20_000 },
  );
  const found = /authenticator secret: ([A-Z2-7]+)/.exec(stdout)?.[1];
  if (!found) throw new Error(`no secret in: ${stdout}`);
  return found;
}

/** A code the authenticator does not show now (nor one step either side). */
function wrongCode() {
  const valid = [-30_000, 0, 30_000].map((d) => totpCode(secret, { time: Date.now() + d }));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
}

async function signIn(page: Page, code: string, who = STAFF) {
  await page.getByTestId('bo-username').fill(who.username);
  await page.getByTestId('bo-password').fill(who.password);
  await page.getByTestId('bo-code').fill(code);
  await page.getByTestId('bo-signin').click();
}

const chat = (path: string, body?: unknown) =>
  value<ChatMessage | ChatHistoryValue>(base, path, { token: member.token, body });

beforeAll(async () => {
  server = await startServer();
  base = server.baseUrl;
  browser = await launch();
  secret = await createStaff(server.env, STAFF);
  headSecret = await createStaff(server.env, HEAD);
  member = await depositedMember(base, { env: server.env, amount: '500.00' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the support console', () => {
  it('refuses a wrong authenticator code on the page, in the language chosen', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    const res = await page.goto(`${base}/backoffice`);
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('combobox').selectOption('TY');
    await poll(() => page.getByTestId('bo-signin').textContent()).toBe('Mag-sign in');
    await signIn(page, wrongCode());
    await expect
      .poll(() => page.getByTestId('bo-error').textContent())
      .toBe('Mali ang username, password o code ng authenticator.');
    await page.getByRole('combobox').selectOption('EN');
    await poll(() => page.getByTestId('bo-signin').textContent()).toBe('Sign in');
    // the refusal is worded again in the language switched to
    await poll(() => page.getByTestId('bo-error').textContent()).toBe(
      'Wrong username, password or authenticator code.',
    );
    await screenshot(page, 'backoffice-signin-error-1440');
    await page.close();
  });

  it('shows a member writing live, and the answers reach the member', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    const errors = watchErrors(page);
    await page.goto(`${base}/backoffice`);
    await signIn(page, totpCode(secret));
    await page.getByTestId('bo-signout').waitFor();
    await poll(() => page.locator('.live').getAttribute('class')).toContain('live--on');
    // broadcasts are for admins: a support agent has no such button
    expect(await page.getByTestId('bo-broadcast-open').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('bo.session'))).toContain('"token"');
    await screenshot(page, 'backoffice-empty-1440');

    // the member writes; the console's queue shows it without a reload
    await chat('/wps/chat/messages', { clientId: `e2e-${member.username}-1`, body: 'Hello, my deposit?' });
    const item = page.locator(`[data-testid="bo-queue-item"][data-account="${member.username}"]`);
    await poll(() => item.getByTestId('bo-unread').textContent()).toBe('1');
    expect(Number(await item.getAttribute('data-conversation-id'))).toBeGreaterThan(0);

    await item.click();
    const summary = page.getByTestId('bo-member-summary');
    await poll(() => summary.textContent()).toContain(member.username);
    expect(await summary.textContent()).toContain('PHP 500.00');
    await poll(() => item.getByTestId('bo-unread').count()).toBe(0);
    await poll(() => page.locator('[data-testid="bo-message"][data-sender="member"]').count()).toBe(1);

    await memberTypes(page);
    await page.getByTestId('bo-take').click();
    await poll(() => page.getByTestId('bo-take').count()).toBe(0);
    await answer(page);
    expect(errors).toEqual([]);
  });

  it('lays the desk out at 390 px, stacked, and signs out', async () => {
    const page = browser.contexts()[0]?.pages()[0];
    if (!page) throw new Error('the desk of the last test is gone');
    await page.setViewportSize(layoutViewports.phone);
    expect(await pageWidth(page)).toBeLessThanOrEqual(layoutViewports.phone.width);
    expect(await overlaps(page, '.queue, .thread, .summary')).toEqual([]);
    await screenshot(page, 'backoffice-desk-390');
    await page.getByTestId('bo-member-summary').scrollIntoViewIfNeeded();
    await screenshot(page, 'backoffice-member-390');
    await page.getByTestId('bo-signout').click();
    await page.getByTestId('bo-signin').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('bo.session'))).toBeNull();
    await screenshot(page, 'backoffice-signin-390');
  });

  it("lets an admin broadcast a platform message, refusing a team that isn't there", async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    const errors = watchErrors(page);
    await page.goto(`${base}/backoffice`);
    await signIn(page, totpCode(headSecret), HEAD);
    await page.getByTestId('bo-broadcast-open').click();
    const panel = page.getByTestId('bo-broadcast');
    await panel.waitFor();
    const note = page.getByTestId('bo-broadcast-note');
    await page.getByTestId('bo-broadcast-to-team').check();
    await page.getByTestId('bo-broadcast-account').fill('nobody_here');
    await page.getByTestId('bo-broadcast-subject').fill('Team news');
    await page.getByTestId('bo-broadcast-body').fill('For your team.');
    await page.getByTestId('bo-broadcast-send').click();
    await poll(() => note.textContent()).toBe('No agent has this account in the brand.');

    await page.getByTestId('bo-broadcast-to-brand').check();
    await page.getByTestId('bo-broadcast-subject').fill(BROADCAST);
    await page.getByTestId('bo-broadcast-body').fill('Double points on every ticket, all weekend.');
    await screenshot(page, 'backoffice-broadcast-1440');
    await page.getByTestId('bo-broadcast-send').click();
    await poll(() => note.textContent()).toBe('Sent to every member of the brand.');
    const inbox = await value<MessagesValue>(base, '/wps/member/messages', { token: member.token });
    expect(inbox.list.map((m) => m.title)).toContain(BROADCAST);
    expect(inbox.list.map((m) => m.title)).not.toContain('Team news');

    await page.setViewportSize(layoutViewports.phone);
    expect(await pageWidth(page)).toBeLessThanOrEqual(layoutViewports.phone.width);
    await screenshot(page, 'backoffice-broadcast-390');
    await page.getByTestId('bo-broadcast-close').click();
    await page.getByTestId('bo-broadcast-open').waitFor();
    // the one refusal the browser logs is the unknown team's 400
    expect(errors).toEqual([expect.stringContaining('status of 400')]);
    await page.close();
  });
});

const BROADCAST = 'Weekend double points';

/** The member's socket sends a typing mark; the console shows it under the messages. */
async function memberTypes(page: Page) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/wps/chat/socket`, ['bearer', member.token]);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  ws.send(JSON.stringify({ type: 'typing' }));
  await poll(() => page.locator('.typing').textContent()).toContain(member.username);
  ws.close();
}

/** An answer sent with Enter and one with an image; the member reads both, and the console shows it read. */
async function answer(page: Page) {
  await page.getByTestId('bo-reply-input').fill('Salamat po! Your deposit is credited.');
  await page.getByTestId('bo-reply-input').press('Enter');
  const mine = page.locator('[data-testid="bo-message"][data-sender="staff"]');
  await poll(() => mine.count()).toBe(1);
  await page
    .getByTestId('bo-reply-image')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('.composer__attachment img').waitFor();
  await page.getByTestId('bo-reply-send').click();
  await poll(() => mine.count()).toBe(2);
  await expect
    .poll(() =>
      mine
        .nth(1)
        .locator('img')
        .evaluate((i: HTMLImageElement) => i.naturalWidth),
    )
    .toBe(1);

  const history = (await chat('/wps/chat/messages')) as ChatHistoryValue;
  const answers = history.messages.filter((m) => m.sender === 'staff');
  expect(answers.map((m) => m.body)).toEqual(['Salamat po! Your deposit is credited.', '']);
  expect(answers[0]?.staffName).toBe(STAFF.username);
  expect(answers[1]?.image).toMatch(/^\/wps\/chat\/images\/[a-f0-9]{32}\.png$/);
  expect(history.unReadCount).toBe(2);

  await chat('/wps/chat/read', { upTo: answers[1]!.id });
  await poll(() => mine.nth(1).locator('.msg__state').textContent()).toBe('Read');
  await screenshot(page, 'backoffice-desk-1440');
}
