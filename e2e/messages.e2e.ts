import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagesValue } from '@lotto/contracts';
import { admin } from './admin.ts';
import { launch, screenshot, watchErrors } from './browser.ts';
import { PASSWORD, value } from './first-minute-steps.ts';
import { layoutViewports, pageWidth } from './layout.ts';
import { clipped } from './promo-steps.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * Platform messages (INBOX3) in Chromium against a real server, at 390 px: the operator sends a
 * member a message from the CLI; the header's envelope shows one unread; the member opens
 * messageV2 from it, sees the message marked unread (and the count on the menu's entry), opens
 * it and reads it whole; back in the list it is read and the header's badge is gone. A second
 * message sent while the page is open shows in the badge and the list without a reload.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
let server: RunningServer;
let browser: Browser;
let base: string;
let member: { username: string; token: string };
const TITLE = 'Weekend reload: 20% on your next deposit';
const LATER = 'Your free spins are ready';
const BODY =
  'Deposit from Friday to Sunday and get 20% more, up to 2,000.00.\nThe offer ends Sunday at 23:59.';

beforeAll(async () => {
  // Redis carries the CLI's message to the server, which tells the member's open page.
  server = await startServer({ REDIS_URL, REDIS_PREFIX: `lotto-e2e-messages-${process.pid}` });
  base = server.baseUrl;
  browser = await launch();
  const username = `ms${Date.now().toString(36).slice(-6)}`;
  await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
  const { token } = await value<{ token: string }>(base, '/wps/session/login', {
    body: { username, password: PASSWORD },
  });
  member = { username, token };
  await admin(server.env, 'message', 'member', username, '--title', TITLE, '--body', BODY);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPhone(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: layoutViewports.phone });
  const errors = watchErrors(page);
  await openSignedIn(page, base, { token: member.token });
  return { page, errors };
}

describe('platform messages in the browser', () => {
  it('at 390 px: the unread badge shows, the member reads the message in messageV2, the badge clears', async () => {
    const { page, errors } = await openPhone();
    try {
      await readOnPhone(page);
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  });
});

async function readOnPhone(page: Page) {
  const badge = page.getByTestId('header-unread');
  await badge.waitFor();
  expect(await badge.textContent()).toBe('1');
  await screenshot(page, 'messages-header-390');
  // the envelope keeps the header's buttons whole on a narrower phone too
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await clipped(page.locator('header.header'), '.button')).toEqual([]);
  // (the badge sits on the envelope's corner by design, so the envelope is checked by its box)
  const envelope = (await page.getByTestId('header-messages').boundingBox())!;
  expect(envelope.x + envelope.width).toBeLessThanOrEqual(360);
  await screenshot(page, 'messages-header-360');
  await page.setViewportSize(layoutViewports.phone);

  await page.getByTestId('header-messages').click();
  const centre = page.getByTestId('member-centre');
  const row = centre.getByTestId('message-row').first();
  await row.waitFor();
  expect(await row.getAttribute('data-unread')).toBe('true');
  expect(await row.textContent()).toContain(TITLE);
  const entry = centre.locator('.mc__item[data-page="messageV2"]');
  expect(await entry.getByTestId('menu-badge').textContent()).toBe('1');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(await clipped(centre, '.msg-toolbar .button, .msg-item')).toEqual([]);
  await screenshot(page, 'messages-list-390');

  await row.getByRole('button').click();
  const body = centre.getByTestId('message-body');
  await body.waitFor();
  expect(await body.textContent()).toBe(BODY);
  await screenshot(page, 'messages-detail-390');
  // opening it read it: the header's badge goes, and the list marks it read
  await badge.waitFor({ state: 'detached' });
  await centre.getByRole('button', { name: /All messages|Lahat ng mensahe/ }).click();
  await row.waitFor();
  expect(await row.getAttribute('data-unread')).toBeNull();
  expect(await entry.getByTestId('menu-badge').count()).toBe(0);

  const list = await value<MessagesValue>(base, '/wps/member/messages', { token: member.token });
  expect(list.unread).toBe(0);
  // a message sent while the page is open: the badge and the list show it without a reload
  await admin(server.env, 'message', 'member', member.username, '--title', LATER, '--body', 'Live.');
  await badge.waitFor();
  expect(await badge.textContent()).toBe('1');
  await centre.getByTestId('message-row').filter({ hasText: LATER }).waitFor();
  // then on a desktop: the menu beside the page, the list as wide as the panel
  await page.setViewportSize(layoutViewports.desktop);
  await row.waitFor();
  expect(await clipped(centre, '.msg-toolbar .button, .msg-item')).toEqual([]);
  await screenshot(page, 'messages-list-1440');

  // deleting asks first, in a dialog; confirmed, the message leaves the list
  await centre.getByTestId('message-row').filter({ hasText: LATER }).getByRole('button').click();
  await centre.getByTestId('message-delete').click();
  await page.getByTestId('message-delete-dialog').waitFor();
  await screenshot(page, 'messages-delete-dialog-1440');
  await page.getByTestId('message-delete-dialog-confirm').click();
  await centre.getByTestId('message-row').filter({ hasText: TITLE }).waitFor();
  expect(await centre.getByTestId('message-row').filter({ hasText: LATER }).count()).toBe(0);
}
