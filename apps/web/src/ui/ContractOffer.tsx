import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@lotto/contracts';
import { errorText } from '../lib/api-errors.ts';
import { answerOffer, contractsChanged } from '../lib/contract-offers.ts';
import { formatTimestamp } from '../lib/time.ts';
import { ContractTiers } from './ContractTiers.tsx';
import './contracts.css';

/** Who offers a contract: its upline by name, or the platform for a top agent. */
export function useOfferedBy() {
  const { t } = useTranslation();
  return (c: Pick<Contract, 'upline'>) =>
    c.upline ? c.upline.username : t('agentCentre.contracts.platform');
}

/**
 * An offer waiting for the member's answer: its kind, who offers it and when, a dividend's mode,
 * the tiers, the sub-contracts accepting it would end, and Accept / Reject. Once answered it
 * says how, and the contract pages and offers ask again.
 */
export function OfferCard({ offer }: { offer: Contract }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const by = useOfferedBy();
  const answer = useMutation({
    mutationFn: (a: 'accept' | 'reject') => answerOffer(offer.id, a),
    onSuccess: () => void contractsChanged(client),
  });
  const done = answer.data?.state;
  return (
    <article className="ct-offer" data-testid="contract-offer" data-kind={offer.kind} data-id={offer.id}>
      <header className="ct-offer__head">
        <h4 className="ct-offer__title">{t(`agentCentre.contracts.kinds.${offer.kind}`)}</h4>
        <span className="ct-note">
          {t('agentCentre.contracts.offeredBy', { name: by(offer), time: formatTimestamp(offer.offeredAt) })}
        </span>
      </header>
      {offer.kind === 'dividend' && (
        <p className="ct-note">{t(`agentCentre.contracts.modes.${offer.mode}`)}</p>
      )}
      <ContractTiers contract={offer} />
      {offer.terminates.length > 0 && (
        <p className="ct-warn" data-testid="offer-terminates">
          {t('agentCentre.contracts.endsSubs', { count: offer.terminates.length })}
        </p>
      )}
      {done ? (
        <p className="ct-done" role="status" data-testid="offer-answered" data-state={done}>
          {t(done === 'active' ? 'agentCentre.contracts.accepted' : 'agentCentre.contracts.rejected')}
        </p>
      ) : (
        <div className="ct-buttons">
          <button
            type="button"
            className="button"
            data-answer="accept"
            disabled={answer.isPending}
            onClick={() => answer.mutate('accept')}
          >
            {t('agentCentre.contracts.accept')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            data-answer="reject"
            disabled={answer.isPending}
            onClick={() => answer.mutate('reject')}
          >
            {t('agentCentre.contracts.reject')}
          </button>
        </div>
      )}
      {answer.error && (
        <p className="ct-error" role="alert">
          {errorText(t, answer.error)}
        </p>
      )}
    </article>
  );
}
