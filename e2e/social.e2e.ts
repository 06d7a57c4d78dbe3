import { Events, OAuth2Server } from 'oauth2-mock-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';
import { freePort } from './server.ts';

/**
 * Social sign-in in Chromium: the brand's Google client points at a real OpenID Connect provider
 * on this machine (oauth2-mock-server), which approves at once. Everything between the button
 * and the signed-in header runs for real: redirects, state cookie, PKCE, signed ID token.
 */
let browser: Browser;
let idp: OAuth2Server;
const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const subject = `google-e2e-${Date.now()}`;

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(await freePort(), '127.0.0.1');
  idp.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, {
      sub: subject,
      email: 'juan.delacruz@example.com',
      email_verified: true,
      name: 'Juan Dela Cruz',
    });
  });
  // OAUTH_GOOGLE_SECRET is in the server's environment (global-setup.ts).
  const google = {
    issuer: idp.issuer.url,
    clientId: 'perlas-play-e2e',
    clientSecretEnv: 'OAUTH_GOOGLE_SECRET',
    scope: 'openid email profile',
  };
  await admin(serverEnv, 'brand', 'set', JSON.stringify({ oauth: { google } }));
  await admin(serverEnv, 'module', 'GOOGLELOGIN3', 'on');
  await admin(serverEnv, 'module', 'DIRECTREG3', 'on');
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  await admin(serverEnv, 'brand', 'set', JSON.stringify({ oauth: {} }));
  await idp.stop();
});

/** Clicks "Google" on the registration page and waits until the header shows the member. */
async function signInWithGoogle(page: Page): Promise<{ token: string; account: string; id: number }> {
  await page.goto(`${baseUrl}/register`);
  await page.locator('a[href^="/wps/session/oauth/google"]').click();
  await page.getByTestId('balance').waitFor();
  // Back on the page it started from, which sends a signed-in member home; the code is out of the address.
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).searchParams.has('signinCode')).toBe(false);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const res = await fetch(`${baseUrl}/wps/member/info`, { headers: { authorization: token! } });
  expect(res.status).toBe(200);
  const { value } = (await res.json()) as { value: { account: string; id: number } };
  return { token: token!, ...value };
}

describe('social sign-in in Chromium', () => {
  it('registers a new player with Google from /register and signs it in', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    const first = await signInWithGoogle(page);
    expect(first.account).toBe('juandelacruz');
    await screenshot(page, 'social-google-signed-in');
    // The header asks for the balance of a wallet that is not built yet (404): nothing else fails.
    expect(refused.filter((r) => r !== '404 /wps/v2/wallets/balance')).toEqual([]);
    expect(errors.filter((e) => !e.includes('status of 404 (Not Found)'))).toEqual([]);
    await page.close();

    // Another visit (a fresh browser profile) signs the same member in.
    const context = await browser.newContext({ viewport: viewports.desktop });
    const again = await signInWithGoogle(await context.newPage());
    expect(again.id).toBe(first.id);
    expect(again.token).not.toBe(first.token);
    await context.close();
  });

  it("does not sign a visitor in with a crafted link carrying someone else's code", async () => {
    // The attacker starts a sign-in in their own browser and keeps the code instead of using it.
    const attacker = await browser.newContext({ viewport: viewports.desktop });
    const own = await attacker.newPage();
    await own.route('**/wps/session/signin/code', (route) => route.abort());
    const callback = own.waitForResponse((r) => r.url().includes('/wps/session/oauth/google/callback'));
    await own.goto(`${baseUrl}/wps/session/oauth/google?returnTo=%2F`);
    const code = new URL((await callback).headers()['location']!, baseUrl).searchParams.get('signinCode');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The victim opens the crafted link in their browser: no session, a message says why.
    const victim = await browser.newContext({ viewport: viewports.phone });
    const page = await victim.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/?signinCode=${code}`);
    const toast = page.locator('.toast');
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/sign-in link|sign-in link na ito/i);
    await page.waitForURL((url) => !url.searchParams.has('signinCode'));
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.getByTestId('balance').count()).toBe(0);
    await screenshot(page, 'social-crafted-code-refused');
    expect(errors.filter((e) => !e.includes('status of 400 (Bad Request)'))).toEqual([]);
    // Refused in the wrong browser, the code is used up: the attacker's own browser cannot use it now.
    await own.unroute('**/wps/session/signin/code');
    const late = await own.evaluate(async (c) => {
      const res = await fetch('/wps/session/signin/code', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: c }),
      });
      return res.status;
    }, code);
    expect(late).toBe(400);
    await attacker.close();
    await victim.close();
  });

  it('leaves a signed-in visitor signed in as themselves when a sign-in comes back', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const first = await signInWithGoogle(page);
    // Already signed in, the same browser starts a sign-in again: the code is not traded.
    await page.goto(`${baseUrl}/wps/session/oauth/google?returnTo=%2F`);
    const toast = page.locator('.toast');
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/already signed in|naka-sign in ka na/i);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(first.token);
    await context.close();
  });
});
