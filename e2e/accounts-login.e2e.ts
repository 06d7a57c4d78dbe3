import { describe, expect, it } from 'vitest';
import { screenshot, viewports } from './browser.ts';
import {
  base,
  browser,
  createMember,
  dialog,
  field,
  input,
  loginWithPassword,
  newMobile,
  newPage,
  openLogin,
  PASSWORD,
  sessionToken,
  signedIn,
  smsCode,
  solveCaptcha,
  unexpected,
  useAccountsServer,
} from './accounts-steps.ts';

/**
 * Logging in, in Chromium against a real server: the header form and its sealed credentials,
 * logout, remember-me, by SMS code, and the captcha after failed logins.
 */
useAccountsServer();

describe('login', () => {
  it('logs in from the header form at 1440 px, welcomes the first login, and logs out', headerLoginAndLogout);
  it(
    'remember-me keeps the username (cookie) and the session (new tab) for a day; logout forgets it',
    rememberMe,
  );

  it('logs in by SMS code', async () => {
    const mobile = newMobile();
    await createMember('--password', PASSWORD, '--mobile', `+63${mobile}`);
    const { page, errors } = await newPage(viewports.phone);
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    const modal = await openLogin(page);
    await modal.locator('form [role="tab"]').nth(1).click();

    // The dial-code picker opens on focus; a choice sets code and flag; it closes on blur.
    const picker = modal.getByTestId('dial-code');
    expect(await picker.textContent()).toContain('+63');
    await picker.focus();
    await modal.locator('[role="listbox"] [data-country="VN"]').click();
    expect(await picker.textContent()).toContain('🇻🇳 +84');
    await modal.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await picker.click(); // focus came back to it after the choice: a click opens it again
    await modal.locator('[role="listbox"] [data-country="PH"]').click();
    await input(modal, 'mobileNum').focus();
    await modal.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await screenshot(page, 'login-sms-light-phone');
    await input(modal, 'mobileNum').fill(mobile);
    await smsCode(modal, mobile);
    await modal.locator('button[type="submit"]').click();
    await page.getByTestId('after-login-modal').waitFor();
    await signedIn(page);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('shows the captcha after a failed login, a new one after each failure, and accepts its answer', async () => {
    const username = await createMember('--password', PASSWORD);
    const { page } = await newPage(viewports.desktop);
    const modal = await loginWithPassword(page, { username, password: 'wrong-password-1' });
    await modal.locator('.form__error').waitFor();
    const keys = new Set<string>();
    for (let attempt = 2; attempt <= 3; attempt++) {
      const image = modal.getByTestId('captcha-image');
      await image.waitFor();
      await expect.poll(() => image.getAttribute('data-captcha-key')).not.toBeNull();
      const key = (await image.getAttribute('data-captcha-key'))!;
      keys.add(key);
      await input(modal, 'password').fill(`wrong-password-${attempt}`);
      await input(modal, 'captcha').fill('ZZZZ');
      await modal.locator('button[type="submit"]').click();
      await expect.poll(() => image.getAttribute('data-captcha-key')).not.toBe(key);
    }
    expect(keys.size).toBe(2);
    await screenshot(page, 'login-captcha-desktop');
    await input(modal, 'password').fill(PASSWORD);
    await solveCaptcha(modal);
    await modal.locator('button[type="submit"]').click();
    await page.getByTestId('after-login-modal').waitFor();
    await page.close();
  });
});

async function headerLoginAndLogout() {
  const username = await createMember('--password', PASSWORD);
  const { page, errors } = await newPage(viewports.desktop);
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/session/login')) sent.push(r.postDataJSON());
  });
  await page.goto(base);
  const form = page.locator('form.header__login');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  const welcome = page.getByTestId('after-login-modal');
  await welcome.waitFor();
  await welcome.getByTestId('first-login').waitFor();
  await expect.poll(() => welcome.textContent()).toContain(username); // nickname from member info
  await welcome.getByRole('button').last().click();
  await signedIn(page);
  const token = await sessionToken(page);
  // an `E` call: the credentials travel sealed (RSA-OAEP wrapped AES-GCM), not as JSON
  expect(sent).toHaveLength(1);
  expect(Object.keys(sent[0] as object).sort()).toEqual(['data', 'iv', 'key', 'kid']);
  expect(JSON.stringify(sent[0])).not.toContain(PASSWORD);

  await page.locator('.avatar-menu__button').click();
  await page.locator('.avatar-menu__panel [role="menuitem"]').last().click();
  await dialog(page).locator('.dialog__actions .button').last().click();
  await page.locator('header .header__guest').waitFor();
  expect(await sessionToken(page)).toBeNull();
  // the server ended the session too
  const info = await fetch(`${base}/wps/member/info`, { headers: { Authorization: token! } });
  expect(info.status).toBe(401);
  expect(unexpected(errors)).toEqual([]);
  await page.close();
}

async function rememberMe() {
  const username = await createMember('--password', PASSWORD);
  const context = await browser.newContext({ viewport: viewports.phone });
  const { page } = await newPage(viewports.phone, context);
  const modal = await openLogin(page);
  await input(modal, 'username').fill(username);
  await input(modal, 'password').fill(PASSWORD);
  await field(modal, 'remember').locator('input').check();
  await modal.locator('button[type="submit"]').click();
  await page.getByTestId('after-login-modal').waitFor();

  const cookies = await context.cookies();
  const remembered = cookies.find((c) => c.name === 'rememberUsername');
  expect(remembered?.value).toBe(username);
  expect(remembered!.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3_600_000);
  expect(cookies.some((c) => c.value.includes(PASSWORD))).toBe(false);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(PASSWORD);

  const tab = await context.newPage();
  await tab.goto(base);
  await signedIn(tab);
  expect(await sessionToken(tab)).toBeTruthy();

  await tab.locator('.avatar-menu__button').click();
  await tab.locator('.avatar-menu__panel [role="menuitem"]').last().click();
  await dialog(tab).locator('.dialog__actions .button').last().click();
  await tab.locator('header .header__guest').waitFor();
  const again = await context.newPage();
  await again.goto(base);
  await again.locator('header .header__guest').waitFor();
  expect(await sessionToken(again)).toBeNull();
  // the login form offers the remembered username
  const next = await openLogin(again);
  expect(await input(next, 'username').inputValue()).toBe(username);
  await context.close();
}
