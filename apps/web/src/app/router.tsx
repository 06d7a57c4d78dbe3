import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadDeferredText } from '../i18n/index.ts';
import { loadChunk } from './load-chunk.ts';
import { ErrorView, RouteError } from './RouteError.tsx';
import { RouteFallback } from './RouteFallback.tsx';
import { routeTable, type ChunkName } from './route-table.ts';
import { Shell } from './Shell.tsx';

type PageModule = { Component: React.ComponentType };

/** Game pages (and app download) bring the default language's deferred namespaces (lobby, game, vnlottery, appDownload) along. */
const withText = (page: Promise<PageModule>) => Promise.all([page, loadDeferredText()]).then(([m]) => m);

// Static import() calls so the bundler emits one chunk per page, named after the file.
const chunks: Record<ChunkName, () => Promise<PageModule>> = {
  home: () => import('./routes/home.tsx'),
  register: () => import('./pages/register.tsx'),
  egame: () => withText(import('./pages/egame.tsx')),
  elott: () => withText(import('./pages/elott.tsx')),
  byIframe: () => withText(import('./pages/byIframe.tsx')),
  download: () => withText(import('./pages/download.tsx')),
  lottery: () => withText(import('./pages/lottery.tsx')),
  pointMall: () => withText(import('./pages/pointMall.tsx')),
  promo: () => withText(import('./pages/promo.tsx')),
  promoDetail: () => withText(import('./pages/promoDetail.tsx')),
  seamless: () => withText(import('./pages/seamless.tsx')),
  vnlottery: () => withText(import('./pages/vnlottery.tsx')),
  helpmc: () => withText(import('./pages/helpmc.tsx')),
  help: () => import('./pages/help.tsx'),
  login: () => import('./pages/login.tsx'),
  inhouse: () => withText(import('./pages/inhouse.tsx')),
  verify: () => withText(import('./pages/verify.tsx')),
  chat: () => withText(import('./pages/chat.tsx')),
};

/**
 * A page chunk that fails to load (or stalls for 120 s) becomes a page showing the chunk-load
 * error, inside the shell, with a Reload button; the router never sees a rejected route.
 */
const pageOrError = (load: () => Promise<PageModule>) => () =>
  loadChunk(load)().catch((error: unknown) => ({ Component: () => <ErrorView error={error} /> }));

const notFound = loadChunk(() =>
  import('../features/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteFallback,
    children: [
      ...routeTable.flatMap((def) =>
        def.paths.map((path): RouteObject => {
          const lazy = pageOrError(chunks[def.chunk]);
          // Each page has its own boundary, so a failed chunk keeps the shell around it.
          const common = { lazy, handle: def.handle, ErrorBoundary: RouteError };
          return path === '' ? { index: true, ...common } : { path, ...common };
        }),
      ),
      {
        path: '*',
        lazy: notFound,
        handle: { parts: { header: true, banner: false, footer: true, sideMenu: true } },
      },
    ],
  },
];

// A function, so tests can run the same routes in a memory router without a window.
export const createAppRouter = () => createBrowserRouter(routes);
