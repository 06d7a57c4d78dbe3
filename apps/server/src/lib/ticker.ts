/**
 * Runs a job again and again, `intervalMs` after each run ends, on unref'd timers (the process
 * may exit without stopping it); `stop` waits for a run under way, so a database can close after.
 */
export class Ticker {
  readonly #run: () => Promise<void>;
  readonly #onError: (err: unknown) => void;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;

  constructor(run: () => Promise<void>, onError: (err: unknown) => void) {
    this.#run = run;
    this.#onError = onError;
  }

  start(intervalMs: number): void {
    if (this.#timer || this.#stopped) return;
    const loop = () => {
      this.#running = this.#run()
        .catch(this.#onError)
        .finally(() => {
          if (!this.#stopped) this.#timer = setTimeout(loop, intervalMs).unref();
        });
    };
    this.#timer = setTimeout(loop, 0).unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
