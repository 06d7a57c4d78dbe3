import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorCategories } from '@lotto/contracts/games/categories';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import { BET_STATUSES, BetTotals, FilterSelect, useBetColumns } from '../../ui/BetRecords.tsx';
import { useBets, type BetFilter } from './api.ts';
import { RecordFilters, RecordsSection, useRecordFilters } from '../../ui/RecordPage.tsx';

/**
 * Betting record (personalHistoryCopy): every bet from every source (vendors, in-house games,
 * lottery) with game, vendor, stake, payout, win/loss and status; filtered by vendor, category,
 * status and days (the quick ranges of docs/product/shell-and-routes.md#interface-constants), paged, with totals over the filter.
 */
type Choice = Pick<BetFilter, 'vendor' | 'gameType' | 'status'>;

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
          options={BET_STATUSES.map((s) => ({ value: s, label: t(`memberCentre.bets.statuses.${s}`) }))}
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
