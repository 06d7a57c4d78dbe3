import { writeSync } from 'node:fs';

/**
 * The process's log output (decision 006): lines gathered in memory and written to a file
 * descriptor in one write per 16 KB, 100 ms after the first line waiting, or at `flushSync`
 * (shutdown, exit). Pino's own buffered destination measures the UTF-8 length of everything it
 * holds on every line, a cost that grows with the buffer; here a line costs an array push.
 */
export class LogDestination {
  readonly #fd: number;
  readonly #maxChars: number;
  readonly #maxWaitMs: number;
  #parts: string[] = [];
  #chars = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: { fd?: number; maxChars?: number; maxWaitMs?: number } = {}) {
    this.#fd = options.fd ?? 1;
    this.#maxChars = options.maxChars ?? 16_384;
    this.#maxWaitMs = options.maxWaitMs ?? 100;
  }

  write(line: string): boolean {
    this.#parts.push(line);
    this.#chars += line.length;
    if (this.#chars >= this.#maxChars) this.flushSync();
    else this.#timer ??= setTimeout(() => this.flushSync(), this.#maxWaitMs).unref();
    return true;
  }

  /** Writes what waits, whole, before returning. */
  flushSync(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#chars === 0) return;
    const bytes = Buffer.from(this.#parts.join(''));
    this.#parts = [];
    this.#chars = 0;
    for (let at = 0; at < bytes.length;) {
      try {
        at += writeSync(this.#fd, bytes, at);
      } catch (err) {
        // A non-blocking pipe that is full: wait for the reader a moment, as pino's sync mode does.
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      }
    }
  }
}
