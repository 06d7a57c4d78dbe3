import { writeFileSync } from 'node:fs';

class StatementTimes {
  readonly #times = new Map<string, { n: number; ns: bigint }>();

  constructor() {
    process.on('exit', () => this.#write(`${process.env['SQLITE_STATEMENT_TIMES']!}.${process.pid}`));
  }

  /** Adds the time since `start` (process.hrtime.bigint()) to the statement's total. */
  note(sql: string, start: bigint): void {
    const key = sql.replace(/\s+/g, ' ').slice(0, 100);
    const e = this.#times.get(key) ?? { n: 0, ns: 0n };
    e.n++;
    e.ns += process.hrtime.bigint() - start;
    this.#times.set(key, e);
  }

  #write(file: string): void {
    const ms = (ns: bigint) => (Number(ns) / 1e6).toFixed(0).padStart(7);
    const rows = [...this.#times].sort((a, b) => Number(b[1].ns - a[1].ns)).slice(0, 40);
    const line = ([sql, { n, ns }]: [string, { n: number; ns: bigint }]) =>
      `${ms(ns)} ms ${String(n).padStart(8)} ${(Number(ns) / 1e3 / n).toFixed(1).padStart(8)} us  ${sql}`;
    writeFileSync(file, `${rows.map(line).join('\n')}\n`);
  }
}

/**
 * A measuring aid for the embedded database: with `SQLITE_STATEMENT_TIMES=<prefix>` in the
 * environment, every statement's synchronous run time is summed by its SQL text, and the
 * process writes the 40 costliest texts to `<prefix>.<pid>` when it exits (total, count, mean).
 * Off (undefined) otherwise; `docs/perf/bets.md` shows it in use.
 */
export const statementTimes = process.env['SQLITE_STATEMENT_TIMES'] ? new StatementTimes() : undefined;
