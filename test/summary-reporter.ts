import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 15;

/**
 * Prints the slowest test files with their project (where a CI run's minutes go), then one
 * plain closing line, `tests: N passed, N failed, N skipped`, that CI reads (and, asked by
 * `TEST_COUNTS_FILE`, the same counts as JSON for npm test to sum).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = errors.length;
    let skipped = 0;
    for (const m of modules) {
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(slowestFiles(modules));
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    // npm test runs two Vitest processes and sums what each leaves here.
    const file = process.env['TEST_COUNTS_FILE'];
    if (file) writeFileSync(file, JSON.stringify({ passed, failed, skipped }));
  }
}

function slowestFiles(modules: ReadonlyArray<TestModule>): string {
  const rows = modules.map((m) => {
    const d = m.diagnostic();
    const ms = d.duration + d.collectDuration + d.setupDuration;
    return { ms, line: `${m.project.name.padEnd(16)} ${relative(process.cwd(), m.moduleId)}` };
  });
  rows.sort((a, b) => b.ms - a.ms);
  const top = rows.slice(0, SLOWEST).map((r) => `${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.line}`);
  return `\nslowest files:\n${top.join('\n')}\n`;
}
