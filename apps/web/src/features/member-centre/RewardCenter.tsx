import { useTranslation } from 'react-i18next';
import type { Bonus, ClaimableReward } from '@lotto/contracts';
import { formatTimestamp } from '../../lib/time.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { RecordsTable, type RecordColumn } from '../../ui/RecordsTable.tsx';
import { claimReward, useRewards } from './reward-api.ts';
import { ClaimButton, useMoney } from './RewardClaim.tsx';
import './rewards.css';

/** One reward to claim: what it is, what it pays, Claim. */
function RewardCard({ reward }: { reward: ClaimableReward }) {
  const { t } = useTranslation();
  const money = useMoney();
  const title = reward.kind === 'rebate' ? t('memberCentre.rewards.manualRebate') : reward.title;
  return (
    <li className="rw-card" data-testid="reward-card" data-kind={reward.kind} data-code={reward.code}>
      <div className="rw-card__head">
        <h5 className="rw-card__title">{title}</h5>
        <span className="promo-badge" data-status="process">
          {t(`memberCentre.rewards.kinds.${reward.kind}`)}
        </span>
      </div>
      <p className="rw-card__amount" data-testid="reward-amount">
        {reward.kind === 'raffle'
          ? t('memberCentre.rewards.upTo', { amount: money(reward.amount) })
          : money(reward.amount)}
      </p>
      <ClaimButton claim={() => claimReward(reward)} testId="reward-claim" />
    </li>
  );
}

function useClaimedColumns(): RecordColumn<Bonus>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    { label: t('memberCentre.rewards.reward'), cell: (b) => b.title },
    { label: t('memberCentre.rewards.amount'), numeric: true, cell: (b) => money(b.amount) },
    { label: t('memberCentre.rewards.date'), cell: (b) => formatTimestamp(b.createdAt) },
    {
      label: t('memberCentre.rewards.status'),
      cell: (b) => (
        <span className="promo-badge" data-status={b.status}>
          {t(`promo.bonusStatuses.${b.status}`)}
        </span>
      ),
    },
  ];
}

/**
 * The reward centre (rewardCenter, REWCEN3): every reward the member may claim now as a card
 * with Claim (promotions and missions through the promotion's claim, the manual rebate through
 * its own), then the rewards claimed, newest first.
 */
export function RewardCenter() {
  const { t } = useTranslation();
  const query = useRewards();
  const columns = useClaimedColumns();
  const data = query.data;
  if (!data) return <QueryStatus query={query} />;
  return (
    <div className="mc-stack">
      <section className="mc-card" aria-label={t('memberCentre.rewards.toClaim')}>
        <h4 className="mc-subtitle">{t('memberCentre.rewards.toClaim')}</h4>
        {data.claimable.length === 0 ? (
          <p className="mc-status" data-testid="rewards-none">
            {t('memberCentre.rewards.none')}
          </p>
        ) : (
          <ul className="rw-cards" data-testid="rewards-claimable">
            {data.claimable.map((r) => (
              <RewardCard key={`${r.kind}-${r.id}`} reward={r} />
            ))}
          </ul>
        )}
      </section>
      <section className="mc-card" aria-label={t('memberCentre.rewards.claimed')}>
        <h4 className="mc-subtitle">{t('memberCentre.rewards.claimed')}</h4>
        {data.claimed.length === 0 ? (
          <p className="mc-status" data-testid="rewards-claimed-empty">
            {t('memberCentre.rewards.claimedEmpty')}
          </p>
        ) : (
          <RecordsTable
            rows={data.claimed}
            columns={columns}
            rowKey={(b) => b.id}
            rowProps={(b) => ({ 'data-testid': 'reward-claimed', 'data-code': b.code })}
            testId="rewards-claimed"
          />
        )}
      </section>
    </div>
  );
}
