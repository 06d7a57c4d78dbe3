import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server); API_PORT lets two checkouts run side by side.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/**
 * The support console: its own build, served by the server under /backoffice (index.html for
 * every page path, hashed assets under /backoffice/assets). In development the API and the
 * console's WebSocket go to the server; chat images live under /wps/chat/images.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/backoffice/api': { target: api, ws: true },
      '/wps/chat/images': { target: api },
    },
  },
  build: {
    outDir: 'dist',
    modulePreload: { polyfill: false },
  },
});
