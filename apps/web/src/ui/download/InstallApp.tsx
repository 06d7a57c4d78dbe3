import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstalled, useInstallOffer } from '../../lib/pwa.ts';
import { Phone, HomeScreen, type ArtColours } from './phone-art.tsx';
import './download.css';

const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

/**
 * The site as an app on the home screen (decision 032): the browser's own install dialog
 * where it offers one (Chromium), else how to do it from the browser's menu (Safari has no
 * dialog a page can open).
 */
export function InstallApp({ colours }: { colours: ArtColours }) {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const installed = useInstalled();
  const [declined, setDeclined] = useState(false);
  const how = isAppleMobile() ? t('appDownload.pwaHowIos') : t('appDownload.pwaHow');
  return (
    <section className="install-app" aria-labelledby="install-app-title">
      <Phone ios={isAppleMobile()} colours={colours}>
        <HomeScreen colours={colours} dock={isAppleMobile()} />
      </Phone>
      <div className="install-app__text">
        <h2 id="install-app-title">{t('appDownload.pwaTitle')}</h2>
        <p>{t('appDownload.pwaWhy')}</p>
        {installed ? (
          <p role="status">{t('appDownload.pwaInstalled')}</p>
        ) : offer ? (
          <button
            type="button"
            className="button"
            onClick={() => void promptInstall().then((accepted) => setDeclined(!accepted))}
          >
            {t('appDownload.pwaInstall')}
          </button>
        ) : (
          <p className="muted">{how}</p>
        )}
        {declined && !offer && <p className="muted">{how}</p>}
      </div>
    </section>
  );
}
