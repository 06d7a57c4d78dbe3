import { Suspense, useState } from 'react';
import type { Contract } from '@lotto/contracts';
import { useSearchParams } from 'react-router';
import { AGENT_CENTRE_PARAM } from '../lib/agent-centre.ts';
import { offersOf, useConsolidated } from '../lib/contract-offers.ts';
import { MEMBER_CENTRE_PARAM } from '../lib/member-centre.ts';
import { useModal } from '../lib/modals.ts';
import { canOpenAgentCentre, SESSION_KEYS, useSession } from '../lib/session.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import type { OffersPopupProps } from '../features/contract-offers/OffersPopup.tsx';
import { lazyOverlay } from './lazy-overlay.tsx';

const OffersPopup = lazyOverlay<OffersPopupProps>(
  () => import('../features/contract-offers/OffersPopup.tsx'),
);

/** The session (by its token) whose offers already popped up: once a session, a new sign-in asks again. */
const SEEN_KEY = 'contractOffersSeen';

/**
 * Contract offers waiting for a signed-in agent pop up once a session
 * (docs/product/agents-and-promotions.md#contract-screens): after any dialog in front (the
 * welcome, a forced password change, a centre opened by its address) is closed. The popup is its own chunk, loaded only when
 * there is an offer.
 */
export function ContractOffersHost() {
  const session = useSession();
  const [seen, setSeen] = useState(() => readStorage('session', SEEN_KEY));
  if (session === null || !canOpenAgentCentre(session) || seen === session.token) return null;
  const token = session.token;
  return (
    <WaitingOffers
      onSeen={() => {
        writeStorage('session', { key: SEEN_KEY, value: token });
        setSeen(token);
      }}
    />
  );
}

function WaitingOffers({ onSeen }: { onSeen: () => void }) {
  const consolidated = useConsolidated();
  const modal = useModal();
  const [params] = useSearchParams();
  // A centre opened by its address would cover the popup: it waits until the centre is closed.
  const centre = params.has(AGENT_CENTRE_PARAM) || params.has(MEMBER_CENTRE_PARAM);
  const [open, setOpen] = useState<Contract[] | null>(null);
  const offers = consolidated.data ? offersOf(consolidated.data) : [];
  const ready =
    open === null &&
    offers.length > 0 &&
    modal === null &&
    !centre &&
    readStorage('session', SESSION_KEYS.changePassword) === null;
  // Opened once with the offers of that moment: answering one must not take it off the popup.
  if (ready) setOpen(offers);
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <OffersPopup offers={open} onClose={onSeen} />
    </Suspense>
  );
}
