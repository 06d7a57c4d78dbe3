/**
 * The site's service worker (decision 032), built to /sw.js (build/service-worker.ts stamps
 * the build's version in). It keeps the app's shell, so the site opens without a network:
 * the document, network first, and the content-hashed files, cache first. It never answers
 * or keeps anything else (strategy.ts): API calls, live streams and media go to the network
 * untouched. A new deploy is a new file: it installs, takes over at once and drops the caches
 * of the version before; open pages keep running and load the new shell on their next visit.
 */
import { assetsNamedIn, isHashedAsset, isShellAnswer, strategyOf } from './strategy.ts';

declare const __BUILD_VERSION__: string;

type ExtendableEvent = Event & { waitUntil: (work: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith: (answer: Promise<Response>) => void;
};
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  skipWaiting: () => Promise<void>;
  addEventListener: ((type: 'install' | 'activate', on: (e: ExtendableEvent) => void) => void) &
    ((type: 'fetch', on: (e: FetchEvent) => void) => void) &
    ((type: 'message', on: (e: MessageEvent) => void) => void);
};

const worker = self as unknown as WorkerScope;
const PREFIX = 'lotto-';
const SHELL = `${PREFIX}shell-${__BUILD_VERSION__}`;
const ASSETS = `${PREFIX}assets-${__BUILD_VERSION__}`;
/** The one key the document is kept under: every page path answers the same app. */
const DOCUMENT_KEY = '/';

/** Fetches the home page and the hashed files it names, so the next visit works offline. */
async function keepShell(): Promise<void> {
  const res = await fetch(DOCUMENT_KEY, { cache: 'no-cache', credentials: 'same-origin' });
  if (!isShellAnswer(shellFacts(res))) return;
  const html = await res.clone().text();
  await (await caches.open(SHELL)).put(DOCUMENT_KEY, res);
  await keepAssets(assetsNamedIn(html));
}

/** Hashed files not kept yet; they usually come from the browser's own cache, not the network. */
async function keepAssets(paths: string[]): Promise<void> {
  const cache = await caches.open(ASSETS);
  const missing = [];
  for (const path of paths) if (!(await cache.match(path))) missing.push(path);
  await Promise.all(missing.map((path) => cache.add(path).catch(() => undefined)));
}

const shellFacts = (res: Response) => ({
  ok: res.ok,
  status: res.status,
  type: res.type,
  contentType: res.headers.get('content-type') ?? '',
});

/** Network first: the live document whenever the server answers, the kept one only offline. */
async function page(request: Request): Promise<Response> {
  try {
    const res = await fetch(request);
    if (isShellAnswer(shellFacts(res))) {
      const copy = res.clone();
      void caches.open(SHELL).then((cache) => cache.put(DOCUMENT_KEY, copy));
    }
    return res;
  } catch (err) {
    const kept = await (await caches.open(SHELL)).match(DOCUMENT_KEY);
    if (kept) return kept;
    throw err;
  }
}

/** Cache first: a hashed name always has the same bytes. */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const res = await fetch(request);
  if (res.ok && res.status === 200) void cache.put(request, res.clone());
  return res;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  const current = new Set([SHELL, ASSETS]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && !current.has(k)).map((k) => caches.delete(k))),
      ),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = strategyOf({
    method: request.method,
    url: request.url,
    origin: worker.location.origin,
    mode: request.mode,
    accept: request.headers.get('accept') ?? '',
  });
  // 'pass': no answer from here, so the browser fetches it itself, exactly as without a worker
  if (kind === 'page') event.respondWith(page(request));
  if (kind === 'asset') event.respondWith(asset(request));
});

// The page lists the hashed files it loaded before the worker was there (its first visit).
worker.addEventListener('message', (event) => {
  const data = event.data as { keep?: unknown } | null;
  if (!Array.isArray(data?.keep)) return;
  const paths = data.keep.filter((p): p is string => typeof p === 'string' && isHashedAsset(p));
  event.waitUntil(keepAssets(paths.slice(0, 200)));
});
