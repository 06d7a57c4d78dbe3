import { buildVendor } from './app.ts';

/** `npm run sandbox-vendor`: the sandbox game vendor on SANDBOX_VENDOR_PORT (8091). */
const port = Number(process.env['SANDBOX_VENDOR_PORT'] ?? 8091);
const production = process.env['NODE_ENV'] === 'production';
const DEV_SECRET = 'dev-vendor-secret-change-me';
const DEMO_VENDORS = ['BAYANI', 'ARENA', 'IA', 'TF', 'KIDLAT', 'DAGAT', 'BARAHA'];
const vendors = process.env['SANDBOX_VENDOR_SECRETS']
  ? (JSON.parse(process.env['SANDBOX_VENDOR_SECRETS']) as Record<string, string>)
  : production
    ? {}
    : Object.fromEntries(DEMO_VENDORS.map((code) => [code, DEV_SECRET]));
const app = await buildVendor({
  vendors,
  platformBaseUrl: process.env['PLATFORM_URL'] ?? 'http://127.0.0.1:8080',
  publicUrl: process.env['SANDBOX_VENDOR_PUBLIC_URL'] ?? `http://127.0.0.1:${port}`,
});
await app.listen({ host: process.env['HOST'] ?? '127.0.0.1', port });
console.log(
  `sandbox vendor on http://127.0.0.1:${port} for vendors ${Object.keys(vendors).join(', ') || '(none)'}`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
