// The columns of a list of account movements, shared by the member's account record and the agent's team records.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionRow } from '@lotto/contracts';
import { tAny } from '../lib/api-errors.ts';
import { formatMoney, moneySign, toCents } from '../lib/money.ts';
import { formatTimestamp } from '../lib/time.ts';
import type { RecordColumn } from './RecordsTable.tsx';

/** Translation key of a movement type (`wallet.transfer` -> `wallet_transfer`: dots would nest). */
const typeKey = (type: string) => `memberCentre.records.types.${type.replaceAll('.', '_')}`;

/** The name of a movement type in the language shown; an unknown type as it is. */
export function useTxTypeText() {
  const { t } = useTranslation();
  return (type: string) => tAny(t)(typeKey(type), { defaultValue: type });
}

/** Time, type, signed amount, balance after and remark. */
export function useTransactionColumns(): RecordColumn<TransactionRow>[] {
  const { t } = useTranslation();
  const typeText = useTxTypeText();
  return [
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
}

/** The movement-type filter: every type, or one of `types`. */
export function TxTypeSelect<T extends string>({
  types,
  value,
  testId,
  onChange,
}: {
  types: readonly T[];
  value: T | '';
  testId: string;
  onChange: (type: T | '') => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const typeText = useTxTypeText();
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={id}>
        {t('memberCentre.records.type')}
      </label>
      <select
        id={id}
        className="text-input mc-input"
        value={value}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value as T | '')}
      >
        <option value="">{t('memberCentre.records.allTypes')}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {typeText(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
