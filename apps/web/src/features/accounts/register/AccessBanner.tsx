import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../lib/queries/status.ts';

/** A banner that opens the brand's access-helper site (USDJUMP, else SpeedTest) in a new tab (docs/product/accounts.md#registration-screen). */
export function AccessBanner() {
  const { t } = useTranslation();
  const resources = useSystemStatus().data?.info.resources ?? [];
  const helper =
    resources.find((r) => r.resourceType === 'USDJUMP') ??
    resources.find((r) => r.resourceType === 'SpeedTest');
  if (!helper?.url) return null;
  return (
    <a className="access-banner" href={helper.url} target="_blank" rel="noopener noreferrer">
      {t('accounts.accessHelper')}
    </a>
  );
}
