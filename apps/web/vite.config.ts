import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootPreloads } from './build/boot-preloads.ts';
import { precompress } from './build/precompress.ts';
import { localeShell } from './locale-shell.ts';

// The API server (apps/server); API_PORT lets two checkouts run side by side.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/media', '/docs'];

export default defineConfig({
  plugins: [react(), localeShell(), bootPreloads(), precompress()],
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
      output: {
        codeSplitting: {
          groups: [
            {
              // Changes far less often than app code, so it stays cached across deploys.
              name: 'vendor-react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
