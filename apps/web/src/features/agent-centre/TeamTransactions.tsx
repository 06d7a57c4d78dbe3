import { useTranslation } from 'react-i18next';
import { TEAM_TX_TYPES, type TeamTransaction } from '@lotto/contracts';
import { RecordFilters, RecordsSection, useRecordFilters } from '../../ui/RecordPage.tsx';
import type { RecordColumn } from '../../ui/RecordsTable.tsx';
import { TxTypeSelect, useTransactionColumns } from '../../ui/TransactionRecords.tsx';
import { useTeamTransactions } from './api.ts';
import { teamAsk } from './team-query.ts';
import { UsernameFilter } from './UsernameFilter.tsx';

type TxType = (typeof TEAM_TX_TYPES)[number];

/**
 * Downline transactions (agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals,
 * transfers, adjustments, bonuses and rebates with the member and the balance after each,
 * filtered by type, member and the brand's days (the previous 7 at first), newest first.
 */
export function TeamTransactions({ today }: { today: string }) {
  const { t } = useTranslation();
  const { filters, change, pageNo, setPageNo } = useRecordFilters<{ username: string; txType: TxType | '' }>(
    { username: '', txType: '' },
    today,
  );
  const ask = teamAsk(filters, { pageNo, extra: { txType: filters.txType } });
  const asked = ask !== null;
  const records = useTeamTransactions(ask && { ...ask, txType: ask.txType as TxType | undefined });
  const columns: RecordColumn<TeamTransaction>[] = [
    { label: t('agentCentre.bets.member'), cell: (r) => <strong>{r.username}</strong> },
    ...(useTransactionColumns() as RecordColumn<TeamTransaction>[]),
  ];
  return (
    <div className="mc-stack" data-testid="team-transactions">
      <RecordFilters range={filters} valid={asked} onRange={change} today={today}>
        <UsernameFilter value={filters.username} onApply={(username) => change({ username })} />
        <TxTypeSelect
          types={TEAM_TX_TYPES}
          value={filters.txType}
          testId="team-tx-type"
          onChange={(txType) => change({ txType })}
        />
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
