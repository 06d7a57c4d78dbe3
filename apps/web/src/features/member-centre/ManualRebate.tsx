import { useTranslation } from 'react-i18next';
import type { Rebate } from '@lotto/contracts';
import { tAny } from '../../lib/api-errors.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { RecordsTable, type RecordColumn } from '../../ui/RecordsTable.tsx';
import { claimRebate, useRebate } from './reward-api.ts';
import { ClaimButton, useMoney } from './RewardClaim.tsx';
import { isNothing, rateText } from './reward-rules.ts';
import './rewards.css';

type Row = Rebate['rows'][number];

function useRebateColumns(): RecordColumn<Row>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    {
      label: t('memberCentre.rebate.game'),
      cell: (r) => tAny(t)(`category.${r.gameType}`, { defaultValue: r.gameType }),
    },
    { label: t('memberCentre.rebate.turnover'), numeric: true, cell: (r) => money(r.turnover) },
    { label: t('memberCentre.rebate.rate'), numeric: true, cell: (r) => rateText(r.rate) },
    { label: t('memberCentre.rebate.amount'), numeric: true, cell: (r) => money(r.amount) },
  ];
}

/**
 * Manual rebate (manualRebate, MANPLAYREB3): the valid turnover not claimed on yet per game
 * type at the member's level's rate, the total, and Claim (off, with the reason, at nothing).
 */
export function ManualRebate() {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useRebate();
  const columns = useRebateColumns();
  const data = query.data;
  if (!data) return <QueryStatus query={query} />;
  const nothing = isNothing(data.total);
  return (
    <div className="mc-stack">
      <section className="mc-card" aria-label={t('memberCentre.rebate.available')}>
        <p className="mc-hint">{t('memberCentre.rebate.how')}</p>
        {data.rows.length === 0 ? (
          <p className="mc-status" data-testid="rebate-empty">
            {t('memberCentre.rebate.empty')}
          </p>
        ) : (
          <RecordsTable
            rows={data.rows}
            columns={columns}
            rowKey={(r) => r.gameType}
            rowProps={(r) => ({ 'data-testid': 'rebate-row', 'data-game': r.gameType })}
            testId="rebate-table"
          />
        )}
        <div className="rw-total">
          <span>{t('memberCentre.rebate.total')}</span>
          <strong data-testid="rebate-total">{money(data.total)}</strong>
        </div>
        {nothing && (
          <p className="mc-hint" data-testid="rebate-nothing">
            {t('apiErrors.rebate_nothing')}
          </p>
        )}
        <ClaimButton claim={claimRebate} disabled={nothing} testId="rebate-claim" />
      </section>
      <section className="mc-card" aria-label={t('memberCentre.rebate.history')}>
        <dl className="rw-facts">
          <dt>{t('memberCentre.rebate.claimed')}</dt>
          <dd className="mc-num" data-testid="rebate-claimed">
            {money(data.claimed)}
          </dd>
          <dt>{t('memberCentre.rebate.lastClaim')}</dt>
          <dd data-testid="rebate-last">
            {data.lastClaimAt === null ? t('memberCentre.rebate.never') : formatTimestamp(data.lastClaimAt)}
          </dd>
        </dl>
      </section>
    </div>
  );
}
