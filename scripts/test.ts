import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every check, in the order that fails fastest. Types and lint, then the web
 * build the browser tests load and what its first loads transfer (`npm run size`, about 15 s
 * in Chromium, failing over budget), then one Vitest run: contracts, web, the server suite on
 * SQLite and on PostgreSQL, and the Chromium suite. Extra arguments go to Vitest. Lighthouse
 * (`npm run lighthouse`) takes minutes and runs on its own.
 */
const steps: [string, string[]][] = [
  ['npm', ['run', '--silent', 'check']],
  ['npm', ['run', '--silent', 'build']],
  ['node', ['scripts/bundle-size.ts']],
  ['npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

for (const [cmd, args] of steps) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}
