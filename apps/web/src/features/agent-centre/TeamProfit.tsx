import { useTranslation } from 'react-i18next';
import type { MemberProfit, TeamProfitValue } from '@lotto/contracts';
import { formatMoney, moneySign } from '../../lib/money.ts';
import { RecordFilters, RecordsSection, useRecordFilters } from '../../ui/RecordPage.tsx';
import type { RecordColumn } from '../../ui/RecordsTable.tsx';
import { useTeamProfit } from './api.ts';
import { teamAsk } from './team-query.ts';
import { UsernameFilter } from './UsernameFilter.tsx';

type Money = 'validTurnover' | 'payout' | 'rebate' | 'bonus' | 'deposit' | 'withdrawal';
const MONEY: readonly Money[] = ['validTurnover', 'payout', 'rebate', 'bonus', 'deposit', 'withdrawal'];

/** The sums over every member of the statement. */
function ProfitTotals({ data }: { data: TeamProfitValue }) {
  const { t } = useTranslation();
  const s = data.totals;
  return (
    <section className="mc-card" data-testid="profit-totals">
      <dl className="mc-facts">
        <dt>{t('agentCentre.profit.members')}</dt>
        <dd className="mc-num">{data.totalCount}</dd>
        <dt>{t('agentCentre.profit.betCount')}</dt>
        <dd className="mc-num">{s.betCount}</dd>
        {MONEY.map((m) => (
          <Fact key={m} label={t(`agentCentre.profit.${m}`)} value={s[m]} />
        ))}
        <dt>{t('agentCentre.profit.profit')}</dt>
        <dd className="mc-num" data-sign={moneySign(s.profit)} data-testid="profit-total">
          {formatMoney(s.profit)}
        </dd>
      </dl>
    </section>
  );
}

const Fact = ({ label, value }: { label: string; value: string }) => (
  <>
    <dt>{label}</dt>
    <dd className="mc-num">{formatMoney(value)}</dd>
  </>
);

function useColumns(): RecordColumn<MemberProfit>[] {
  const { t } = useTranslation();
  return [
    { label: t('agentCentre.bets.member'), cell: (l) => <strong>{l.username}</strong> },
    { label: t('agentCentre.profit.betCount'), numeric: true, cell: (l) => l.betCount },
    ...MONEY.map((m): RecordColumn<MemberProfit> => ({
      label: t(`agentCentre.profit.${m}`),
      numeric: true,
      cell: (l) => formatMoney(l[m]),
    })),
    {
      label: t('agentCentre.profit.profit'),
      numeric: true,
      cell: (l) => formatMoney(l.profit),
      cellProps: (l) => ({ 'data-sign': moneySign(l.profit) }),
    },
  ];
}

/**
 * Member profit and loss (palStatementsAgentCopy): one line per team member with figures in the
 * brand's days chosen (the previous 7 at first), largest valid turnover first, from the daily
 * figures; the sums over every line above; one member by username.
 */
export function TeamProfit({ today }: { today: string }) {
  const { t } = useTranslation();
  const { filters, change, pageNo, setPageNo } = useRecordFilters({ username: '' }, today);
  const ask = teamAsk(filters, { pageNo });
  const asked = ask !== null;
  const profit = useTeamProfit(ask);
  const columns = useColumns();
  const data = asked ? profit.data : undefined;
  return (
    <div className="mc-stack" data-testid="team-profit">
      <RecordFilters range={filters} valid={asked} onRange={change} today={today}>
        <UsernameFilter value={filters.username} onApply={(username) => change({ username })} />
      </RecordFilters>
      {data && <ProfitTotals data={data} />}
      <RecordsSection
        label={t('agentCentre.pages.palStatementsAgentCopy')}
        query={profit}
        asked={asked}
        emptyTestId="team-profit-empty"
        onPage={setPageNo}
        table={{
          columns,
          rowKey: (l) => l.memberId,
          rowProps: (l) => ({ 'data-testid': 'profit-row', 'data-member': l.username }),
          testId: 'team-profit-table',
        }}
      />
    </div>
  );
}
