import { useTranslation } from 'react-i18next';
import type { TxType } from '@lotto/contracts';
import { TxTypeSelect, useTransactionColumns } from '../../ui/TransactionRecords.tsx';
import { TX_TYPES, useTransactions } from './api.ts';
import { RecordFilters, RecordsSection, useRecordFilters } from '../../ui/RecordPage.tsx';

/**
 * Account record (transactionHistory): the member's movements with the balance after each,
 * filtered by type and by days (the quick ranges of docs/product/shell-and-routes.md#interface-constants, or any from/to), newest first, paged.
 */
export function TransactionHistory() {
  const { t } = useTranslation();
  const { filters, change, pageNo, setPageNo, days } = useRecordFilters<{ txType: TxType | '' }>({
    txType: '',
  });
  const records = useTransactions(days && { txType: filters.txType, ...days, pageNo });
  const columns = useTransactionColumns();

  return (
    <div className="mc-stack">
      <RecordFilters range={filters} valid={days !== null} onRange={change}>
        <TxTypeSelect
          types={TX_TYPES}
          value={filters.txType}
          testId="tx-type"
          onChange={(txType) => change({ txType })}
        />
      </RecordFilters>
      <RecordsSection
        label={t('memberCentre.pages.transactionHistory')}
        query={records}
        asked={days !== null}
        emptyTestId="tx-empty"
        onPage={setPageNo}
        table={{
          columns,
          rowKey: (r) => r.txId,
          rowProps: (r) => ({ 'data-testid': 'tx-row', 'data-type': r.txType }),
          testId: 'tx-table',
        }}
      />
    </div>
  );
}
