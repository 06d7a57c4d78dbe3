import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { prefetchBanners } from '../lib/queries/banners.ts';
import { prefetchSystemStatus } from '../lib/queries/status.ts';
import { prefetchModules } from '../lib/queries/whitelabel.ts';
import type { RouteHandle } from './route-table.ts';
import { routes } from './router.tsx';

/**
 * The calls the first screen cannot render without, started together as soon as the app runs:
 * the status, the module switches (the header's buttons) and the route's banners. Left to the
 * components, each would wait for the one above it (the shell waits for the route's chunk, the
 * banner for the status).
 */
export function prefetchFirstScreen(client: QueryClient): void {
  void prefetchSystemStatus(client);
  void prefetchModules(client);
  const handle = matchRoutes(routes, window.location)?.at(-1)?.route.handle as RouteHandle | undefined;
  if (handle?.parts.banner && handle.bannerGroup)
    prefetchBanners(client, handle.bannerGroup).catch(() => undefined); // the carousel asks again
}
