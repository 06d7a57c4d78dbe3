import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorCategories } from '@lotto/contracts/games/categories';
import { tAny } from '../../lib/api-errors.ts';
import { formatMoney, toCents } from '../../lib/money.ts';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import { dayRange, formatTimestamp, quickRange, type QuickRange } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import { useBets, type BetFilter } from './api.ts';
import { DayRangeFields } from './DayRangeFields.tsx';
import { QueryStatus } from './QueryStatus.tsx';

const STATUSES = ['open', 'settled', 'won', 'lost', 'void'] as const;
type Filters = Omit<BetFilter, 'from' | 'to' | 'pageNo'> & {
  range: QuickRange | null;
  from: string;
  to: string;
};

const signOf = (amount: string) => {
  const c = toCents(amount);
  return c > 0n ? 'in' : c < 0n ? 'out' : undefined;
};

/**
 * Betting record (personalHistoryCopy): every bet from every source (vendors, in-house games,
 * lottery) with game, vendor, stake, payout, win/loss and status; filtered by vendor, category,
 * status and days (the quick ranges of SPEC section 9), paged, with totals over the filter.
 */
export function BettingRecord() {
  const { t } = useTranslation();
  const id = useId();
  const lanes = useVendorLanes().data ?? [];
  const [filters, setFilters] = useState<Filters>(() => ({
    vendor: '',
    gameType: '',
    status: '',
    range: 'prev7',
    ...quickRange('prev7'),
  }));
  const [pageNo, setPageNo] = useState(1);
  const days = dayRange(filters.from, filters.to);
  const bets = useBets(
    days && { vendor: filters.vendor, gameType: filters.gameType, status: filters.status, ...days, pageNo },
  );
  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPageNo(1);
  };
  const vendors = lanes
    .filter((l) => !filters.gameType || l.gameType === filters.gameType)
    .flatMap((l) => l.cards.map((c) => ({ code: c.vendor, name: c.displayName })));
  const categories = vendorCategories.filter((c) => lanes.some((l) => l.gameType === c));
  const data = days ? bets.data : undefined;
  const rows = data?.list ?? [];
  const select = (
    name: 'vendor' | 'gameType' | 'status',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="mc-input"
        value={filters[name]}
        data-testid={`bets-${name}`}
        onChange={(e) =>
          change(name === 'gameType' ? { gameType: e.target.value, vendor: '' } : { [name]: e.target.value })
        }
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

  return (
    <div className="mc-stack">
      <form
        className="mc-card mc-filters"
        aria-label={t('memberCentre.records.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        {select(
          'gameType',
          t('memberCentre.bets.category'),
          categories.map((c) => ({ value: c, label: t(`category.${c}`) })),
        )}
        {select(
          'vendor',
          t('memberCentre.bets.vendor'),
          vendors.map((v) => ({ value: v.code, label: v.name })),
        )}
        {select(
          'status',
          t('memberCentre.bets.status'),
          STATUSES.map((s) => ({ value: s, label: t(`memberCentre.bets.statuses.${s}`) })),
        )}
        <DayRangeFields value={filters} valid={days !== null} onChange={(next) => change(next)} />
      </form>
      {data && (
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
            <dd className="mc-num" data-sign={signOf(data.totals.winLoss)} data-testid="bets-total-winloss">
              {formatMoney(data.totals.winLoss)}
            </dd>
          </dl>
        </section>
      )}
      <section
        className="mc-card"
        aria-label={t('memberCentre.pages.personalHistoryCopy')}
        aria-busy={bets.isFetching}
      >
        {days && <QueryStatus query={bets} />}
        {data && rows.length === 0 && (
          <p className="mc-status" data-testid="bets-empty">
            {t('memberCentre.empty')}
          </p>
        )}
        {rows.length > 0 && (
          <table className="mc-table" data-testid="bets-table">
            <thead>
              <tr>
                <th scope="col">{t('memberCentre.records.time')}</th>
                <th scope="col">{t('memberCentre.bets.game')}</th>
                <th scope="col">{t('memberCentre.bets.vendor')}</th>
                <th scope="col" className="mc-num">
                  {t('memberCentre.bets.stake')}
                </th>
                <th scope="col" className="mc-num">
                  {t('memberCentre.bets.payout')}
                </th>
                <th scope="col" className="mc-num">
                  {t('memberCentre.bets.winLoss')}
                </th>
                <th scope="col">{t('memberCentre.bets.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.betId} data-testid="bet-row" data-status={b.status} data-vendor={b.vendor}>
                  <td data-label={t('memberCentre.records.time')}>{formatTimestamp(b.createdAt)}</td>
                  <td data-label={t('memberCentre.bets.game')}>
                    {b.gameName}
                    <small className="mc-sub">
                      {tAny(t, `category.${b.gameType}`, { defaultValue: b.gameType })}
                    </small>
                  </td>
                  <td data-label={t('memberCentre.bets.vendor')}>{b.vendor}</td>
                  <td data-label={t('memberCentre.bets.stake')} className="mc-num">
                    {formatMoney(b.stake)}
                  </td>
                  <td data-label={t('memberCentre.bets.payout')} className="mc-num">
                    {formatMoney(b.payout)}
                  </td>
                  <td
                    data-label={t('memberCentre.bets.winLoss')}
                    className="mc-num"
                    data-sign={signOf(b.winLoss)}
                  >
                    {formatMoney(b.winLoss)}
                  </td>
                  <td data-label={t('memberCentre.bets.status')}>
                    <span
                      className="mc-badge"
                      data-status={
                        b.status === 'settled' ? 'paid' : b.status === 'open' ? 'pending' : 'rejected'
                      }
                    >
                      {t(`memberCentre.bets.statuses.${b.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {data && <Pager page={data.pageNo} pages={data.totalPages} onChange={setPageNo} />}
      </section>
    </div>
  );
}
