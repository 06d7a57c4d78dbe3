import { describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  consent,
  counts,
  idp,
  info,
  MARIA,
  signIn,
  t,
  tokenOf,
  useOauthApp,
} from './oauth-suite.ts';

/**
 * Sign-in at the provider: the request it starts, the player it creates or finds, the name it gets.
 * `claims` is what the provider puts in its next tokens (sub, email, or a bad aud / nonce / exp).
 */
let claims: Record<string, unknown> = {};
useOauthApp(() => claims);

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
});
