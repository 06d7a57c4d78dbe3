import { useEffect } from 'react';
import { useBanners } from '../../features/content/api/get-banners.ts';
import { HomePage } from '../../features/home/HomePage.tsx';
import { useSystemStatus } from '../../features/system/api/get-status.ts';
import { applyBrandLanguages, offeredLanguages } from '../../i18n/index.ts';
import { useTheme } from '../../lib/theme.ts';

const BANNER_GROUP = 'w_home'; // SPEC section 2: the home route's banner group

/** Route module for / and its aliases: joins brand status and banners for the home screen. */
export function Component() {
  const status = useSystemStatus();
  const banners = useBanners(BANNER_GROUP);
  const theme = useTheme();
  const brand = status.data?.info.whitelabel;

  // Until the shell exists this route is where the brand's language list is first known.
  useEffect(() => {
    if (brand) void applyBrandLanguages(brand.supportLanguages, brand.defaultLang);
  }, [brand]);

  return (
    <HomePage
      brand={
        brand && {
          name: brand.name,
          logo: theme === 'dark' ? brand.theme.logoDark : brand.theme.logoLight,
          languages: offeredLanguages(brand.supportLanguages),
        }
      }
      banners={banners.data ?? []}
      bannersPending={banners.isPending}
      failed={status.isError && !status.data}
      onRetry={() => void status.refetch()}
    />
  );
}
