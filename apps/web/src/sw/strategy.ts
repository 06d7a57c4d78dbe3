/**
 * What the service worker does with a request (decision 032). Only two kinds are ever answered
 * from its caches: the page's document (network first, the cached copy only when the network
 * fails) and the build's content-hashed files (cache first: a name never changes its bytes).
 * Everything else, API answers above all, is not even touched: the browser fetches it as if
 * there were no worker, so nothing the server says about money, sessions or draws is kept.
 */
export type Strategy = 'page' | 'asset' | 'pass';

/** Paths that are never the app's page, even when opened as a page: the API, files, other apps. */
const NOT_PAGES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/api/',
  '/seamless/',
  '/media/',
  '/uploads/',
  '/docs',
  '/backoffice',
  '/healthz',
  '/readyz',
  '/pwa/',
  '/manifest.webmanifest',
  '/robots.txt',
  '/sw.js',
];

export type RequestFacts = {
  method: string;
  url: string;
  /** The worker's own origin. */
  origin: string;
  mode: string;
  accept: string;
};

export function strategyOf({ method, url, origin, mode, accept }: RequestFacts): Strategy {
  if (method !== 'GET') return 'pass';
  const { origin: at, pathname, search } = new URL(url);
  if (at !== origin) return 'pass';
  // live streams and anything that asks for data, wherever it is
  if (/text\/event-stream|application\/json/.test(accept)) return 'pass';
  if (NOT_PAGES.some((p) => pathname.startsWith(p))) return 'pass';
  if (mode === 'navigate') return 'page';
  if (!search && isHashedAsset(pathname)) return 'asset';
  return 'pass';
}

/** The build's content-hashed files: name-<hash>.ext under /assets/. */
export const isHashedAsset = (pathname: string): boolean =>
  pathname.startsWith('/assets/') && !pathname.includes('..') && /-[\w-]{8,}\.\w+$/.test(pathname);

/** The hashed files a document names (its scripts, styles and preloads): the shell to keep. */
export const assetsNamedIn = (html: string): string[] => [
  ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]!)),
];

/** Only an ordinary, complete page of this site is kept as the offline shell. */
export const isShellAnswer = (res: { ok: boolean; status: number; type: string; contentType: string }) =>
  res.ok && res.status === 200 && res.type === 'basic' && res.contentType.startsWith('text/html');
