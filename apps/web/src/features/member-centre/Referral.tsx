import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents, toCents } from '../../lib/money.ts';
import { useBonuses, usePromotions } from '../../lib/queries/promotions.ts';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useReferral } from './promo-api.ts';
import './promo-pages.css';

/**
 * The brand's referral promotion (REFERRAL, an application: the member applies for each friend
 * who registered and deposited): its terms in a line, the rewards it has paid the member (among
 * its newest bonuses) and the way to apply. Nothing when the brand runs none.
 */
function ReferralRewards() {
  const { t } = useTranslation();
  const promos = usePromotions('referral');
  const bonuses = useBonuses();
  const promo = promos.data?.list.find((p) => p.status !== 'closed' && p.status !== 'coming soon');
  if (!promo) return null;
  const paid = (bonuses.data?.list ?? []).filter((b) => b.promotionId === promo.id);
  const total = paid.reduce((sum, b) => sum + toCents(b.amount), 0n);
  return (
    <section className="mc-card" data-testid="referral-rewards">
      <h4 className="mc-subtitle">{t('memberCentre.referral.rewards')}</h4>
      <p className="mc-hint">{promo.summary || promo.title}</p>
      <dl className="rf-facts">
        <dt>{t('memberCentre.referral.rewardCount')}</dt>
        <dd className="rf-count" data-testid="referral-reward-count">
          {paid.length}
        </dd>
        <dt>{t('memberCentre.referral.rewardTotal')}</dt>
        <dd data-testid="referral-reward-total">{formatCents(total)}</dd>
      </dl>
      <Link className="button" to={`/promotions/${promo.id}`} data-testid="referral-apply">
        {t('memberCentre.referral.apply')}
      </Link>
    </section>
  );
}

/**
 * Invite friends (referral): the member's code and link with copy buttons and the link's QR
 * code, how many registered with it, and the brand's domains the link may be shared on
 * (docs/product/agents-and-promotions.md#promotion-screens).
 */
export function Referral() {
  const { t } = useTranslation();
  const query = useReferral();
  const data = query.data;
  if (!data) return <QueryStatus query={query} />;
  return (
    <div className="mc-stack">
      <section className="mc-card">
        <p className="mc-hint">{t('memberCentre.referral.how')}</p>
        <dl className="rf-facts">
          <dt>{t('memberCentre.referral.code')}</dt>
          <dd>
            <CopyValue value={data.referralCode} testId="referral-code" />
          </dd>
          <dt>{t('memberCentre.referral.link')}</dt>
          <dd>
            <CopyValue value={data.link} testId="referral-link" />
          </dd>
          <dt>{t('memberCentre.referral.invited')}</dt>
          <dd className="rf-count" data-testid="referral-count">
            {data.totalInvitations}
          </dd>
        </dl>
      </section>
      <ReferralRewards />
      <section className="mc-card rf-qr">
        <QrCode value={data.link} label={t('memberCentre.referral.qr')} />
      </section>
      <section className="mc-card">
        <h4 className="mc-subtitle">{t('memberCentre.referral.domains')}</h4>
        {data.promotionDomains.length === 0 ? (
          <p className="mc-status">{t('memberCentre.referral.noDomains')}</p>
        ) : (
          <>
            <p className="mc-hint">{t('memberCentre.referral.domainsHint')}</p>
            <ul className="rf-domains" data-testid="referral-domains">
              {data.promotionDomains.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
