import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Bonus } from '@lotto/contracts';
import { tAny } from '../../lib/api-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { forfeitBonus, useAfterBonusChange, useBonuses } from '../../lib/queries/promotions.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { BonusProgress } from '../../ui/BonusProgress.tsx';
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { RecordsTable, type RecordColumn } from '../../ui/RecordsTable.tsx';
import './promo-pages.css';

function BonusBadge({ status }: { status: Bonus['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="promo-badge" data-status={status} data-testid="bonus-status">
      {t(`promo.bonusStatuses.${status}`)}
    </span>
  );
}

/** Asks before the bonus is given up, then gives it up; a refusal shows in the dialog. */
function ForfeitDialog({ bonus, onClose }: { bonus: Bonus; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useAfterBonusChange();
  return (
    <ConfirmActionDialog
      title={t('memberCentre.bonus.forfeitTitle')}
      text={t('memberCentre.bonus.forfeitText', { amount: formatMoney(bonus.amount), title: bonus.title })}
      confirm={t('memberCentre.bonus.forfeitConfirm')}
      testId="forfeit-dialog"
      action={async () => {
        await forfeitBonus(bonus.id);
        await refresh();
      }}
      onClose={onClose}
    />
  );
}

/** The bonus being wagered: its progress, amount, expiry, and Forfeit (asked first). */
function OpenBonus({ bonus }: { bonus: Bonus | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  if (!bonus)
    return (
      <section className="mc-card" data-testid="bonus-none">
        <h4 className="mc-subtitle">{t('memberCentre.bonus.open')}</h4>
        <p className="mc-status">{t('memberCentre.bonus.none')}</p>
        <button type="button" className="button button--ghost" onClick={() => void navigate('/promotions')}>
          {t('memberCentre.bonus.toPromotions')}
        </button>
      </section>
    );
  return (
    <section className="mc-card" data-testid="bonus-open" data-id={bonus.id}>
      <h4 className="mc-subtitle">
        {t('memberCentre.bonus.open')}: {bonus.title}
      </h4>
      <dl className="mc-facts">
        <dt>{t('memberCentre.bonus.amount')}</dt>
        <dd className="mc-num" data-testid="bonus-amount">
          {formatMoney(bonus.amount)}
        </dd>
        <dt>{t('memberCentre.bonus.expires')}</dt>
        <dd data-testid="bonus-expires">
          {bonus.expiresAt === null ? t('promo.terms.noLimit') : formatTimestamp(bonus.expiresAt)}
        </dd>
      </dl>
      <BonusProgress
        wagering={{ required: bonus.wagerRequired, done: bonus.wagerDone }}
        progress={bonus.progress}
      />
      <p className="mc-hint">{tAny(t)(`memberCentre.bonus.held_${bonus.creditTo}`)}</p>
      <button
        type="button"
        className="button button--ghost"
        data-testid="bonus-forfeit"
        onClick={() => setAsking(true)}
      >
        {t('memberCentre.bonus.forfeit')}
      </button>
      {asking && <ForfeitDialog bonus={bonus} onClose={() => setAsking(false)} />}
    </section>
  );
}

function useBonusColumns(): RecordColumn<Bonus>[] {
  const { t } = useTranslation();
  return [
    { label: t('memberCentre.bonus.received'), cell: (b) => formatTimestamp(b.createdAt) },
    { label: t('memberCentre.bonus.promotion'), cell: (b) => b.title },
    { label: t('memberCentre.bonus.amount'), numeric: true, cell: (b) => formatMoney(b.amount) },
    {
      label: t('memberCentre.bonus.wagering'),
      numeric: true,
      cell: (b) => `${formatMoney(b.wagerDone)} / ${formatMoney(b.wagerRequired)}`,
    },
    { label: t('memberCentre.bonus.status'), cell: (b) => <BonusBadge status={b.status} /> },
  ];
}

/**
 * Bonus details (bonusDetails): the bonus being wagered with its progress and Forfeit, then every
 * bonus the member was given with its status; empty, it says where bonuses come from
 * (docs/product/agents-and-promotions.md#promotion-screens).
 */
export function BonusDetails() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useBonuses(pageNo);
  const columns = useBonusColumns();
  const data = query.data;
  if (!data) return <QueryStatus query={query} />;
  return (
    <div className="mc-stack">
      <OpenBonus bonus={data.open} />
      <section className="mc-card" aria-label={t('memberCentre.bonus.list')}>
        <h4 className="mc-subtitle">{t('memberCentre.bonus.list')}</h4>
        {data.list.length === 0 ? (
          <p className="mc-status" data-testid="bonus-empty">
            {t('memberCentre.bonus.empty')}
          </p>
        ) : (
          <RecordsTable
            rows={data.list}
            columns={columns}
            rowKey={(b) => b.id}
            rowProps={(b) => ({ 'data-testid': 'bonus-row', 'data-status': b.status, 'data-code': b.code })}
            testId="bonus-table"
          />
        )}
        <Pager page={data.pageNo} pages={data.totalPages} onChange={setPageNo} />
      </section>
    </div>
  );
}
