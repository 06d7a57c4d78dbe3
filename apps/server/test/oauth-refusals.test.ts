import { Events } from 'oauth2-mock-server';
import { describe, expect, it } from 'vitest';
import { back, consent, counts, FAILED, idp, signIn, useOauthApp } from './oauth-suite.ts';

/**
 * What a sign-in refuses: a tampered, foreign or replayed state, denied consent, provider errors, bad ID tokens.
 * `claims` is what the provider puts in its next tokens (sub, email, or a bad aud / nonce / exp).
 */
let claims: Record<string, unknown> = {};
useOauthApp(() => claims);

describe('social sign-in with OpenID Connect', () => {
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
});
