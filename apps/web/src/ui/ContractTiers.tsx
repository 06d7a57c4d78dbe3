import { useTranslation } from 'react-i18next';
import type { Contract } from '@lotto/contracts';
import { formatMoney } from '../lib/money.ts';
import './contracts.css';

/**
 * A contract's tiers, lowest first: the rate and what the team must reach for it (valid
 * turnover, valid users, and for dividends the loss). A dividend's five columns become a card
 * of labelled lines per tier in a narrow box; a wage's four fit a phone.
 */
export function ContractTiers({ contract }: { contract: Pick<Contract, 'kind' | 'tiers'> }) {
  const { t } = useTranslation();
  const labels = [
    t('agentCentre.contracts.tier'),
    t('agentCentre.contracts.rate'),
    t('agentCentre.contracts.minTurnover'),
    t('agentCentre.contracts.minUsers'),
    ...(contract.kind === 'dividend' ? [t('agentCentre.contracts.minLoss')] : []),
  ];
  return (
    <div className="ct-tiers" data-cols={labels.length} data-testid="contract-tiers">
      <table>
        <thead>
          <tr>
            {labels.map((l) => (
              <th key={l} scope="col">
                {l}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, i) => {
            const cells = [
              String(i + 1),
              <strong key="rate">{tier.rate}%</strong>,
              formatMoney(tier.minTurnover),
              String(tier.minUsers),
              formatMoney(tier.minLoss),
            ];
            return (
              <tr key={i} data-rate={tier.rate}>
                {labels.map((l, j) => (
                  <td key={l} data-label={l}>
                    {cells[j]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The highest rate of a contract's tiers, as the API writes rates ('1.50'). */
export const topRate = (contract: Pick<Contract, 'tiers'>): string =>
  contract.tiers.reduce((top, tier) => (Number(tier.rate) > Number(top) ? tier.rate : top), '0.00');

/** A contract's state as a coloured badge. */
export function StateBadge({ state, testId }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="mc-badge ct-state" data-status={state} data-testid={testId}>
      {t(`agentCentre.contracts.states.${state as Contract['state']}`)}
    </span>
  );
}
