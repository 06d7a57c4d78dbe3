import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../src/modules/identity/oauth.ts';
import * as suite from './oauth-suite.ts';

/**
 * Where a sign-in returns to, and the switches that turn it off: the module, the provider, DIRECTREG3.
 * `claims` is what the provider puts in its next tokens (sub, email, or a bad aud / nonce / exp).
 */
let claims: Record<string, unknown> = {};
suite.useOauthApp(() => claims);

describe('social sign-in with OpenID Connect', () => {
  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'register',
    'javascript:alert(1)',
  ])('goes back to / for the return path %s', async (returnTo) => {
    claims = suite.MARIA;
    expect(await suite.signIn(returnTo)).toMatch(/^\/\?signinCode=[A-Za-z0-9_-]{43}$/);
  });

  it('keeps only paths of this site as return paths', () => {
    expect(safeReturnTo('/lottery?gameCode=SSC1#top')).toBe('/lottery?gameCode=SSC1#top');
    expect(safeReturnTo('/a/../b')).toBe('/b');
    for (const bad of [undefined, '', 'http://x.example/', '//x.example', '/\\x.example', '/\nx', 'x'])
      expect(safeReturnTo(bad)).toBe('/');
  });

  it('answers callers that accept JSON with the same place', async () => {
    const res = await suite.t.app.inject({
      url: suite.start('/pointMall'),
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const { location } = res.json<{ value: { location: string } }>().value;
    expect(location.startsWith(`${suite.idp.issuer.url}/authorize?`)).toBe(true);
  });

  it('refuses to start with the module off or without a client for the provider', async () => {
    claims = suite.MARIA;
    const pending = await suite.consent();
    const social = async () =>
      (await suite.t.app.inject({ url: '/wps/system/status' })).json<{
        value: { info: { register: { social: string[] } } };
      }>().value.info.register.social;
    // Only a configured provider with its module on is offered to visitors.
    expect(await social()).toEqual(['google']);
    await suite.setModule('GOOGLELOGIN3', false);
    try {
      expect(await social()).toEqual([]);
      const res = await suite.t.app.inject({ url: suite.start('/register') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'function.not.available' });
      // A sign-in begun before the switch does not finish after it.
      expect(await suite.back(pending.callback, pending.cookie)).toBe('/?oauthError=function.not.available');
    } finally {
      await suite.setModule('GOOGLELOGIN3', true);
    }
    const facebook = await suite.t.app.inject({ url: '/wps/session/oauth/facebook' });
    expect(facebook.json()).toMatchObject({ code: 'function.not.available' });
    expect((await suite.t.app.inject({ url: '/wps/session/oauth/twitter' })).statusCode).toBe(400);
  });

  it('without DIRECTREG3 signs linked members in but registers nobody new', async () => {
    await suite.setModule('DIRECTREG3', false);
    try {
      claims = { sub: 'google-newcomer', email: 'newcomer@example.com', email_verified: true };
      const before = await suite.counts();
      expect(await suite.signIn()).toBe('/?oauthError=invitation_code_error');
      expect(await suite.counts()).toEqual(before);
      claims = suite.MARIA;
      expect((await suite.info(await suite.tokenOf(await suite.signIn()))).account).toBe('mariasantos');
    } finally {
      await suite.setModule('DIRECTREG3', true);
    }
  });
});
