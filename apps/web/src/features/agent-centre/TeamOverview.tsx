import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverviewValue } from '@lotto/contracts';
import { tAny } from '../../lib/api-errors.ts';
import { formatMoney, moneySign, toCents } from '../../lib/money.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useTeamOverview } from './api.ts';
import { RangeBar } from './RangeBar.tsx';
import { lastDays, type Days } from './range.ts';

/**
 * The team overview (agentTeamOverview): the agent's whole downline over a range of the brand's
 * local days, the last 7 by default; quick ranges and steps back and forth by the range's length.
 */
export function TeamOverview({ today }: { today: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Days>(() => lastDays(today, 7));
  const overview = useTeamOverview(range);
  const data = overview.data;
  return (
    <div className="ac-overview" data-testid="team-overview">
      <RangeBar range={range} today={today} onChange={setRange} />
      <QueryStatus query={overview} />
      {data && (
        <div className="ac-body" aria-busy={overview.isFetching}>
          <Stats data={data} />
          <h4 className="ac-heading">{t('agentCentre.overview.byGameType')}</h4>
          <GameTypes data={data} />
          <h4 className="ac-heading">{t('agentCentre.overview.daily')}</h4>
          <DailyChart data={data} />
        </div>
      )}
    </div>
  );
}

function Stat({ label, value, sub, sign }: { label: string; value: string; sub?: string; sign?: string }) {
  return (
    <div className="ac-stat" data-sign={sign}>
      <span className="ac-stat__label">{label}</span>
      <strong className="ac-stat__value">{value}</strong>
      {sub && <span className="ac-stat__sub">{sub}</span>}
    </div>
  );
}

function Stats({ data }: { data: TeamOverviewValue }) {
  const { t } = useTranslation();
  const { team, money, bets } = data;
  const s = (key: string) => tAny(t)(`agentCentre.overview.${key}`);
  return (
    <div className="ac-stats" data-testid="overview-stats">
      <Stat label={s('teamSize')} value={String(team.size)} sub={s('online') + ' ' + team.onlineMembers} />
      <Stat label={s('newMembers')} value={String(team.newMembers)} />
      <Stat label={s('activeMembers')} value={String(team.activeMembers)} />
      <Stat label={s('teamBalance')} value={formatMoney(team.balance)} />
      <Stat
        label={s('deposits')}
        value={formatMoney(money.deposit)}
        sub={t('agentCentre.overview.depositors', { count: money.depositors })}
      />
      <Stat
        label={s('withdrawals')}
        value={formatMoney(money.withdrawal)}
        sub={t('agentCentre.overview.withdrawers', { count: money.withdrawers })}
      />
      <Stat label={s('bets')} value={String(bets.betCount)} sub={formatMoney(bets.stake)} />
      <Stat label={s('validTurnover')} value={formatMoney(bets.validTurnover)} />
      <Stat
        label={s('payout')}
        value={formatMoney(bets.payout)}
        sub={t('agentCentre.overview.wins', { count: bets.winCount })}
      />
      <Stat label={s('rebate')} value={formatMoney(bets.rebate)} />
      <Stat label={s('bonus')} value={formatMoney(bets.bonus)} />
      <Stat label={s('profit')} value={formatMoney(bets.profit)} sign={moneySign(bets.profit)} />
    </div>
  );
}

function GameTypes({ data }: { data: TeamOverviewValue }) {
  const { t } = useTranslation();
  if (data.byGameType.length === 0)
    return (
      <p className="mc-status" data-testid="no-bets">
        {t('agentCentre.overview.noBets')}
      </p>
    );
  return (
    <div className="ac-table-wrap">
      <table className="ac-table" data-testid="game-types">
        <thead>
          <tr>
            <th scope="col">{t('agentCentre.overview.gameType')}</th>
            <th scope="col">{t('agentCentre.overview.bets')}</th>
            <th scope="col">{t('agentCentre.overview.validTurnover')}</th>
            <th scope="col">{t('agentCentre.overview.profit')}</th>
          </tr>
        </thead>
        <tbody>
          {data.byGameType.map((g) => (
            <tr key={g.gameType}>
              <th scope="row">{tAny(t)(`category.${g.gameType}`, { defaultValue: g.gameType })}</th>
              <td>{g.betCount}</td>
              <td>{formatMoney(g.validTurnover)}</td>
              <td data-sign={moneySign(g.profit)}>{formatMoney(g.profit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each day's valid turnover as a bar (the longest is the range's largest), with its profit beside it. */
function DailyChart({ data }: { data: TeamOverviewValue }) {
  const { t } = useTranslation();
  const top = data.daily.reduce((m, d) => (toCents(d.validTurnover) > m ? toCents(d.validTurnover) : m), 0n);
  return (
    <ol className="ac-chart" aria-label={t('agentCentre.overview.daily')} data-testid="daily-chart">
      {[...data.daily].reverse().map((d) => {
        const width = top === 0n ? 0 : Number((toCents(d.validTurnover) * 1000n) / top) / 10;
        return (
          <li key={d.day} className="ac-chart__day">
            <span className="ac-chart__date">{d.day.slice(5)}</span>
            <span className="ac-chart__track">
              <span className="ac-chart__bar" style={{ width: `${width}%` }} />
              <span className="ac-chart__value">{formatMoney(d.validTurnover)}</span>
            </span>
            <span className="ac-chart__profit" data-sign={moneySign(d.profit)}>
              {formatMoney(d.profit)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
