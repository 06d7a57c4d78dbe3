import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { AppSteps } from '../../ui/download/AppSteps.tsx';
import { InstallApp } from '../../ui/download/InstallApp.tsx';
import { artColours } from '../../ui/download/phone-art.tsx';
import type { Os } from '../../ui/download/StepArt.tsx';

const RESOURCE_OF = { android: 'Android', ios: 'MOBILECONFIG' } as const;

/**
 * App download: a tab per platform the brand offers (Android, iOS), 4 illustrated steps each,
 * step 1 with the 100 px QR code; a brand with neither offers the site as an installed app.
 */
export default function DownModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const status = useSystemStatus().data;
  const resources = status?.info.resources ?? [];
  const offered = (['android', 'ios'] as const).filter((os) =>
    resources.some((r) => r.resourceType === RESOURCE_OF[os]),
  );
  const [picked, setPicked] = useState<Os>('android');
  const os = offered.includes(picked) ? picked : offered[0];
  const resource = os && resources.find((r) => r.resourceType === RESOURCE_OF[os]);
  const colours = artColours(status?.info.whitelabel.theme);
  return (
    <Dialog title={t('modal.download')} onClose={onClose}>
      {os && resource ? (
        <>
          <Tabs
            label={t('modal.download')}
            tabs={offered.map((key) => ({ key, label: t(`download.${key}`) }))}
            active={os}
            onChange={setPicked}
          />
          <AppSteps
            os={os}
            colours={colours}
            qr={<QrCode value={resource.qrCodeUrl || resource.url} size={100} label={t(`download.${os}`)} />}
          />
        </>
      ) : (
        status && (
          <>
            <p role="status">{t('appDownload.emptyText', { brand: status.info.whitelabel.name })}</p>
            <InstallApp colours={colours} />
          </>
        )
      )}
    </Dialog>
  );
}
