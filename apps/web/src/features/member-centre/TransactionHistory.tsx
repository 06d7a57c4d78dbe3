import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TxType } from '@lotto/contracts';
import { tAny } from '../../lib/api-errors.ts';
import { formatMoney, toCents } from '../../lib/money.ts';
import { dayRange, formatTimestamp, quickRange, type QuickRange } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import { TX_TYPES, useTransactions } from './api.ts';
import { DayRangeFields } from './DayRangeFields.tsx';
import { QueryStatus } from './QueryStatus.tsx';

/** Translation key of a movement type (`wallet.transfer` -> `wallet_transfer`: dots would nest). */
const typeKey = (type: string) => `memberCentre.records.types.${type.replaceAll('.', '_')}`;

type Filters = { txType: TxType | ''; range: QuickRange | null; from: string; to: string };

/**
 * Account record (transactionHistory): the member's movements with the balance after each,
 * filtered by type and by days (the SPEC's quick ranges or any from/to), newest first, paged.
 */
export function TransactionHistory() {
  const { t } = useTranslation();
  const id = useId();
  const [filters, setFilters] = useState<Filters>(() => ({
    txType: '',
    range: 'prev7',
    ...quickRange('prev7'),
  }));
  const [pageNo, setPageNo] = useState(1);
  const days = dayRange(filters.from, filters.to);
  const records = useTransactions(days && { txType: filters.txType, ...days, pageNo });
  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPageNo(1);
  };
  const typeText = (type: string) => tAny(t, typeKey(type), { defaultValue: type });
  // A backwards range asks nothing: the last answer must not stand for it.
  const data = days ? records.data : undefined;
  const rows = data?.list ?? [];

  return (
    <div className="mc-stack">
      <form
        className="mc-card mc-filters"
        aria-label={t('memberCentre.records.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="mc-field">
          <label className="mc-field__label" htmlFor={`${id}-type`}>
            {t('memberCentre.records.type')}
          </label>
          <select
            id={`${id}-type`}
            className="mc-input"
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
        <DayRangeFields value={filters} valid={days !== null} onChange={(next) => change(next)} />
      </form>
      <section
        className="mc-card"
        aria-label={t('memberCentre.pages.transactionHistory')}
        aria-busy={records.isFetching}
      >
        {days && <QueryStatus query={records} />}
        {data && rows.length === 0 && (
          <p className="mc-status" data-testid="tx-empty">
            {t('memberCentre.empty')}
          </p>
        )}
        {rows.length > 0 && (
          <table className="mc-table" data-testid="tx-table">
            <thead>
              <tr>
                <th scope="col">{t('memberCentre.records.time')}</th>
                <th scope="col">{t('memberCentre.records.type')}</th>
                <th scope="col" className="mc-num">
                  {t('memberCentre.records.amount')}
                </th>
                <th scope="col" className="mc-num">
                  {t('memberCentre.records.balance')}
                </th>
                <th scope="col">{t('memberCentre.records.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const sign = toCents(r.amount);
                return (
                  <tr key={r.txId} data-testid="tx-row" data-type={r.txType}>
                    <td data-label={t('memberCentre.records.time')}>{formatTimestamp(r.txTime)}</td>
                    <td data-label={t('memberCentre.records.type')}>{typeText(r.txType)}</td>
                    <td
                      data-label={t('memberCentre.records.amount')}
                      className="mc-num"
                      data-sign={sign > 0n ? 'in' : sign < 0n ? 'out' : undefined}
                      data-testid="tx-amount"
                    >
                      {sign > 0n ? '+' : ''}
                      {formatMoney(r.amount)}
                    </td>
                    <td
                      data-label={t('memberCentre.records.balance')}
                      className="mc-num"
                      data-testid="tx-balance"
                    >
                      {formatMoney(r.currentBalance)}
                    </td>
                    <td data-label={t('memberCentre.records.remark')}>{r.remark}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {data && <Pager page={data.pageNo} pages={data.totalPages} onChange={setPageNo} />}
      </section>
    </div>
  );
}
