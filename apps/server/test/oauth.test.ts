import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleNode } from '@lotto/contracts';
import { safeReturnTo } from '../src/modules/identity/oauth.ts';
import { eventually, startTestApp, type TestApp } from './harness.ts';

/**
 * Social sign-in against a real OpenID Connect provider on this machine (oauth2-mock-server):
 * discovery, signed ID tokens, PKCE and nonce all run for real; the mock only approves at once.
 */
let t: TestApp;
let idp: OAuth2Server;
/** Claims the provider puts in its next tokens (sub, email, or a bad aud / nonce / exp). */
let claims: Record<string, unknown> = {};
const SECRET_ENV = 'OAUTH_TEST_GOOGLE_SECRET';
const CLIENT_ID = 'perlas-play-test';

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, claims);
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

const start = (returnTo?: string) =>
  `/wps/session/oauth/google${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`;

/** The cookies of the last sign-in started, as the browser keeps them (state and bind). */
let browserCookies = '';

/** Starts a sign-in as the browser would and lets the provider approve it. */
async function consent(returnTo?: string) {
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
async function back(callback: URL, cookie: string | undefined): Promise<string> {
  const res = await t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(302);
  expect(String(res.headers['set-cookie'])).toMatch(/^oauth_state=; .*Max-Age=0/);
  return res.headers.location as string;
}

async function signIn(returnTo?: string): Promise<string> {
  const { callback, cookie } = await consent(returnTo);
  return back(callback, cookie);
}

/** The page trades the sign-in code of its address for a session, in the browser that started. */
async function tokenOf(location: string, cookie = browserCookies): Promise<string> {
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

const info = async (token: string) => {
  const res = await t.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { id: number; account: string; nickname: string } }>().value;
};

const counts = async () => {
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

async function setModule(id: string, on: boolean) {
  await t.app.platform.admin.setModule('demo', id, on);
  await eventually(async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel' });
    expect(flatten(res.json<{ value: ModuleNode[] }>().value)[id]).toBe(on ? '1' : '0');
  });
}

const FAILED = '/?oauthError=oauth.failed';
const MARIA = {
  sub: 'google-110169484474386276334',
  email: 'maria.santos+play@example.com',
  email_verified: true,
  name: 'Maria Santos',
};

describe('social sign-in with OpenID Connect', () => {
  it('sends the browser to the provider with state, nonce and PKCE (S256), bound by a cookie', async () => {
    claims = MARIA;
    const { authorize, setCookies } = await consent('/register');
    expect(authorize.origin).toBe(idp.issuer.url);
    expect(authorize.pathname).toBe('/authorize');
    const q = authorize.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('redirect_uri')).toBe('http://localhost/wps/session/oauth/google/callback');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(setCookies[0]).toBe(
      `oauth_state=${q.get('state')}; Path=/wps/session/oauth; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
    expect(setCookies[1]).toMatch(
      /^signin_bind=[A-Za-z0-9_-]{43}; Path=\/wps\/session; Max-Age=720; HttpOnly; SameSite=Lax$/,
    );
  });

  it('creates a player on the first sign-in and hands back a code for a working token', async () => {
    claims = MARIA;
    const before = await counts();
    const location = await signIn('/register?ref=home');
    expect(location).toMatch(/^\/register\?ref=home&signinCode=[A-Za-z0-9_-]{43}$/);
    const me = await info(await tokenOf(location));
    expect(me).toMatchObject({ account: 'mariasantos', nickname: 'Maria Santos' });
    expect(await counts()).toEqual({ members: before.members + 1, identities: before.identities + 1 });

    const member = await t.store.db.kysely
      .selectFrom('members')
      .selectAll()
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      password_state: 'none',
      password_hash: null,
      type: 0,
      email: MARIA.email,
      first_login_done: 1,
    });
    const link = await t.store.db.kysely
      .selectFrom('member_identities')
      .selectAll()
      .where('member_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ provider: 'google', subject: MARIA.sub, email: MARIA.email });
  });

  it('signs the same member in again for the same subject', async () => {
    claims = MARIA;
    const first = await info(await tokenOf(await signIn()));
    const before = await counts();
    const again = await signIn('/');
    expect(again).toMatch(/^\/\?signinCode=/);
    expect((await info(await tokenOf(again))).id).toBe(first.id);
    expect(await counts()).toEqual(before);
  });

  it('gives a member without an email or with a taken name a generated username', async () => {
    claims = { sub: 'google-no-email-1' };
    const a = await info(await tokenOf(await signIn()));
    expect(a.account).toMatch(/^g[0-9]{9}$/);
    claims = { sub: 'google-maria-2', email: 'maria.santos@example.org', email_verified: false };
    const b = await info(await tokenOf(await signIn()));
    expect(b.account).toMatch(/^mariasantos[0-9]{4}$/);
    const row = await t.store.db.kysely
      .selectFrom('members')
      .select('email')
      .where('id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(row.email, 'an unverified email is not given to the account').toBeNull();
  });

  it('refuses a tampered, foreign or replayed state and creates nothing', async () => {
    claims = { sub: 'google-state-test', email: 'state.test@example.com', email_verified: true };
    const { callback, cookie } = await consent();
    const before = await counts();

    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')!.slice(0, -2)}xx`);
    expect(await back(tampered, cookie)).toBe(FAILED);
    // Cookie and state forged together: no such sign-in was started.
    expect(await back(tampered, `oauth_state=${tampered.searchParams.get('state')}`)).toBe(FAILED);
    // The right callback URL in another browser (login CSRF): no state cookie there.
    expect(await back(callback, undefined)).toBe(FAILED);
    expect(await back(callback, 'oauth_state=somebody-elses')).toBe(FAILED);
    // The right state cookie without the bind cookie: the code would have no browser to belong to.
    expect(await back(callback, cookie.split('; ')[0])).toBe(FAILED);
    expect(await counts()).toEqual(before);

    // The genuine answer still works once, and only once.
    const ok = await back(callback, cookie);
    expect(ok).toMatch(/^\/\?signinCode=/);
    const after = await counts();
    expect(after.members).toBe(before.members + 1);
    expect(await back(callback, cookie)).toBe(FAILED);
    expect(await counts()).toEqual(after);
  });

  it('refuses denied consent and provider errors without creating anything', async () => {
    claims = { sub: 'google-denied', email: 'denied@example.com' };
    const before = await counts();
    idp.service.once(Events.BeforeAuthorizeRedirect, ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The user denied consent');
    });
    expect(await signIn('/register')).toBe(FAILED);
    idp.service.once(Events.BeforeResponse, (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'code already used' };
    });
    expect(await signIn()).toBe(FAILED);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['another audience', { aud: 'some-other-client' }],
    ['another nonce', { nonce: 'not-the-one-sent' }],
    [
      'an expired token',
      { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 },
    ],
    ['another issuer', { iss: 'https://accounts.example.com' }],
  ])('refuses an ID token with %s', async (_name, bad) => {
    claims = { sub: 'google-bad-token', email: 'bad@example.com', ...bad };
    const before = await counts();
    expect(await signIn()).toBe(FAILED);
    expect(await counts()).toEqual(before);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'register',
    'javascript:alert(1)',
  ])('goes back to / for the return path %s', async (returnTo) => {
    claims = MARIA;
    expect(await signIn(returnTo)).toMatch(/^\/\?signinCode=[A-Za-z0-9_-]{43}$/);
  });

  it('keeps only paths of this site as return paths', () => {
    expect(safeReturnTo('/lottery?gameCode=SSC1#top')).toBe('/lottery?gameCode=SSC1#top');
    expect(safeReturnTo('/a/../b')).toBe('/b');
    for (const bad of [undefined, '', 'http://x.example/', '//x.example', '/\\x.example', '/\nx', 'x'])
      expect(safeReturnTo(bad)).toBe('/');
  });

  it('answers callers that accept JSON with the same place', async () => {
    const res = await t.app.inject({ url: start('/pointMall'), headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    const { location } = res.json<{ value: { location: string } }>().value;
    expect(location.startsWith(`${idp.issuer.url}/authorize?`)).toBe(true);
  });

  it('refuses to start with the module off or without a client for the provider', async () => {
    claims = MARIA;
    const pending = await consent();
    const social = async () =>
      (await t.app.inject({ url: '/wps/system/status' })).json<{
        value: { info: { register: { social: string[] } } };
      }>().value.info.register.social;
    // Only a configured provider with its module on is offered to visitors.
    expect(await social()).toEqual(['google']);
    await setModule('GOOGLELOGIN3', false);
    try {
      expect(await social()).toEqual([]);
      const res = await t.app.inject({ url: start('/register') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'function.not.available' });
      // A sign-in begun before the switch does not finish after it.
      expect(await back(pending.callback, pending.cookie)).toBe('/?oauthError=function.not.available');
    } finally {
      await setModule('GOOGLELOGIN3', true);
    }
    const facebook = await t.app.inject({ url: '/wps/session/oauth/facebook' });
    expect(facebook.json()).toMatchObject({ code: 'function.not.available' });
    expect((await t.app.inject({ url: '/wps/session/oauth/twitter' })).statusCode).toBe(400);
  });

  it('without DIRECTREG3 signs linked members in but registers nobody new', async () => {
    await setModule('DIRECTREG3', false);
    try {
      claims = { sub: 'google-newcomer', email: 'newcomer@example.com', email_verified: true };
      const before = await counts();
      expect(await signIn()).toBe('/?oauthError=invitation_code_error');
      expect(await counts()).toEqual(before);
      claims = MARIA;
      expect((await info(await tokenOf(await signIn()))).account).toBe('mariasantos');
    } finally {
      await setModule('DIRECTREG3', true);
    }
  });
});
