import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadChunk } from './load-chunk.ts';
import { RouteError } from './RouteError.tsx';
import { RouteFallback } from './RouteFallback.tsx';

// Each page is its own chunk, fetched when its route first matches.
const home = loadChunk(() => import('./routes/home.tsx'));
const notFound = loadChunk(() =>
  import('../features/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
);

// SPEC section 2: index, index.html and home show the home page under their own URL.
const HOME_ALIASES = ['index', 'index.html', 'home'];

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteError,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: home },
      ...HOME_ALIASES.map((path) => ({ path, lazy: home })),
      { path: '*', lazy: notFound },
    ],
  },
];

// A function, so tests can run the same routes in a memory router without a window.
export const createAppRouter = () => createBrowserRouter(routes);
