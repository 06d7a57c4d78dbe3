import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetPage } from '@lotto/contracts';
import { vendorCategories } from '@lotto/contracts/games/categories';
import { tAny } from '../../lib/api-errors.ts';
import { formatMoney, moneySign } from '../../lib/money.ts';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import { formatTimestamp } from '../../lib/time.ts';
import type { RecordColumn } from '../../ui/RecordsTable.tsx';
import { useBets, type BetFilter } from './api.ts';
import { RecordFilters, RecordsSection, useRecordFilters } from './records.tsx';

const STATUSES = ['open', 'settled', 'won', 'lost', 'void'] as const;
type Choice = Pick<BetFilter, 'vendor' | 'gameType' | 'status'>;
type Bet = BetPage['list'][number];
type Option = { value: string; label: string };

/** A filter of the bets: all, or one of its options. */
function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: keyof Choice;
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
function BetTotals({ data }: { data: BetPage }) {
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

function useBetColumns(): RecordColumn<Bet>[] {
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

/**
 * Betting record (personalHistoryCopy): every bet from every source (vendors, in-house games,
 * lottery) with game, vendor, stake, payout, win/loss and status; filtered by vendor, category,
 * status and days (the quick ranges of docs/product/shell-and-routes.md#interface-constants), paged, with totals over the filter.
 */
export function BettingRecord() {
  const { t } = useTranslation();
  const id = useId();
  const lanes = useVendorLanes().data ?? [];
  const { filters, change, pageNo, setPageNo, days } = useRecordFilters<Choice>({
    vendor: '',
    gameType: '',
    status: '',
  });
  const bets = useBets(
    days && { vendor: filters.vendor, gameType: filters.gameType, status: filters.status, ...days, pageNo },
  );
  const columns = useBetColumns();
  const vendors = lanes
    .filter((l) => !filters.gameType || l.gameType === filters.gameType)
    .flatMap((l) => l.cards.map((c) => ({ value: c.vendor, label: c.displayName })));
  const categories = vendorCategories.filter((c) => lanes.some((l) => l.gameType === c));
  const data = days ? bets.data : undefined;
  // A new category also asks for every vendor again (the vendor chosen may not have it).
  const choice = (name: keyof Choice) => ({
    id,
    name,
    value: filters[name],
    onChange: (value: string) =>
      change(name === 'gameType' ? { gameType: value, vendor: '' } : { [name]: value }),
  });

  return (
    <div className="mc-stack">
      <RecordFilters range={filters} valid={days !== null} onRange={change}>
        <FilterSelect
          {...choice('gameType')}
          label={t('memberCentre.bets.category')}
          options={categories.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        />
        <FilterSelect {...choice('vendor')} label={t('memberCentre.bets.vendor')} options={vendors} />
        <FilterSelect
          {...choice('status')}
          label={t('memberCentre.bets.status')}
          options={STATUSES.map((s) => ({ value: s, label: t(`memberCentre.bets.statuses.${s}`) }))}
        />
      </RecordFilters>
      {data && <BetTotals data={data} />}
      <RecordsSection
        label={t('memberCentre.pages.personalHistoryCopy')}
        query={bets}
        asked={days !== null}
        emptyTestId="bets-empty"
        onPage={setPageNo}
        table={{
          columns,
          rowKey: (b) => b.betId,
          rowProps: (b) => ({ 'data-testid': 'bet-row', 'data-status': b.status, 'data-vendor': b.vendor }),
          testId: 'bets-table',
        }}
      />
    </div>
  );
}
