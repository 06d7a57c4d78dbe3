import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../lib/customer-service.ts';

/** The maintenance page (docs/product/shell-and-routes.md#maintenance-and-restriction-pages): System Maintenance, RESTRICTION OF VISIT, Contact Us. */
export function MaintenancePage({ message, failed = false }: { message?: string; failed?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="status-page" data-testid="maintenance-page">
      <h1>{t('status.maintenanceTitle')}</h1>
      <h2>{t('status.restrictionTitle')}</h2>
      <p>{failed ? t('errors.network') : t('status.restrictionText')}</p>
      {message && <p className="status-page__message">{message}</p>}
      <button type="button" className="button" onClick={() => openCustomerService(() => '/helpmc')}>
        {t('status.contactUs')}
      </button>
    </main>
  );
}
