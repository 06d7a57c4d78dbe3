import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootLinks } from './build/boot-links.ts';
import { precompress } from './build/precompress.ts';
import { SERVICE_WORKER_ENTRY, SERVICE_WORKER_FILE, serviceWorker } from './build/service-worker.ts';
import { shellChunk } from './build/shell-chunk.ts';
import { localeShell } from './locale-shell.ts';

// The API server (apps/server); API_PORT lets two checkouts run side by side.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/media', '/docs', '/pwa', '/manifest.webmanifest'];

const shell = shellChunk();

export default defineConfig({
  plugins: [react(), localeShell(), shell.plugin, bootLinks(), serviceWorker(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
  build: {
    outDir: 'dist',
    // The server reads the manifest to preload the entry and link route chunks.
    manifest: true,
    // Every browser the site supports knows modulepreload: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // the page, and the service worker at a fixed address (build/service-worker.ts)
      input: { index: 'index.html', sw: SERVICE_WORKER_ENTRY },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? SERVICE_WORKER_FILE : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            {
              // Changes far less often than app code, so it stays cached across deploys.
              name: 'vendor-react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 1,
            },
            // The boot entry's one import: kept apart, or the bundler folds it into the shell.
            { name: 'preload-helper', test: /preload-helper/, priority: 2 },
            { name: 'shell', test: shell.test },
          ],
        },
      },
    },
  },
});
