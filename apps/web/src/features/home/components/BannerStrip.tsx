import { useTranslation } from 'react-i18next';
import type { Banner } from '@lotto/contracts';

type Props = { banners: readonly Banner[]; pending: boolean };

/**
 * Banners side by side with scroll snapping: swipeable on phones without any script. Only
 * the first is in view at load, so it alone is fetched eagerly and with high priority.
 */
export function BannerStrip({ banners, pending }: Props) {
  const { t } = useTranslation();
  if (banners.length === 0) {
    return pending ? <div className="banner skeleton" aria-hidden="true" /> : null;
  }

  return (
    <ul className="banner-strip" aria-label={t('home.bannersLabel')}>
      {banners.map((banner, index) => (
        <li key={banner.bannerId} className="banner">
          <img
            className="banner__image"
            src={banner.url}
            alt={banner.title || t('home.bannerAlt')}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
