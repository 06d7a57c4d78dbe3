import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevenueSums, RevenueValue } from '@lotto/contracts';
import { formatMoney, toCents } from '../../lib/money.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { RecordsTable, type RecordColumn } from '../../ui/RecordsTable.tsx';
import { useRevenue } from './api.ts';
import { RangeBar } from './RangeBar.tsx';
import { lastDays, type Days } from './range.ts';

const SOURCES = ['rebate', 'dividend', 'wage'] as const;
type Day = RevenueValue['daily'][number];

/**
 * My income (agentRevenueReport): what the agent itself was paid over a range of the brand's
 * days, by source (lottery rebates, dividends, wages), in total and per day; days without income
 * are left out of the table, and a range without any says so.
 */
export function AgentRevenue({ today }: { today: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Days>(() => lastDays(today, 7));
  const revenue = useRevenue(range);
  const data = revenue.data;
  const days = data ? data.daily.filter((d) => toCents(d.total) !== 0n).reverse() : [];
  const columns: RecordColumn<Day>[] = [
    { label: t('agentCentre.revenue.day'), cell: (d) => d.day },
    ...SOURCES.map((s): RecordColumn<Day> => ({
      label: t(`agentCentre.revenue.${s}`),
      numeric: true,
      cell: (d) => formatMoney(d[s]),
    })),
    {
      label: t('agentCentre.revenue.total'),
      numeric: true,
      cell: (d) => <strong>{formatMoney(d.total)}</strong>,
    },
  ];
  return (
    <div className="ac-overview" data-testid="agent-revenue">
      <RangeBar range={range} today={today} onChange={setRange} />
      <QueryStatus query={revenue} />
      {data && (
        <div className="ac-body" aria-busy={revenue.isFetching}>
          <Totals totals={data.totals} />
          {days.length === 0 ? (
            <p className="mc-status" data-testid="revenue-empty">
              {t('agentCentre.revenue.none')}
            </p>
          ) : (
            <RecordsTable rows={days} columns={columns} rowKey={(d) => d.day} testId="revenue-days" />
          )}
        </div>
      )}
    </div>
  );
}

function Totals({ totals }: { totals: RevenueSums }) {
  const { t } = useTranslation();
  return (
    <div className="ac-stats" data-testid="revenue-totals">
      {[...SOURCES, 'total' as const].map((s) => (
        <div key={s} className="ac-stat" data-source={s}>
          <span className="ac-stat__label">{t(`agentCentre.revenue.${s}`)}</span>
          <strong className="ac-stat__value">{formatMoney(totals[s])}</strong>
        </div>
      ))}
    </div>
  );
}
