import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { QrCode } from '../../ui/QrCode.tsx';
import { PageFrame } from './PageFrame.tsx';

/** /down and /download: the app download page. */
export function Component() {
  const { t } = useTranslation();
  const resources = useSystemStatus().data?.info.resources ?? [];
  const android = resources.find((r) => r.resourceType === 'Android');
  const ios = resources.find((r) => r.resourceType === 'MOBILECONFIG');
  return (
    <PageFrame title={t('nav.appDownload')} testId="download">
      <div className="qr-row">
        {android && <QrCode value={android.qrCodeUrl || android.url} label={t('download.android')} />}
        {ios && <QrCode value={ios.qrCodeUrl || ios.url} label={t('download.ios')} />}
      </div>
    </PageFrame>
  );
}
