import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitValue } from '@lotto/contracts';
import { tAny } from '../../lib/api-errors.ts';
import { formatMoney, moneySign } from '../../lib/money.ts';
import { dayRange } from '../../lib/time.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { RecordFilters, useRecordFilters } from '../../ui/RecordPage.tsx';
import { RecordsTable, type RecordColumn } from '../../ui/RecordsTable.tsx';
import { useProfit } from './promo-api.ts';
import { chartBars, daysIn, isEmptyProfit, MAX_PROFIT_DAYS } from './profit-rules.ts';
import './promo-pages.css';

type Figures = ProfitValue['totals'];
type GameLine = ProfitValue['byGameType'][number];

const MONEY: readonly (keyof Figures)[] = ['stake', 'validTurnover', 'payout', 'bonus', 'rebate'];

/** The range's totals as cards: the profit first, in its colour, then what makes it up. */
function Totals({ totals }: { totals: Figures }) {
  const { t } = useTranslation();
  return (
    <ul className="pp-totals" data-testid="profit-totals">
      <li className="pp-total pp-total--main" data-sign={moneySign(totals.profit)}>
        <span>{t('memberCentre.profit.profit')}</span>
        <strong data-testid="profit-total">{formatMoney(totals.profit)}</strong>
      </li>
      {MONEY.map((key) => (
        <li key={key} className="pp-total">
          <span>{tAny(t)(`memberCentre.profit.${key}`)}</span>
          <strong data-testid={`profit-${key}`}>{formatMoney(String(totals[key]))}</strong>
        </li>
      ))}
      <li className="pp-total">
        <span>{t('memberCentre.profit.bets')}</span>
        <strong data-testid="profit-bets">
          {t('memberCentre.profit.betsWins', { bets: totals.betCount, wins: totals.winCount })}
        </strong>
      </li>
    </ul>
  );
}

function useGameColumns(): RecordColumn<GameLine>[] {
  const { t } = useTranslation();
  const money = (key: 'stake' | 'validTurnover' | 'payout' | 'bonus' | 'rebate'): RecordColumn<GameLine> => ({
    label: tAny(t)(`memberCentre.profit.${key}`),
    numeric: true,
    cell: (r) => formatMoney(r[key]),
  });
  return [
    {
      label: t('memberCentre.profit.game'),
      cell: (r) => tAny(t)(`category.${r.gameType}`, { defaultValue: r.gameType }),
    },
    { label: t('memberCentre.profit.bets'), numeric: true, cell: (r) => String(r.betCount) },
    money('stake'),
    money('validTurnover'),
    money('payout'),
    {
      label: t('memberCentre.profit.profit'),
      numeric: true,
      cell: (r) => formatMoney(r.profit),
      cellProps: (r) => ({ 'data-sign': moneySign(r.profit), 'data-testid': 'profit-game-profit' }),
    },
  ];
}

/** Each day's profit as a bar, won days above the line and lost days below: CSS only. */
function DailyChart({ daily }: { daily: ProfitValue['daily'] }) {
  const { t } = useTranslation();
  const bars = chartBars(daily);
  return (
    <figure className="pp-chart" data-testid="profit-chart">
      <div className="pp-chart__plot" role="img" aria-label={t('memberCentre.profit.chartLabel')}>
        {bars.map((b) => (
          <span key={b.day} className="pp-chart__day" title={`${b.day}: ${formatMoney(b.profit)}`}>
            <span className="pp-chart__bar" data-sign={b.sign} style={{ height: `${b.height / 2}%` }} />
          </span>
        ))}
      </div>
      <figcaption className="pp-chart__axis">
        <span>{daily[0]?.day}</span>
        <span>{daily.at(-1)?.day}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Personal profit and loss (personalProfit): over a day range (quick ranges as the record pages,
 * at most 92 days) the totals, a line per game category and a bar per day; an empty range says
 * what comes here (docs/product/agents-and-promotions.md#promotion-screens).
 */
export function PersonalProfit() {
  // The brand's date today, once an answer has told it: the quick ranges then count the brand's
  // days, as the figures do, wherever the device's clock says it is.
  const [today, setToday] = useState<string | undefined>(undefined);
  return <ProfitPage key={today ?? 'device'} today={today} onToday={setToday} />;
}

function ProfitPage({ today, onToday }: { today: string | undefined; onToday: (day: string) => void }) {
  const { t } = useTranslation();
  const { filters, change } = useRecordFilters({}, today);
  const tooLong = daysIn(filters.from, filters.to) > MAX_PROFIT_DAYS;
  const valid = dayRange(filters.from, filters.to) !== null;
  const asked = valid && !tooLong ? { from: filters.from, to: filters.to } : null;
  const query = useProfit(asked);
  const columns = useGameColumns();
  const data = asked ? query.data : undefined;
  const brandToday = query.data?.today;
  const rebase =
    today === undefined && filters.range !== null && brandToday !== undefined && brandToday !== filters.to;
  useEffect(() => {
    if (rebase && brandToday) onToday(brandToday);
  }, [rebase, brandToday, onToday]);
  return (
    <div className="mc-stack">
      <RecordFilters range={filters} valid={valid} onRange={change} today={today}>
        {tooLong && (
          <p className="mc-error" role="alert">
            {t('memberCentre.profit.tooLong', { days: MAX_PROFIT_DAYS })}
          </p>
        )}
      </RecordFilters>
      {asked && <QueryStatus query={query} />}
      {data && isEmptyProfit(data.totals) && (
        <p className="mc-status" data-testid="profit-empty">
          {t('memberCentre.profit.empty')}
        </p>
      )}
      {data && !isEmptyProfit(data.totals) && (
        <>
          <section className="mc-card" aria-label={t('memberCentre.profit.totals')}>
            <Totals totals={data.totals} />
            <p className="mc-hint">{t('memberCentre.profit.explain')}</p>
          </section>
          <section className="mc-card">
            <h4 className="mc-subtitle">{t('memberCentre.profit.daily')}</h4>
            <DailyChart daily={data.daily} />
          </section>
          <section className="mc-card">
            <h4 className="mc-subtitle">{t('memberCentre.profit.byGame')}</h4>
            <RecordsTable
              rows={data.byGameType}
              columns={columns}
              rowKey={(r) => r.gameType}
              rowProps={(r) => ({ 'data-testid': 'profit-game', 'data-game': r.gameType })}
              testId="profit-games"
            />
          </section>
        </>
      )}
    </div>
  );
}
