import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@lotto/contracts';
import { OfferCard } from '../../ui/ContractOffer.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

export type OffersPopupProps = { offers: Contract[]; onClose: () => void };

/**
 * Contract offers waiting for a signed-in agent's answer (docs/product/agents-and-promotions.md#contract-screens),
 * shown once a session: each with its tiers and Accept / Reject. The offers stay as they were
 * when it opened, each saying how it was answered; one left unanswered waits on its contract page.
 */
export default function OffersPopup({ offers, onClose }: OffersPopupProps) {
  const { t } = useTranslation();
  const [shown] = useState(offers);
  return (
    <Dialog
      title={t('agentCentre.contracts.popupTitle')}
      onClose={onClose}
      width={520}
      testId="contract-offers"
    >
      <p className="ct-note">{t('agentCentre.contracts.popupIntro', { count: shown.length })}</p>
      {shown.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose} data-testid="offers-later">
          {t('agentCentre.contracts.popupClose')}
        </button>
      </div>
    </Dialog>
  );
}
