/**
 * The longest a scheduler sleeps between runs: what no local event announces (a game switched
 * on by another process, a draw another process left half done, a bet that raced a close)
 * waits at most this long (decision 017).
 */
export const MAX_SLEEP_MS = 5000;

/** Lets the event loop answer what is waiting (I/O, timers) before the caller goes on. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs a job again and again on unref'd timers (the process may exit without stopping it). The
 * job says how long it may sleep (ms until its next boundary); the ticker sleeps that long but
 * never more than `maxSleepMs`, and `wake` runs it at once (again right after a run under way).
 * `stop` waits for a run under way, so a database can close after.
 */
export class Ticker {
  readonly #run: () => Promise<number | undefined>;
  readonly #onError: (err: unknown) => void;
  #maxSleepMs = 1000;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopped = false;

  constructor(run: () => Promise<number | undefined>, onError: (err: unknown) => void) {
    this.#run = run;
    this.#onError = onError;
  }

  start(maxSleepMs: number): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    this.#maxSleepMs = maxSleepMs;
    this.#arm(0);
  }

  /** Runs the job now rather than at its planned time (local work it should see at once). */
  wake(): void {
    if (!this.#started || this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#arm(0);
  }

  #arm(delayMs: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#loop(), delayMs).unref();
  }

  #loop() {
    this.#timer = undefined;
    this.#again = false;
    let sleep = this.#maxSleepMs;
    this.#running = this.#run()
      .then((ms) => {
        if (ms !== undefined) sleep = Math.min(Math.max(0, ms), this.#maxSleepMs);
      }, this.#onError)
      .finally(() => {
        this.#running = undefined;
        if (!this.#stopped) this.#arm(this.#again ? 0 : sleep);
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
