import type { Staff } from '@lotto/contracts/support/chat';

/** The staff session of this tab: kept in sessionStorage, so it ends with the tab. */
export type StaffSession = { token: string; staff: Staff };
const KEY = 'bo.session';

export function readSession(): StaffSession | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StaffSession>) : undefined;
    return parsed?.token && parsed.staff ? (parsed as StaffSession) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSession(session: StaffSession | undefined): void {
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: the session lives as long as the page
  }
}
