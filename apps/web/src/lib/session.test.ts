import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRemembered, REMEMBERED_KEY, SESSION_KEYS } from './session.ts';

const fakeStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
};

let session: ReturnType<typeof fakeStorage>;
let local: ReturnType<typeof fakeStorage>;

/** session.ts reads storage when it loads: a fresh copy per test, on fresh storage. */
const load = async () => {
  vi.resetModules();
  return import('./session.ts');
};

beforeEach(() => {
  session = fakeStorage();
  local = fakeStorage();
  vi.stubGlobal('window', { sessionStorage: session, localStorage: local });
});
afterEach(() => vi.unstubAllGlobals());

describe('session keys (docs/product/shell-and-routes.md#browser-storage)', () => {
  it('signIn writes token, isAgent, account and customerId to sessionStorage', async () => {
    const s = await load();
    s.signIn({ token: 't0k3n', isAgent: 1, account: 'juan01', customerId: 42 });
    expect(Object.fromEntries(session.map)).toEqual({
      token: 't0k3n',
      isAgent: '1',
      account: 'juan01',
      customerId: '42',
    });
    expect(s.currentSession()).toEqual({ token: 't0k3n', isAgent: 1, account: 'juan01', customerId: '42' });
    expect(local.map.has(REMEMBERED_KEY)).toBe(false);
  });

  it('signOut clears the session, keeps the merchant key and forgets a remembered session', async () => {
    const s = await load();
    session.setItem(SESSION_KEYS.merchant, 'demo');
    s.signIn({ token: 't', isAgent: 0, rememberUntil: Date.now() + 60_000 });
    session.setItem(SESSION_KEYS.changePassword, 'default');
    s.signOut();
    expect(Object.fromEntries(session.map)).toEqual({ merchant: 'demo' });
    expect(local.map.has(REMEMBERED_KEY)).toBe(false);
    expect(s.currentSession()).toBeNull();
  });
});

describe('remember-me session', () => {
  it('keeps the token with its expiry in localStorage, never a password', async () => {
    const s = await load();
    const until = Date.now() + 86_400_000;
    s.signIn({ token: 'abc', isAgent: 0, account: 'maria', customerId: 7, rememberUntil: until });
    expect(JSON.parse(local.getItem(REMEMBERED_KEY)!)).toEqual({
      token: 'abc',
      isAgent: 0,
      account: 'maria',
      customerId: '7',
      expiresAt: until,
    });
  });

  it('a new tab (empty sessionStorage) is signed in until the expiry', async () => {
    local.setItem(
      REMEMBERED_KEY,
      JSON.stringify({
        token: 'abc',
        isAgent: 2,
        account: 'maria',
        customerId: '7',
        expiresAt: Date.now() + 1000,
      }),
    );
    const s = await load();
    expect(s.currentSession()).toEqual({ token: 'abc', isAgent: 2, account: 'maria', customerId: '7' });
    expect(session.getItem('token')).toBe('abc');
  });

  it('an expired remembered session is dropped', async () => {
    local.setItem(REMEMBERED_KEY, JSON.stringify({ token: 'abc', isAgent: 0, expiresAt: Date.now() - 1 }));
    const s = await load();
    expect(s.currentSession()).toBeNull();
    expect(local.map.has(REMEMBERED_KEY)).toBe(false);
  });

  it.each([null, '', 'not json', '{"token":1,"expiresAt":9}', '{"token":"a"}'])(
    'parseRemembered ignores %s',
    (raw) => expect(parseRemembered(raw, 0)).toBeNull(),
  );
});
