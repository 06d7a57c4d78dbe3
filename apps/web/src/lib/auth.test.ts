import { describe, expect, it } from 'vitest';
import { afterLoginStep, osName } from './auth.ts';

const value = (defaultPassword: boolean, passwordExpired: boolean) => ({ defaultPassword, passwordExpired });

describe('what follows a login (docs/product/accounts.md#login)', () => {
  it('forces the change of a default password', () => {
    expect(afterLoginStep(value(true, false), { type: 'username', enforceExpiry: false })).toBe(
      'changeDefault',
    );
    expect(afterLoginStep(value(true, true), { type: 'username', enforceExpiry: true })).toBe(
      'changeDefault',
    );
  });

  it('forces the change of an expired password only while the brand enforces expiry', () => {
    expect(afterLoginStep(value(false, true), { type: 'username', enforceExpiry: true })).toBe(
      'changeExpired',
    );
    expect(afterLoginStep(value(false, true), { type: 'username', enforceExpiry: false })).toBe('welcome');
  });

  it('never after an SMS login', () => {
    expect(afterLoginStep(value(true, true), { type: 'sms', enforceExpiry: true })).toBe('welcome');
  });

  it('welcomes everyone else', () => {
    expect(afterLoginStep(value(false, false), { type: 'username', enforceExpiry: true })).toBe('welcome');
  });
});

describe('osName (free-play call)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 'MacOS'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Linux'],
    ['curl/8', 'Other'],
  ])('%s -> %s', (ua, os) => expect(osName(ua)).toBe(os));
});
