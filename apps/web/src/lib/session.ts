import { useState } from 'react';
import { openModal } from './modals.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';
import { createStore } from './store.ts';

/**
 * Login state is the session token plus isAgent (docs/product/accounts.md#sessions), kept in sessionStorage under
 * the keys existing clients use (docs/product/shell-and-routes.md#browser-storage). Values 1, 2, 41 and 42 may open the agent
 * centre; 4 is a restricted account that must be warned (in_need_true_account).
 */
export type Session = { token: string; isAgent: number; account: string; customerId: string } | null;

/** sessionStorage keys (docs/product/shell-and-routes.md#browser-storage) that this app writes. */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  account: 'account',
  merchant: 'merchant',
  customerId: 'customerId',
  memberLabel: 'memberLabel',
  /** Set while a forced password change is due: 'default' or 'expired' (docs/product/accounts.md#forced-password-change). */
  changePassword: 'changePassword',
} as const;

/**
 * Remember-me (decision: the password is never stored): the server answers a one-day session and
 * its token is kept in localStorage with its expiry, so a new tab or visit stays signed in.
 */
export const REMEMBERED_KEY = 'rememberedSession';

type Remembered = { token: string; isAgent: number; account: string; customerId: string; expiresAt: number };

const AGENT_VALUES = new Set([1, 2, 41, 42]);
export const RESTRICTED_AGENT = 4;
/** A free-demo account (FREEPLAY3): it plays with play money only. */
export const DEMO_AGENT = 9;

/** The remembered session if it is well formed and not yet expired. */
export const parseRemembered = (raw: string | null, now: number): Remembered | null => {
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as Partial<Remembered>;
    if (typeof r.token !== 'string' || typeof r.expiresAt !== 'number' || r.expiresAt <= now) return null;
    return {
      token: r.token,
      isAgent: Number(r.isAgent ?? 0),
      account: String(r.account ?? ''),
      customerId: String(r.customerId ?? ''),
      expiresAt: r.expiresAt,
    };
  } catch {
    return null;
  }
};

const write = (s: NonNullable<Session>) => {
  writeStorage('session', { key: SESSION_KEYS.token, value: s.token });
  writeStorage('session', { key: SESSION_KEYS.isAgent, value: String(s.isAgent) });
  writeStorage('session', { key: SESSION_KEYS.account, value: s.account });
  writeStorage('session', { key: SESSION_KEYS.customerId, value: s.customerId });
};

const read = (): Session => {
  const token = readStorage('session', SESSION_KEYS.token);
  if (token)
    return {
      token,
      isAgent: Number(readStorage('session', SESSION_KEYS.isAgent) ?? 0),
      account: readStorage('session', SESSION_KEYS.account) ?? '',
      customerId: readStorage('session', SESSION_KEYS.customerId) ?? '',
    };
  // A new tab or visit: bring back a remembered session while it lasts.
  const remembered = parseRemembered(readStorage('local', REMEMBERED_KEY), Date.now());
  if (!remembered) {
    removeStorage('local', REMEMBERED_KEY);
    return null;
  }
  const { expiresAt: _expiresAt, ...session } = remembered;
  write(session);
  return session;
};

const store = createStore<Session>(read());
export const useSession = store.use;
export const currentSession = store.get;

export type SignIn = {
  token: string;
  isAgent: number;
  account?: string;
  customerId?: string | number;
  /** Present when the member asked to be remembered: when the server ends the session (ms). */
  rememberUntil?: number;
};

export const signIn = ({ token, isAgent, account = '', customerId = '', rememberUntil }: SignIn): void => {
  const session = { token, isAgent, account, customerId: String(customerId) };
  write(session);
  if (rememberUntil)
    writeStorage('local', {
      key: REMEMBERED_KEY,
      value: JSON.stringify({ ...session, expiresAt: rememberUntil }),
    });
  else removeStorage('local', REMEMBERED_KEY);
  store.set(session);
};

/** Clears the session but keeps the brand keys (docs/product/shell-and-routes.md#header). */
export const signOut = (): void => {
  const merchant = readStorage('session', SESSION_KEYS.merchant);
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing kept anyway
  }
  removeStorage('local', REMEMBERED_KEY);
  if (merchant) writeStorage('session', { key: SESSION_KEYS.merchant, value: merchant });
  store.set(null);
};

export const canOpenAgentCentre = (s: Session): boolean => s !== null && AGENT_VALUES.has(s.isAgent);
export const canOpenMemberCentre = (s: Session): boolean => s !== null && s.isAgent !== RESTRICTED_AGENT;

/**
 * Who may play (a lottery screen, an in-house game) or keep favourites and recent games: a
 * signed-in member that is not a restricted account (isAgent 4, which the server refuses with
 * `in_need_true_account`). Here, not in a module of its own, which would be one more chunk on
 * the first page (the home page's lottery and games read it).
 */
export const usePlayer = () => {
  const session = useSession();
  return session && session.isAgent !== RESTRICTED_AGENT ? session : null;
};

/**
 * May this visitor act? A guest gets the login modal (docs/product/README.md#roles-and-permissions); a restricted account is
 * refused here, and `restricted` lets the screen say so.
 */
export function useGate() {
  const session = useSession();
  const [restricted, setRestricted] = useState(false);
  const allow = (): boolean => {
    if (!session) {
      openModal('loginPopupModal', { tab: 'login' });
      return false;
    }
    if (session.isAgent === RESTRICTED_AGENT) {
      setRestricted(true);
      return false;
    }
    return true;
  };
  return { allow, restricted };
}
