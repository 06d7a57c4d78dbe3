import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { contractsChanged } from '../../lib/contract-offers.ts';
import { endContract } from './contract-api.ts';

/**
 * Ends a contract after asking: the agent's own (`mine`), one it gave a downline, or withdraws an
 * offer it made that is still waiting. Either side may end an active contract.
 */
export function EndContract({ contract, side }: { contract: Contract; side: 'mine' | 'team' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const end = useMutation({
    mutationFn: () => endContract(contract.id),
    onSuccess: () => void contractsChanged(client),
  });
  const withdraw = contract.state === 'offered';
  const ask = withdraw
    ? t('agentCentre.contracts.withdrawAsk', { name: contract.member.username })
    : side === 'mine'
      ? t('agentCentre.contracts.endMineAsk')
      : t('agentCentre.contracts.endTeamAsk', { name: contract.member.username });
  const label = t(withdraw ? 'agentCentre.contracts.withdraw' : 'agentCentre.contracts.end');
  return (
    <span className="ac-end" data-testid="end-contract">
      {asking ? (
        <>
          <span role="alert">{ask}</span>
          <span className="ac-actions">
            <button
              type="button"
              className="button"
              data-confirm="end"
              disabled={end.isPending}
              onClick={() => end.mutate()}
            >
              {label}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
              {t('agentCentre.contracts.keep')}
            </button>
          </span>
        </>
      ) : (
        <button
          type="button"
          className="chip mc-chip"
          data-action={withdraw ? 'withdraw' : 'end'}
          onClick={() => setAsking(true)}
        >
          {label}
        </button>
      )}
      {end.error && <span className="mc-error">{errorText(t, end.error)}</span>}
    </span>
  );
}
