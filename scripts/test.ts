import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm test`: every check, in the order that fails fastest. Types and lint, then the web
 * build the browser tests load and what its first loads transfer (`npm run size`, about 15 s
 * in Chromium, failing over budget), then the tests: contracts, web, the server suite on SQLite
 * and on PostgreSQL, and the Chromium suite. Extra arguments go to one Vitest run as they are.
 * Lighthouse (`npm run lighthouse`) takes minutes and runs on its own.
 *
 * A full run starts the Chromium suite beside the rest, in its own Vitest process: Vitest runs
 * a project whose files go one at a time (the browser suite) only after the others, and each
 * half mostly waits (on commits, child processes, the browser), so together they take about as
 * long as the longer one. The browser half's output is kept and printed when both are done,
 * then one closing line sums both halves' counts.
 */
const before: [string, string[]][] = [
  ['npm', ['run', '--silent', 'check']],
  ['npm', ['run', '--silent', 'build']],
  ['node', ['scripts/bundle-size.ts']],
];
const extra = process.argv.slice(2);
// Every node process of the run (Vitest's workers, the server the browser tests start, the CLI
// binary's tests) keeps its compiled code here: a start after the first skips compiling the
// server's TypeScript again (about half of a process start's CPU).
process.env['NODE_COMPILE_CACHE'] ??= join(
  import.meta.dirname,
  '..',
  'node_modules',
  '.cache',
  'node-compile',
);

for (const [cmd, args] of before) run(cmd, args);
if (extra.length > 0) {
  run('npx', ['vitest', 'run', ...extra]);
} else {
  await bothHalves();
}

function run(cmd: string, args: string[]) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

type Counts = { passed: number; failed: number; skipped: number };

async function bothHalves() {
  const dir = mkdtempSync(join(tmpdir(), 'lotto-test-'));
  const countsOf = (name: string) => join(dir, `${name}.json`);
  console.log(`\n▶ npx vitest run --project e2e (beside the rest; its output follows theirs)`);
  const browser = spawn('npx', ['vitest', 'run', '--project', 'e2e'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TEST_COUNTS_FILE: countsOf('e2e') },
  });
  let browserOut = '';
  browser.stdout.on('data', (d: Buffer) => (browserOut += d.toString()));
  browser.stderr.on('data', (d: Buffer) => (browserOut += d.toString()));
  const browserDone = new Promise<number>((resolve) => browser.on('close', (code) => resolve(code ?? 1)));

  const args = ['vitest', 'run', '--project=!e2e'];
  console.log(`\n▶ npx ${args.join(' ')}`);
  const rest = await new Promise<number>((resolve) => {
    const child = spawn('npx', args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_COUNTS_FILE: countsOf('rest') },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  const browserCode = await browserDone;
  console.log('\n▶ the Chromium suite (ran beside the rest)\n');
  process.stdout.write(browserOut);

  const read = (name: string): Counts => {
    try {
      return JSON.parse(readFileSync(countsOf(name), 'utf8')) as Counts;
    } catch {
      return { passed: 0, failed: 1, skipped: 0 }; // no counts: that half did not finish
    }
  };
  const [a, b] = [read('rest'), read('e2e')];
  const failed = a.failed + b.failed;
  process.stdout.write(
    `\ntests: ${a.passed + b.passed} passed, ${failed} failed, ${a.skipped + b.skipped} skipped\n`,
  );
  if (rest !== 0 || browserCode !== 0 || failed > 0) {
    console.error(`\n✖ tests failed (exit ${rest} and ${browserCode})`);
    process.exit(1);
  }
}
