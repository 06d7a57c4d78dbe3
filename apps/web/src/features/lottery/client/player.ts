/**
 * Who may play on a lottery screen: a signed-in member that is not a restricted account
 * (isAgent 4, which the server refuses with `in_need_true_account`).
 */
import { useState } from 'react';
import { openModal } from '../../../lib/modals.ts';
import { RESTRICTED_AGENT, useSession } from '../../../lib/session.ts';

export const usePlayer = () => {
  const session = useSession();
  return session && session.isAgent !== RESTRICTED_AGENT ? session : null;
};

/**
 * May this visitor act? A guest gets the login modal (SPEC section 5); a restricted account is
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
