import { useCallback, useMemo, useState } from 'react';
import { BroadcastPanel } from '../features/broadcast/BroadcastPanel.tsx';
import { Desk } from '../features/desk/Desk.tsx';
import { SignIn } from '../features/signin/SignIn.tsx';
import { useI18n } from '../i18n/index.tsx';
import type { Caller } from '../lib/api.ts';
import { readSession, writeSession, type StaffSession } from '../lib/session.ts';

/**
 * Signed out: the sign-in form; signed in: the support desk, and for admins the broadcast of
 * platform messages beside it. A refused token signs the tab out.
 */
export function App() {
  const { lang, t } = useI18n();
  const [broadcast, setBroadcast] = useState(false);
  const [session, setSession] = useState<StaffSession | undefined>(readSession);
  const [ended, setEnded] = useState(false);
  const change = useCallback((next: StaffSession | undefined, { expired = false } = {}) => {
    writeSession(next);
    setSession(next);
    setEnded(expired);
  }, []);
  const caller = useMemo<Caller>(
    () => ({ token: session?.token, lang, onSessionEnd: () => change(undefined, { expired: true }) }),
    [session, lang, change],
  );
  if (!session) return <SignIn caller={caller} expired={ended} onSignedIn={(s) => change(s)} />;
  const admin = session.staff.role === 'admin';
  return (
    <Desk
      caller={caller}
      staff={session.staff}
      onSignedOut={() => change(undefined)}
      actions={
        admin && !broadcast ? (
          <button
            type="button"
            className="btn"
            onClick={() => setBroadcast(true)}
            data-testid="bo-broadcast-open"
          >
            {t('broadcast.open')}
          </button>
        ) : undefined
      }
      body={broadcast ? <BroadcastPanel caller={caller} onClose={() => setBroadcast(false)} /> : undefined}
    />
  );
}
