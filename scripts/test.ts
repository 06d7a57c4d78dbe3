import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm test`: every check. Types and lint, the web build the browser tests load and what its
 * first loads transfer (`npm run size`, failing over budget), and the tests: contracts, web, the
 * server suite on SQLite and on PostgreSQL, and the Chromium suite. Extra arguments go to one
 * Vitest run as they are, after the checks. Lighthouse (`npm run lighthouse`) runs on its own.
 *
 * A full run uses both cores of the machine throughout (docs/perf/ci-time.md):
 * - the tests that need no build (contracts, web, server) start at once, in one Vitest process
 *   whose output is shown as it comes;
 * - beside them, the checks run one after another (types, lint, build, size), each shown when it
 *   ends; a failing check stops everything;
 * - once the build is there, the Chromium suite starts in its own Vitest process (Vitest runs a
 *   project whose files go one at a time only after the others), its output shown at the end.
 * One closing line sums both halves' counts.
 */
const checks: [string, string[]][] = [
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

if (extra.length > 0) {
  for (const [cmd, args] of checks) {
    console.log(`\n▶ ${cmd} ${args.join(' ')}`);
    const r = spawnSync(cmd, args, { stdio: 'inherit' });
    if (r.status !== 0) fail(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
  }
  const r = spawnSync('npx', ['vitest', 'run', ...extra], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
} else {
  await everything();
}

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

type Counts = { passed: number; failed: number; skipped: number; failures?: string[] };
type Run = { child: ChildProcess; done: Promise<number>; output: () => string };

/** Starts `cmd`; its output is shown as it comes (`live`) or kept for later. */
function start(
  cmd: string,
  args: string[],
  { live, env = {} }: { live: boolean; env?: NodeJS.ProcessEnv },
): Run {
  const child = spawn(cmd, args, {
    stdio: live ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const done = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return { child, done, output: () => out };
}

async function everything() {
  const dir = mkdtempSync(join(tmpdir(), 'lotto-test-'));
  const countsOf = (name: string) => join(dir, `${name}.json`);
  const running: ChildProcess[] = [];
  const stopAll = () => running.forEach((c) => c.kill('SIGTERM'));

  console.log('\n▶ npx vitest run --project=!e2e (the checks and then the Chromium suite run beside it)');
  const rest = start('npx', ['vitest', 'run', '--project=!e2e'], {
    live: true,
    env: { TEST_COUNTS_FILE: countsOf('rest') },
  });
  running.push(rest.child);

  let browser: Run | undefined;
  const checked = (async () => {
    for (const [cmd, args] of checks) {
      const step = start(cmd, args, { live: false });
      running.push(step.child);
      const code = await step.done;
      console.log(`\n▶ ${cmd} ${args.join(' ')} (beside the tests)\n${step.output()}`);
      if (code !== 0) {
        stopAll();
        fail(`${cmd} ${args.join(' ')} failed (exit ${code})`);
      }
    }
    console.log('\n▶ npx vitest run --project e2e (its output follows the rest)');
    browser = start('npx', ['vitest', 'run', '--project', 'e2e'], {
      live: false,
      env: { TEST_COUNTS_FILE: countsOf('e2e') },
    });
    running.push(browser.child);
    return browser.done;
  })();

  const restCode = await rest.done;
  const browserCode = await checked;
  console.log('\n▶ the Chromium suite (ran beside the rest)\n');
  process.stdout.write(browser?.output() ?? '');

  const read = (name: string): Counts => {
    try {
      return JSON.parse(readFileSync(countsOf(name), 'utf8')) as Counts;
    } catch {
      return { passed: 0, failed: 1, skipped: 0 }; // no counts: that half did not finish
    }
  };
  const [a, b] = [read('rest'), read('e2e')];
  const failed = a.failed + b.failed;
  const failures = [...(a.failures ?? []), ...(b.failures ?? [])];
  if (failures.length) process.stdout.write(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
  process.stdout.write(
    `\ntests: ${a.passed + b.passed} passed, ${failed} failed, ${a.skipped + b.skipped} skipped\n`,
  );
  if (restCode !== 0 || browserCode !== 0 || failed > 0)
    fail(`tests failed (exit ${restCode} and ${browserCode})`);
}
