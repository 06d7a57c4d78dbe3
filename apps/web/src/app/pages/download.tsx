import { useTranslation } from 'react-i18next';
import type { Resource } from '@lotto/contracts/system/status';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { QrCode } from '../../ui/QrCode.tsx';
import { AppSteps } from '../../ui/download/AppSteps.tsx';
import { InstallApp } from '../../ui/download/InstallApp.tsx';
import { artColours, type ArtColours } from '../../ui/download/phone-art.tsx';
import type { Os } from '../../ui/download/StepArt.tsx';
import { PageFrame } from './PageFrame.tsx';

const RESOURCE_OF: Record<Os, Resource['resourceType']> = { android: 'Android', ios: 'MOBILECONFIG' };

/** One platform: its 200 px QR code and direct link, then its four illustrated steps. */
function Platform({ os, resource, colours }: { os: Os; resource: Resource; colours: ArtColours }) {
  const { t } = useTranslation();
  const href = resource.url || resource.qrCodeUrl;
  return (
    <section className="down-platform" aria-labelledby={`down-${os}`} data-testid={`down-${os}`}>
      <h2 id={`down-${os}`}>{t(`appDownload.${os}Title`)}</h2>
      <div className="down-platform__get">
        <QrCode value={resource.qrCodeUrl || resource.url} label={t(`download.${os}`)} />
        <div>
          <p>{t('appDownload.scan')}</p>
          <a className="button" href={href} rel="noopener noreferrer" download>
            {t(`appDownload.${os}Link`)}
          </a>
        </div>
      </div>
      <AppSteps os={os} colours={colours} />
    </section>
  );
}

/**
 * /down and /download: the brand's Android app and iOS profile (its Android and MOBILECONFIG
 * resources), each with a QR code and four illustrated steps; a brand with neither offers the
 * site itself as an installed app.
 */
export function Component() {
  const { t } = useTranslation();
  const status = useSystemStatus().data;
  const resources = status?.info.resources ?? [];
  const colours = artColours(status?.info.whitelabel.theme);
  const platforms = (['android', 'ios'] as const).flatMap((os) => {
    const resource = resources.find((r) => r.resourceType === RESOURCE_OF[os]);
    return resource ? [{ os, resource }] : [];
  });
  return (
    <PageFrame title={t('nav.appDownload')} testId="download">
      {!status ? null : platforms.length > 0 ? (
        <>
          <p className="down-lead">{t('appDownload.lead')}</p>
          <div className="down-platforms">
            {platforms.map((p) => (
              <Platform key={p.os} os={p.os} resource={p.resource} colours={colours} />
            ))}
          </div>
        </>
      ) : (
        <>
          <div className="down-empty" role="status" data-testid="down-empty">
            <h2>{t('appDownload.emptyTitle')}</h2>
            <p>{t('appDownload.emptyText', { brand: status.info.whitelabel.name })}</p>
          </div>
          <InstallApp colours={colours} />
        </>
      )}
    </PageFrame>
  );
}
