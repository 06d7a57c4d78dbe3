import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../lib/customer-service.ts';

/** The IP restriction page (docs/product/shell-and-routes.md#maintenance-and-restriction-pages): the visitor's IP and country, the text, Contact Us. */
export function RestrictionPage({ location }: { location: { ip: string; country: string } }) {
  const { t } = useTranslation();
  return (
    <main className="status-page" data-testid="restriction-page">
      <h1>{t('status.restrictionTitle')}</h1>
      <dl className="status-page__where">
        <dt>{t('status.yourIp')}</dt>
        <dd>{location.ip}</dd>
        <dt>{t('status.country')}</dt>
        <dd>{location.country || '—'}</dd>
      </dl>
      <p>{t('status.restrictionText')}</p>
      <button type="button" className="button" onClick={() => openCustomerService(() => '/helpmc')}>
        {t('status.contactUs')}
      </button>
    </main>
  );
}
