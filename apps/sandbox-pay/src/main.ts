import { buildGateway } from './app.ts';

/** `npm run sandbox-pay`: the sandbox gateway on SANDBOX_PAY_PORT (8090). */
const port = Number(process.env['SANDBOX_PAY_PORT'] ?? 8090);
const production = process.env['NODE_ENV'] === 'production';
const merchants = process.env['SANDBOX_PAY_MERCHANTS']
  ? (JSON.parse(process.env['SANDBOX_PAY_MERCHANTS']) as Record<string, string>)
  : production
    ? {}
    : { 'perlas-dev': 'dev-secret-change-me' };
const app = await buildGateway({
  merchants,
  publicUrl: process.env['SANDBOX_PAY_PUBLIC_URL'] ?? `http://127.0.0.1:${port}`,
  testHooks: process.env['NODE_ENV'] === 'test' || process.env['SANDBOX_PAY_TEST_HOOKS'] === '1',
});
await app.listen({ host: process.env['HOST'] ?? '127.0.0.1', port });
console.log(
  `sandbox gateway on http://127.0.0.1:${port} for merchants ${Object.keys(merchants).join(', ') || '(none)'}`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
