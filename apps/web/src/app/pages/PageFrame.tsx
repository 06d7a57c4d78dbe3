import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { BannerCarousel } from '../../features/banner/BannerCarousel.tsx';
import type { RouteHandle } from '../route-table.ts';

/** A page's title and body; routes whose shell has no banner show their banner group here. */
export function PageFrame({
  title,
  children,
  testId,
}: {
  title: string;
  children?: ReactNode;
  testId: string;
}) {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const inlineBanner = handle?.bannerGroup && !handle.parts.banner;
  return (
    <div className="page" data-testid={testId}>
      {inlineBanner && <BannerCarousel key={handle.bannerGroup} group={handle.bannerGroup!} />}
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}
