import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useReferral } from './promo-api.ts';
import './promo-pages.css';

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
