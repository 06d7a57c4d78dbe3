import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ModuleNode } from '@lotto/contracts';
import { eventually, startTestApp, type TestApp } from './harness.ts';

/**
 * Social sign-in against a real OpenID Connect provider on this machine (oauth2-mock-server):
 * discovery, signed ID tokens, PKCE and nonce all run for real; the mock only approves at once.
 * What the social sign-in test files share: one app and one provider per file, started by
 * `useOauthApp()`, and the steps a browser takes. `t` and `idp` are set from the file's
 * `beforeAll` on.
 */
export let t: TestApp;
export let idp: OAuth2Server;
const SECRET_ENV = 'OAUTH_TEST_GOOGLE_SECRET';
export const CLIENT_ID = 'perlas-play-test';

/** Starts both; `claims` answers what the provider puts in its next tokens (sub, email, or a bad aud / nonce / exp). */
export function useOauthApp(claims: () => Record<string, unknown>): void {
  beforeAll(async () => {
    idp = new OAuth2Server();
    await idp.issuer.keys.generate('RS256');
    await idp.start(0, '127.0.0.1');
    idp.service.on(Events.BeforeTokenSigning, (token) => {
      Object.assign(token.payload, claims());
    });
    process.env[SECRET_ENV] = 'test-client-secret';
    t = await startTestApp({ REGISTER_PER_IP: '1000' });
    await t.app.platform.admin.patchSettings('demo', {
      oauth: {
        google: {
          issuer: idp.issuer.url,
          clientId: CLIENT_ID,
          clientSecretEnv: SECRET_ENV,
          scope: 'openid email profile',
        },
      },
    });
    // The brand cache notices the change within CONFIG_POLL_MS.
    await eventually(async () => expect((await t.app.inject({ url: start() })).statusCode).toBe(302));
  });
  afterAll(async () => {
    await t.close();
    await idp.stop();
  });
}

export const start = (returnTo?: string) =>
  `/wps/session/oauth/google${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`;

/** The cookies of the last sign-in started, as the browser keeps them (state and bind). */
let browserCookies = '';

/** Starts a sign-in as the browser would and lets the provider approve it. */
export async function consent(returnTo?: string) {
  const begun = await t.app.inject({ url: start(returnTo) });
  expect(begun.statusCode, begun.body).toBe(302);
  const authorize = new URL(begun.headers.location as string);
  const setCookies = begun.headers['set-cookie'] as string[];
  const cookie = setCookies.map((c) => c.split(';')[0]!).join('; ');
  browserCookies = cookie;
  const answer = await fetch(authorize, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return { authorize, setCookies, cookie, callback: new URL(answer.headers.get('location')!) };
}

/** The browser coming back from the provider: where the site sends it next. */
export async function back(callback: URL, cookie: string | undefined): Promise<string> {
  const res = await t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(302);
  expect(String(res.headers['set-cookie'])).toMatch(/^oauth_state=; .*Max-Age=0/);
  return res.headers.location as string;
}

export async function signIn(returnTo?: string): Promise<string> {
  const { callback, cookie } = await consent(returnTo);
  return back(callback, cookie);
}

/** The page trades the sign-in code of its address for a session, in the browser that started. */
export async function tokenOf(location: string, cookie = browserCookies): Promise<string> {
  const code = new URL(location, 'http://x').searchParams.get('signinCode');
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/signin/code',
    headers: { cookie },
    payload: { code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { token: string } }>().value.token;
}

export const info = async (token: string) => {
  const res = await t.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { id: number; account: string; nickname: string } }>().value;
};

export const counts = async () => {
  const db = t.store.db.kysely;
  const members = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const identities = await db
    .selectFrom('member_identities')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { members: Number(members.n), identities: Number(identities.n) };
};

const flatten = (nodes: ModuleNode[]): Record<string, string> =>
  Object.fromEntries(
    nodes.flatMap((n) => [[n.modId, n.enabled], ...Object.entries(flatten(n.childrenNodes))]),
  );

export async function setModule(id: string, on: boolean) {
  await t.app.platform.admin.setModule('demo', { modId: id, enabled: on });
  await eventually(async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel' });
    expect(flatten(res.json<{ value: ModuleNode[] }>().value)[id]).toBe(on ? '1' : '0');
  });
}

export const FAILED = '/?oauthError=oauth.failed';
export const MARIA = {
  sub: 'google-110169484474386276334',
  email: 'maria.santos+play@example.com',
  email_verified: true,
  name: 'Maria Santos',
};
