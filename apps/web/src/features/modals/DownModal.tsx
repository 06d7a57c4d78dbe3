import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { Tabs } from '../../ui/Tabs.tsx';

type Os = 'android' | 'ios';
const STEPS = [1, 2, 3, 4] as const;

/** App download: Android and iOS tabs, 4 steps each; step 1 shows the QR code (100 px). */
export default function DownModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [os, setOs] = useState<Os>('android');
  const resources = useSystemStatus().data?.info.resources ?? [];
  const resource = resources.find((r) => r.resourceType === (os === 'android' ? 'Android' : 'MOBILECONFIG'));
  return (
    <Dialog title={t('modal.download')} onClose={onClose}>
      <Tabs
        label={t('modal.download')}
        tabs={[
          { key: 'android', label: t('download.android') },
          { key: 'ios', label: t('download.ios') },
        ]}
        active={os}
        onChange={setOs}
      />
      <ol className="steps">
        {STEPS.map((n) => (
          <li key={n}>
            <p>{t(`download.${os}Step${n}`)}</p>
            {n === 1 && resource && (
              <QrCode value={resource.qrCodeUrl || resource.url} size={100} label={t(`download.${os}`)} />
            )}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
