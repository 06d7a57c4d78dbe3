import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { admin } from './admin.ts';
import { launch, watchErrors } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * Steps of the /lottery screen's browser tests, against a real server whose lottery clock the
 * test moves (NODE_ENV=test: POST /wps/__test/lottery/advance), one per file, started by
 * `useLotteryServer()`. `server` and `browser` are set from its `beforeAll` on.
 */
export const PASSWORD = 'Laro2026xyz';
export let server: RunningServer;
export let browser: Browser;

export function useLotteryServer(): void {
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'test' });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

export type Ticket = { ticketId: number; numero: string; status: string; stake: string; payout: string };
type Near = { currentNumero: { numero: string; remainTime: number; closeTime: number } };

/** The API's value for `path`, as `token` (when given) and with `body` (POST) when given. */
export const api = async <T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> => {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { ...(init.token ? { authorization: init.token } : {}), 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const json = (await res.json()) as { success: boolean; value: T };
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.value;
};

/** Moves the server's lottery clock: past the draw a game takes bets on, or by ms. */
export const advance = (body: { gameCode: string } | { ms: number }) =>
  api<{ now: number }>('/wps/__test/lottery/advance', { body });

export const near = (gameCode: string) => api<Near>(`/lotto/lgw/games/opened/numero?gameCode=${gameCode}`);
export const balanceOf = async (token: string) =>
  (await api<{ sumBalance: string }>('/wps/v2/wallets/balance', { token })).sumBalance;

export async function funded(prefix: string, amount = '1000.00') {
  const username = `${prefix}${Date.now().toString(36).slice(-5)}`;
  await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
  await admin(server.env, 'wallet', 'adjust', username, amount, '--memo', 'e2e credit');
  const { token } = await api<{ token: string }>('/wps/session/login', {
    body: { username, password: PASSWORD },
  });
  return { username, token };
}

export async function signedInPage(token: string, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  await openSignedIn(page, server.baseUrl, { token });
  await page.getByTestId('balance').waitFor();
  return { page, errors };
}

/** The header's balance as the API writes it ("1,000.00" -> "1000.00"). */
export const headerBalance = async (page: Page) =>
  ((await page.getByTestId('balance').locator('.balance__amount').textContent()) ?? '').replace(
    /[^\d.-]/g,
    '',
  );

export const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** Refusals a test provokes on purpose log their 4xx status in the console. */
export const unexpected = (errors: string[], allowed: RegExp[] = []) =>
  errors.filter((e) => !allowed.some((a) => a.test(e)));

export const drawNumero = (page: Page) => page.getByTestId('lt-draw').getAttribute('data-numero');

/** Opens a game and starts a fresh draw, so betting has its whole window; the page follows. */
export async function openFresh(page: Page, { gameCode, playId }: { gameCode: string; playId: string }) {
  await page.goto(`${server.baseUrl}/lottery?gameCode=${gameCode}&playType=${playId}`);
  await page.getByTestId('lt-draw').waitFor();
  await expect.poll(() => page.getByTestId(`lt-play-${playId}`).getAttribute('aria-pressed')).toBe('true');
  await advance({ gameCode });
  const fresh = (await near(gameCode)).currentNumero;
  // the countdown follows the server's clock, not the browser's
  await expect.poll(() => drawNumero(page)).toBe(fresh.numero);
  return fresh.numero;
}

/** Places what is picked through the confirm dialog; answers the draw it went on. */
export async function place(page: Page) {
  await page.getByTestId('lt-place').click();
  const dialog = page.getByTestId('lt-confirm');
  await dialog.waitFor();
  const numero = await dialog.getByTestId('lt-confirm-numero').textContent();
  await dialog.getByTestId('lt-confirm-go').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('lt-notice').waitFor();
  return numero!;
}

export const ticketRow = (page: Page, numero: string) =>
  page.getByTestId('lt-ticket').and(page.locator(`[data-numero="${numero}"]`));
