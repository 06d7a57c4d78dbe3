import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamBet } from '@lotto/contracts';
import { vendorCategories } from '@lotto/contracts/games/categories';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import { BET_STATUSES, BetTotals, FilterSelect, useBetColumns } from '../../ui/BetRecords.tsx';
import { RecordFilters, RecordsSection, useRecordFilters } from '../../ui/RecordPage.tsx';
import type { RecordColumn } from '../../ui/RecordsTable.tsx';
import { useTeamBets } from './api.ts';
import { teamAsk } from './team-query.ts';
import { UsernameFilter } from './UsernameFilter.tsx';

type Status = (typeof BET_STATUSES)[number];

/**
 * Team betting records (personalHistoryCopy): every bet of the agent's team, or of one member of
 * it, with the member beside each bet; filtered by category, status and the brand's days (the
 * previous 7 at first), paged, with totals over the filter.
 */
export function TeamBets({ today }: { today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const lanes = useVendorLanes().data ?? [];
  const { filters, change, pageNo, setPageNo } = useRecordFilters(
    { username: '', gameType: '', status: '' },
    today,
  );
  const ask = teamAsk(filters, { pageNo, extra: { gameType: filters.gameType, status: filters.status } });
  const asked = ask !== null;
  const bets = useTeamBets(ask && { ...ask, status: ask.status as Status | undefined });
  const betColumns = useBetColumns();
  const columns: RecordColumn<TeamBet>[] = [
    { label: t('agentCentre.bets.member'), cell: (b) => <strong>{b.username}</strong> },
    ...(betColumns as RecordColumn<TeamBet>[]),
  ];
  const categories = vendorCategories.filter((c) => lanes.some((l) => l.gameType === c));
  const data = asked ? bets.data : undefined;
  return (
    <div className="mc-stack" data-testid="team-bets">
      <RecordFilters range={filters} valid={asked} onRange={change} today={today}>
        <UsernameFilter value={filters.username} onApply={(username) => change({ username })} />
        <FilterSelect
          id={id}
          name="gameType"
          label={t('memberCentre.bets.category')}
          value={filters.gameType}
          options={categories.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          onChange={(gameType) => change({ gameType })}
        />
        <FilterSelect
          id={id}
          name="status"
          label={t('memberCentre.bets.status')}
          value={filters.status}
          options={BET_STATUSES.map((s) => ({ value: s, label: t(`memberCentre.bets.statuses.${s}`) }))}
          onChange={(status) => change({ status })}
        />
      </RecordFilters>
      {data && <BetTotals data={data} />}
      <RecordsSection
        label={t('agentCentre.pages.personalHistoryCopy')}
        query={bets}
        asked={asked}
        emptyTestId="team-bets-empty"
        onPage={setPageNo}
        table={{
          columns,
          rowKey: (b) => b.betId,
          rowProps: (b) => ({ 'data-testid': 'team-bet-row', 'data-member': b.username }),
          testId: 'team-bets-table',
        }}
      />
    </div>
  );
}
