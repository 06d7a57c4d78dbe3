import { Suspense, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MEMBER_CENTRE_PARAM, memberCentrePageOf, type MemberCentrePage } from '../lib/member-centre.ts';
import { openModal } from '../lib/modals.ts';
import { canOpenMemberCentre, SESSION_KEYS, useSession } from '../lib/session.ts';
import { readStorage } from '../lib/storage.ts';
import type { MemberCentreProps } from '../features/member-centre/MemberCentre.tsx';
import { lazyOverlay, RealAccountNeeded } from './lazy-overlay.tsx';
import { SIGNIN_PARAM } from '../lib/signin-code.ts';

const MemberCentre = lazyOverlay<MemberCentreProps>(
  () => import('../features/member-centre/MemberCentre.tsx'),
);

/**
 * Opens the member centre while the address carries `?memberCentre=<page>` (the avatar menu,
 * the header's deposit and withdraw buttons, a payment gateway's way back) and closes it by
 * removing the parameter. Guests get the login modal; isAgent 4 gets the real-account warning
 * (docs/product/shell-and-routes.md#member-centre).
 */
export function MemberCentreHost() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const value = params.get(MEMBER_CENTRE_PARAM);
  const page = memberCentrePageOf(value);
  // A sign-in code beside it signs in first (Shell); wait for that instead of asking for a login.
  const signingIn = params.has(SIGNIN_PARAM);

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MEMBER_CENTRE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const show = useCallback(
    (next: MemberCentrePage) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(MEMBER_CENTRE_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const guest = page !== null && session === null && !signingIn;
  useEffect(() => {
    if (!guest) return;
    close();
    openModal('loginPopupModal', { tab: 'login' });
  }, [guest, close]);

  // A forced password change stays in front (ModalHost): the centre waits until it is done.
  const mustChange = readStorage('session', SESSION_KEYS.changePassword) !== null;
  if (page === null || session === null || mustChange) return null;
  if (!canOpenMemberCentre(session))
    return <RealAccountNeeded onClose={close} testId="member-centre-denied" />;
  return (
    <Suspense fallback={null}>
      <MemberCentre page={page} requested={value ?? ''} onPage={show} onClose={close} />
    </Suspense>
  );
}
