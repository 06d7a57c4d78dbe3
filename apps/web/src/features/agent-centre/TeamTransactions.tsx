import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_TX_TYPES, type TeamTransaction } from '@lotto/contracts';
import { RecordFilters, RecordsSection, useRecordFilters } from '../../ui/RecordPage.tsx';
import type { RecordColumn } from '../../ui/RecordsTable.tsx';
import { useTransactionColumns, useTxTypeText } from '../../ui/TransactionRecords.tsx';
import { useTeamTransactions } from './api.ts';
import { UsernameFilter } from './UsernameFilter.tsx';

type TxType = (typeof TEAM_TX_TYPES)[number];

/**
 * Downline transactions (agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals,
 * transfers, adjustments, bonuses and rebates with the member and the balance after each,
 * filtered by type, member and the brand's days (the previous 7 at first), newest first.
 */
export function TeamTransactions({ today }: { today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const typeText = useTxTypeText();
  const { filters, change, pageNo, setPageNo } = useRecordFilters<{ username: string; txType: TxType | '' }>(
    { username: '', txType: '' },
    today,
  );
  const asked = filters.from !== '' && filters.to !== '' && filters.from <= filters.to;
  const records = useTeamTransactions(
    asked
      ? {
          from: filters.from,
          to: filters.to,
          pageNo,
          ...(filters.username && { username: filters.username }),
          ...(filters.txType && { txType: filters.txType }),
        }
      : null,
  );
  const columns: RecordColumn<TeamTransaction>[] = [
    { label: t('agentCentre.bets.member'), cell: (r) => <strong>{r.username}</strong> },
    ...(useTransactionColumns() as RecordColumn<TeamTransaction>[]),
  ];
  return (
    <div className="mc-stack" data-testid="team-transactions">
      <RecordFilters range={filters} valid={asked} onRange={change} today={today}>
        <UsernameFilter value={filters.username} onApply={(username) => change({ username })} />
        <div className="mc-field">
          <label className="mc-field__label" htmlFor={`${id}-type`}>
            {t('memberCentre.records.type')}
          </label>
          <select
            id={`${id}-type`}
            className="text-input mc-input"
            value={filters.txType}
            data-testid="team-tx-type"
            onChange={(e) => change({ txType: e.target.value as TxType | '' })}
          >
            <option value="">{t('memberCentre.records.allTypes')}</option>
            {TEAM_TX_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeText(type)}
              </option>
            ))}
          </select>
        </div>
      </RecordFilters>
      <RecordsSection
        label={t('agentCentre.pages.agentDownlineTransactionDetailsCopy')}
        query={records}
        asked={asked}
        emptyTestId="team-tx-empty"
        onPage={setPageNo}
        table={{
          columns,
          rowKey: (r) => r.txId,
          rowProps: (r) => ({
            'data-testid': 'team-tx-row',
            'data-type': r.txType,
            'data-member': r.username,
          }),
          testId: 'team-tx-table',
        }}
      />
    </div>
  );
}
