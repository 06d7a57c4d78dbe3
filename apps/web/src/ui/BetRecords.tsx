// The parts of a list of bets that the member's betting record and the agent's team records share.
import { useTranslation } from 'react-i18next';
import type { BetPage } from '@lotto/contracts';
import { tAny } from '../lib/api-errors.ts';
import { formatMoney, moneySign } from '../lib/money.ts';
import { formatTimestamp } from '../lib/time.ts';
import type { RecordColumn } from './RecordsTable.tsx';

/** The statuses a bet list filters by: won and lost narrow settled bets by their payout. */
export const BET_STATUSES = ['open', 'settled', 'won', 'lost', 'void'] as const;
type Bet = BetPage['list'][number];
type Option = { value: string; label: string };

/** A filter of the bets: all, or one of its options. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="text-input mc-input"
        value={value}
        data-testid={`bets-${name}`}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('memberCentre.bets.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Stake, payout and win/loss over every bet of the filter. */
export function BetTotals({ data }: { data: Pick<BetPage, 'totalCount' | 'totals'> }) {
  const { t } = useTranslation();
  return (
    <section className="mc-card" data-testid="bets-totals">
      <dl className="mc-facts">
        <dt>{t('memberCentre.bets.count')}</dt>
        <dd className="mc-num">{data.totalCount}</dd>
        <dt>{t('memberCentre.bets.stake')}</dt>
        <dd className="mc-num" data-testid="bets-total-stake">
          {formatMoney(data.totals.stake)}
        </dd>
        <dt>{t('memberCentre.bets.payout')}</dt>
        <dd className="mc-num">{formatMoney(data.totals.payout)}</dd>
        <dt>{t('memberCentre.bets.winLoss')}</dt>
        <dd className="mc-num" data-sign={moneySign(data.totals.winLoss)} data-testid="bets-total-winloss">
          {formatMoney(data.totals.winLoss)}
        </dd>
      </dl>
    </section>
  );
}

/** The badge colour of a bet's status: settled paid, open pending, the rest refused. */
const badgeOf = (status: Bet['status']) =>
  status === 'settled' ? 'paid' : status === 'open' ? 'pending' : 'rejected';

export function useBetColumns(): RecordColumn<Bet>[] {
  const { t } = useTranslation();
  return [
    { label: t('memberCentre.records.time'), cell: (b) => formatTimestamp(b.createdAt) },
    {
      label: t('memberCentre.bets.game'),
      cell: (b) => (
        <>
          {b.gameName}
          <small className="mc-sub">{tAny(t)(`category.${b.gameType}`, { defaultValue: b.gameType })}</small>
        </>
      ),
    },
    { label: t('memberCentre.bets.vendor'), cell: (b) => b.vendor },
    { label: t('memberCentre.bets.stake'), numeric: true, cell: (b) => formatMoney(b.stake) },
    { label: t('memberCentre.bets.payout'), numeric: true, cell: (b) => formatMoney(b.payout) },
    {
      label: t('memberCentre.bets.winLoss'),
      numeric: true,
      cell: (b) => formatMoney(b.winLoss),
      cellProps: (b) => ({ 'data-sign': moneySign(b.winLoss) }),
    },
    {
      label: t('memberCentre.bets.status'),
      cell: (b) => (
        <span className="mc-badge" data-status={badgeOf(b.status)}>
          {t(`memberCentre.bets.statuses.${b.status}`)}
        </span>
      ),
    },
  ];
}
