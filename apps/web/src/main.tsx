import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/index.ts';
import { prefetchFirstScreen } from './app/prefetch.ts';
import { queryClient } from './app/providers.tsx';
import { startPwa } from './lib/pwa.ts';
import { applyTheme } from './lib/theme.ts';
import { showToast } from './lib/toast.ts';
import './styles.css';

applyTheme();
// Listens for the browser's install offer from the start; the service worker registers only
// once the page has loaded (lib/pwa.ts).
startPwa();

// Vite reports a stylesheet that failed to preload with a chunk: the CSS-chunk error (docs/product/shell-and-routes.md#client-errors).
// (Script chunks that fail or stall reach the route error boundary through load-chunk.ts.)
window.addEventListener('vite:preloadError', (event) => {
  const { payload } = event as Event & { payload?: unknown };
  if (payload instanceof Error && payload.message.includes('CSS')) {
    event.preventDefault();
    showToast('errors.cssChunkLoad');
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Texts must be ready before the first paint, or the page would flash raw keys.
await initI18n();
// The router is already fetching the first route's chunk (App.tsx creates it); the first
// screen's calls go out beside it instead of after it.
prefetchFirstScreen(queryClient);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
