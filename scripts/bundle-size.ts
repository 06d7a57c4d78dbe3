import { chromium, type Page } from 'playwright-core';
import { startServer } from '../e2e/server.ts';

/**
 * `npm run size`: the bytes a first visit actually transfers, per route. Starts the production
 * server (built web app, demo brand) the way the browser tests do, opens each route in a fresh
 * Chromium context at phone size (empty cache, Accept-Encoding as a browser sends it), and adds
 * up the encoded body sizes of every response until the page has settled: scripts, styles,
 * fonts, images and the API answers. Fails when the home page's compressed JavaScript and CSS
 * go over 150 KB. Run `npm run build` first.
 */
const ROUTES = ['/', '/lottery', '/vnlottery', '/rng'];
const BUDGET_KB = 150;
const SETTLE_MS = 1500;
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

type Kind = 'js' | 'css' | 'api' | 'other';
type Row = { route: string; requests: number } & Record<Kind, number>;

const kindOf = (type: string, url: string): Kind => {
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'fetch' || type === 'xhr' || /\/(wps|lgw|lotto)\//.test(url)) return 'api';
  return 'other';
};

/** Bytes on the wire of every response of one page load (bodies as encoded, headers left out). */
async function firstLoad(page: Page, url: string, route: string): Promise<Row> {
  const row: Row = { route, requests: 0, js: 0, css: 0, api: 0, other: 0 };
  const pending: Promise<void>[] = [];
  // Counted until the network has gone quiet after the window; a straggler that finishes as
  // the context closes is left out instead of failing its sizes call (and the script) then.
  let open = true;
  page.on('requestfinished', (request) => {
    if (!open) return;
    pending.push(
      request.sizes().then(
        (sizes) => {
          row.requests++;
          row[kindOf(request.resourceType(), request.url())] += sizes.responseBodySize;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // The page's own calls (status, lobby data, images below the first screen) come after load.
  await page.waitForTimeout(SETTLE_MS);
  // a loaded machine may still be fetching the first screen's chunks: they count too
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  open = false;
  await Promise.all(pending);
  return row;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
const rows: Row[] = [];
try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    rows.push(await firstLoad(await context.newPage(), `${server.baseUrl}${route}`, route));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log('first load, compressed bytes on the wire (KB)');
console.log(
  ['route', 'JS', 'CSS', 'JS+CSS', 'API', 'other', 'total', 'requests'].map((h) => h.padStart(10)).join(''),
);
for (const r of rows) {
  const cells = [r.route, kb(r.js), kb(r.css), kb(r.js + r.css), kb(r.api), kb(r.other)];
  cells.push(kb(r.js + r.css + r.api + r.other), String(r.requests));
  console.log(cells.map((c) => c.padStart(10)).join(''));
}
const home = rows.find((r) => r.route === '/')!;
const homeKb = (home.js + home.css) / 1024;
const within = homeKb <= BUDGET_KB;
console.log(
  `/ JavaScript+CSS: ${homeKb.toFixed(1)} KB (budget ${BUDGET_KB} KB) ${within ? 'PASS' : 'OVER BUDGET'}`,
);
process.exit(within ? 0 : 1);
