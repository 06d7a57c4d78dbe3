import { readStorage, writeStorage } from './storage.ts';
import { createStore } from './store.ts';

/**
 * Login state is the session token plus isAgent (SPEC section 4), kept in sessionStorage under
 * the keys existing clients use. Values 1, 2, 41 and 42 may open the agent centre; 4 is a
 * restricted account that must be warned (in_need_true_account).
 */
export type Session = { token: string; isAgent: number } | null;

const AGENT_VALUES = new Set([1, 2, 41, 42]);
export const RESTRICTED_AGENT = 4;

const read = (): Session => {
  const token = readStorage('session', 'token');
  return token ? { token, isAgent: Number(readStorage('session', 'isAgent') ?? 0) } : null;
};

const store = createStore<Session>(read());
export const useSession = store.use;

export const signIn = (token: string, isAgent: number): void => {
  writeStorage('session', 'token', token);
  writeStorage('session', 'isAgent', String(isAgent));
  store.set({ token, isAgent });
};

/** Clears the session but keeps the brand keys (SPEC: "restores merchant keys"). */
export const signOut = (): void => {
  const merchant = readStorage('session', 'merchant');
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing kept anyway
  }
  if (merchant) writeStorage('session', 'merchant', merchant);
  store.set(null);
};

export const canOpenAgentCentre = (s: Session): boolean => s !== null && AGENT_VALUES.has(s.isAgent);
export const canOpenMemberCentre = (s: Session): boolean => s !== null && s.isAgent !== RESTRICTED_AGENT;
