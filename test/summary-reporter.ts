import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 15;

/**
 * Prints the slowest test files with their project (where a CI run's minutes go), then one
 * plain closing line, `tests: N passed, N failed, N skipped`, that CI reads (and, asked by
 * `TEST_COUNTS_FILE`, the same counts as JSON for npm test to sum, with a line for each failure:
 * npm test prints those last, where a CI log cut to its tail still shows them).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>) {
    let passed = 0;
    let skipped = 0;
    const failures = errors.map((e) => `unhandled: ${firstLine(e)}`);
    for (const m of modules) {
      const where = `${m.project.name} ${relative(process.cwd(), m.moduleId)}`;
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0)
        failures.push(`${where}: ${firstLine(m.errors()[0])}`);
      for (const t of m.children.allTests()) {
        const result = t.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed')
          failures.push(`${where} > ${t.fullName}: ${firstLine(result.errors?.[0])}`);
        else skipped++;
      }
    }
    const failed = failures.length;
    process.stdout.write(slowestFiles(modules));
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    // npm test runs two Vitest processes and sums what each leaves here.
    const file = process.env['TEST_COUNTS_FILE'];
    if (file) writeFileSync(file, JSON.stringify({ passed, failed, skipped, failures }));
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

/** An error's first line, for a one-line list of failures. */
function firstLine(err: unknown): string {
  const e = err as { message?: string } | undefined;
  return (e?.message ?? String(err)).split('\n')[0]!.slice(0, 300);
}
