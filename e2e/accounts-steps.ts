import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { admin } from './admin.ts';
import { launch, watchErrors } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * Steps of the account screens' browser tests, in Chromium against a real server, as a person
 * uses them. SMS codes and mailed links are read from the server's outbox (test-only routes,
 * NODE_ENV=test, so each file runs its own server, started by `useAccountsServer()`, beside the
 * suite's production one). `server`, `browser` and `base` are set from its `beforeAll` on.
 */
export let server: RunningServer;
export let browser: Browser;
export let base: string;

export function useAccountsServer(): void {
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'test', OAUTH_TEST_SECRET: 'e2e-social-secret' });
    base = server.baseUrl;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

export const PASSWORD = 'Perlas2026x';
let seq = 0;
export const unique = () => `${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`;
export const newUsername = () => `u${unique()}`.slice(0, 16);
/** A Philippine mobile number as the demo brand's rule wants it: 10 digits starting with 9. */
export const newMobile = () =>
  `9${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 1000).padStart(3, '0')}`;

type Outbox = { target: string; body: string; code: string | null; link: string | null; createdAt: number };

/** A test-only call to the server this file started, or to `origin` (another file's server). */
async function api<T>(path: string, origin = base): Promise<T> {
  const res = await fetch(`${origin}${path}`);
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.value;
}

/** The newest message to a phone number or email address sent after `since`. */
export async function message(target: string, since: number, origin = base): Promise<Outbox> {
  for (let i = 0; i < 50; i++) {
    const [latest] = await api<Outbox[]>(`/wps/test/outbox?target=${encodeURIComponent(target)}`, origin);
    if (latest && latest.createdAt >= since) return latest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no message to ${target}`);
}

export const field = (scope: Locator | Page, name: string) => scope.locator(`.field[data-field="${name}"]`);
export const input = (scope: Locator | Page, name: string) => field(scope, name).locator('input').first();
export const dialog = (page: Page) => page.locator('dialog[open]').last();

/** The server a form's page was loaded from. */
const originOf = (scope: Locator) => new URL(scope.page().url()).origin;

/** Reads the captcha key from the image and fills in its answer. */
export async function solveCaptcha(scope: Locator) {
  const image = scope.getByTestId('captcha-image');
  await expect.poll(() => image.getAttribute('data-captcha-key')).toBeTruthy();
  const key = (await image.getAttribute('data-captcha-key'))!;
  const { answer } = await api<{ answer: string }>(`/wps/test/captcha/${key}`, originOf(scope));
  await input(scope, 'captcha').fill(answer);
  return key;
}

/** Presses the SMS button of a form and types the code the server sent to +63 number. */
export async function smsCode(scope: Locator, mobile: string) {
  const since = Date.now() - 1000;
  await scope.getByTestId('sms-send').click();
  await expect.poll(() => scope.getByTestId('sms-send').isDisabled()).toBe(true);
  const sms = await message(`+63${mobile}`, since, originOf(scope));
  expect(sms.code).toMatch(/^\d{6}$/);
  // 'code sent (countdown)' for expiredMinutes × 60 s (docs/product/accounts.md#sms-codes)
  expect(await scope.getByTestId('sms-send').textContent()).toMatch(/\(\d+ s\)/);
  await input(scope, 'verificationCode').fill(sms.code!);
}

/**
 * Fills a registration form as a visitor would (username, password twice, a mobile number with
 * its SMS code, the captcha, age and terms) and sends it; waits for the success.
 */
export async function submitRegistration(form: Locator, q: { username: string; password: string }) {
  const mobile = newMobile();
  await input(form, 'username').fill(q.username);
  await input(form, 'password').fill(q.password);
  await input(form, 'confirmPassword').fill(q.password);
  await input(form, 'mobileNum').fill(mobile);
  await smsCode(form, mobile);
  await solveCaptcha(form);
  await field(form, 'ageConfirmed').locator('input').check();
  await field(form, 'termsAccepted').locator('input').check();
  await form.locator('button[type="submit"]').click();
  await form.page().getByTestId('register-success-modal').waitFor({ timeout: 20_000 });
}

export const signedIn = (page: Page) => page.getByTestId('balance').waitFor();
export const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

export async function newPage(viewport: { width: number; height: number }, context?: BrowserContext) {
  const page = await (context ?? browser).newPage({ viewport });
  return { page, errors: watchErrors(page) };
}

/** Console errors other than the 4xx answers a test provokes on purpose. */
export const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

export async function openLogin(page: Page) {
  await page.goto(`${base}/?modal=loginPopupModal`);
  const modal = page.getByTestId('login-modal');
  await modal.waitFor();
  return modal;
}

export async function loginWithPassword(page: Page, credentials: { username: string; password: string }) {
  const modal = await openLogin(page);
  await input(modal, 'username').fill(credentials.username);
  await input(modal, 'password').fill(credentials.password);
  await modal.locator('button[type="submit"]').click();
  return modal;
}

export async function createMember(...flags: string[]) {
  const username = newUsername();
  await admin(server.env, 'member', 'create', '--username', username, ...flags);
  return username;
}
