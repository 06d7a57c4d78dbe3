import type { Page } from 'playwright-core';

/**
 * Opens `path` of the site already signed in with a session token from the API, the way the
 * app keeps a session after a login: the token and its isAgent in the tab's sessionStorage,
 * under the keys the app reads. The storage is written on a small page of the same origin (the
 * health check), so the app itself loads once, signed in. Links never carry session tokens.
 */
export async function openSignedIn(
  page: Page,
  baseUrl: string,
  session: { token: string; isAgent?: number; path?: string },
): Promise<void> {
  await page.goto(`${baseUrl}/healthz`);
  await page.evaluate(
    ({ token, isAgent }) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('isAgent', String(isAgent));
    },
    { token: session.token, isAgent: session.isAgent ?? 0 },
  );
  await page.goto(`${baseUrl}${session.path ?? '/'}`);
}
