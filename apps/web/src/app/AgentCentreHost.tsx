import { Suspense, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { AgentCentrePage } from '@lotto/contracts/agent/pages';
import { AGENT_CENTRE_PARAM, agentCentrePageOf } from '../lib/agent-centre.ts';
import { useBecomeAgent } from '../lib/affiliate.ts';
import { openModal } from '../lib/modals.ts';
import { canOpenAgentCentre, RESTRICTED_AGENT, SESSION_KEYS, useSession } from '../lib/session.ts';
import { readStorage } from '../lib/storage.ts';
import type { AgentCentreProps } from '../features/agent-centre/AgentCentre.tsx';
import { lazyOverlay, RealAccountNeeded } from './lazy-overlay.tsx';
import { SIGNIN_PARAM } from '../lib/signin-code.ts';

const AgentCentre = lazyOverlay<AgentCentreProps>(() => import('../features/agent-centre/AgentCentre.tsx'));

/**
 * Opens the agent centre while the address carries `?agentCentre=<page>` (the avatar menu's
 * entry) and closes it by removing the parameter. Guests get the login modal; isAgent 4 gets the
 * real-account warning; a member who is not an agent is sent where agents sign up (the brand's
 * affiliate page, otherwise customer service).
 */
export function AgentCentreHost() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const page = agentCentrePageOf(params.get(AGENT_CENTRE_PARAM));
  const signingIn = params.has(SIGNIN_PARAM);
  const becomeAgent = useBecomeAgent();

  const edit = useCallback(
    (next: AgentCentrePage | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(AGENT_CENTRE_PARAM);
          else updated.set(AGENT_CENTRE_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(() => edit(null), [edit]);

  const guest = page !== null && session === null && !signingIn;
  const player =
    page !== null && session !== null && session.isAgent !== RESTRICTED_AGENT && !canOpenAgentCentre(session);
  useEffect(() => {
    if (!guest && !player) return;
    close();
    if (guest) openModal('loginPopupModal', { tab: 'login' });
    else becomeAgent();
  }, [guest, player, close, becomeAgent]);

  const mustChange = readStorage('session', SESSION_KEYS.changePassword) !== null;
  if (page === null || session === null || mustChange || player) return null;
  if (session.isAgent === RESTRICTED_AGENT)
    return <RealAccountNeeded onClose={close} testId="agent-centre-denied" />;
  return (
    <Suspense fallback={null}>
      <AgentCentre page={page} onPage={edit} onClose={close} />
    </Suspense>
  );
}
