import { createStore } from './store.ts';

/** Chromium's install prompt event (not in the DOM typings). */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

/** The browser's offer to install the site, held until the member asks for it (the /down page). */
const offer = createStore<InstallPromptEvent | null>(null);
const installed = createStore<boolean>(false);

export const useInstallOffer = offer.use;
export const useInstalled = installed.use;

/** Opens the browser's install dialog; false when the browser made no offer (Safari, or installed). */
export async function promptInstall(): Promise<boolean> {
  const event = offer.get();
  if (!event) return false;
  offer.set(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** Nothing that fetches runs before this: only after the page has loaded and gone idle. */
const afterLoad = (run: () => void) => {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

/**
 * The installable app (decision 032): holds the browser's install offer, and registers the
 * service worker once the first page has loaded, so it never competes with the first paint.
 * The worker then keeps the hashed files this visit has already loaded (from the browser's
 * cache), so the next visit opens offline on this page too.
 */
export function startPwa(): void {
  installed.set(window.matchMedia('(display-mode: standalone)').matches);
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer.set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    offer.set(null);
    installed.set(true);
  });
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  afterLoad(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const keep = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
          .map((u) => u.pathname);
        registration.active?.postMessage({ keep });
      })
      .catch(() => undefined);
  });
}
