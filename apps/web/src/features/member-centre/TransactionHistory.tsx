import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionPage, TxType } from '@lotto/contracts';
import { tAny } from '../../lib/api-errors.ts';
import { formatMoney, moneySign, toCents } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import type { RecordColumn } from '../../ui/RecordsTable.tsx';
import { TX_TYPES, useTransactions } from './api.ts';
import { RecordFilters, RecordsSection, useRecordFilters } from './records.tsx';

/** Translation key of a movement type (`wallet.transfer` -> `wallet_transfer`: dots would nest). */
const typeKey = (type: string) => `memberCentre.records.types.${type.replaceAll('.', '_')}`;

type Row = TransactionPage['list'][number];

/**
 * Account record (transactionHistory): the member's movements with the balance after each,
 * filtered by type and by days (the quick ranges of docs/product/shell-and-routes.md#interface-constants, or any from/to), newest first, paged.
 */
export function TransactionHistory() {
  const { t } = useTranslation();
  const id = useId();
  const { filters, change, pageNo, setPageNo, days } = useRecordFilters<{ txType: TxType | '' }>({
    txType: '',
  });
  const records = useTransactions(days && { txType: filters.txType, ...days, pageNo });
  const typeText = (type: string) => tAny(t)(typeKey(type), { defaultValue: type });
  const columns: RecordColumn<Row>[] = [
    { label: t('memberCentre.records.time'), cell: (r) => formatTimestamp(r.txTime) },
    { label: t('memberCentre.records.type'), cell: (r) => typeText(r.txType) },
    {
      label: t('memberCentre.records.amount'),
      numeric: true,
      cell: (r) => (
        <>
          {toCents(r.amount) > 0n ? '+' : ''}
          {formatMoney(r.amount)}
        </>
      ),
      cellProps: (r) => ({ 'data-sign': moneySign(r.amount), 'data-testid': 'tx-amount' }),
    },
    {
      label: t('memberCentre.records.balance'),
      numeric: true,
      cell: (r) => formatMoney(r.currentBalance),
      cellProps: () => ({ 'data-testid': 'tx-balance' }),
    },
    { label: t('memberCentre.records.remark'), cell: (r) => r.remark },
  ];

  return (
    <div className="mc-stack">
      <RecordFilters range={filters} valid={days !== null} onRange={change}>
        <div className="mc-field">
          <label className="mc-field__label" htmlFor={`${id}-type`}>
            {t('memberCentre.records.type')}
          </label>
          <select
            id={`${id}-type`}
            className="text-input mc-input"
            value={filters.txType}
            data-testid="tx-type"
            onChange={(e) => change({ txType: e.target.value as TxType | '' })}
          >
            <option value="">{t('memberCentre.records.allTypes')}</option>
            {TX_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeText(type)}
              </option>
            ))}
          </select>
        </div>
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
