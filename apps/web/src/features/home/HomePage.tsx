import { useTranslation } from 'react-i18next';
import type { Banner } from '@lotto/contracts';
import { BannerStrip } from './components/BannerStrip.tsx';
import { BrandHeader, type HomeBrand } from './components/BrandHeader.tsx';

export type { HomeBrand };

type Props = {
  /** Undefined while the brand configuration loads. */
  brand: HomeBrand | undefined;
  banners: readonly Banner[];
  bannersPending: boolean;
  failed: boolean;
  onRetry: () => void;
};

/**
 * The home screen, fed by app/routes/home.tsx: features do not reach into each other, so
 * the route composes brand status (system) and banners (content) and hands them in.
 */
export function HomePage({ brand, banners, bannersPending, failed, onRetry }: Props) {
  const { t } = useTranslation();

  return (
    <>
      {brand && <title>{brand.name}</title>}
      <BrandHeader brand={brand} loading={!brand && !failed} />
      <main className="page" aria-busy={!brand && !failed}>
        {failed ? (
          <div className="notice" role="alert">
            <p>{t('home.loadError')}</p>
            <button type="button" className="button" onClick={onRetry}>
              {t('home.retry')}
            </button>
          </div>
        ) : (
          <>
            {brand && <h1 className="page__title">{t('home.welcome', { name: brand.name })}</h1>}
            <BannerStrip banners={banners} pending={bannersPending} />
          </>
        )}
      </main>
    </>
  );
}
