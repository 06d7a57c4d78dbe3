import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieValue,
  forgetUsername,
  REMEMBER_COOKIE,
  rememberedUsername,
  rememberUsername,
  usernameCookie,
} from './remember.ts';

afterEach(() => vi.unstubAllGlobals());

describe('remember-me cookie', () => {
  it('keeps the username for one day', () => {
    expect(usernameCookie('juan 01', false)).toBe(
      `${REMEMBER_COOKIE}=juan%2001; Max-Age=86400; Path=/; SameSite=Lax`,
    );
    expect(usernameCookie('juan', true)).toMatch(/; Secure$/);
  });

  it('clears it when unchecked', () => {
    expect(usernameCookie(null, false)).toBe(`${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });

  it('reads the cookie back among others', () => {
    expect(cookieValue(`a=1; ${REMEMBER_COOKIE}=juan%2001; b=2`, REMEMBER_COOKIE)).toBe('juan 01');
    expect(cookieValue('a=1', REMEMBER_COOKIE)).toBeNull();
    expect(cookieValue(`${REMEMBER_COOKIE}=`, REMEMBER_COOKIE)).toBeNull();
    expect(cookieValue(`${REMEMBER_COOKIE}=%E0%A4%A`, REMEMBER_COOKIE)).toBeNull();
  });

  it('writes only the username: no password ever reaches a cookie', () => {
    const writes: string[] = [];
    const doc = {
      set cookie(v: string) {
        writes.push(v);
      },
      get cookie() {
        return writes.at(-1)?.split(';')[0] ?? '';
      },
    };
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', { location: { protocol: 'https:' } });
    rememberUsername('maria');
    expect(rememberedUsername()).toBe('maria');
    forgetUsername();
    expect(rememberedUsername()).toBeNull();
    expect(writes).toHaveLength(2);
    for (const w of writes) expect(w.toLowerCase()).not.toContain('password');
  });
});
