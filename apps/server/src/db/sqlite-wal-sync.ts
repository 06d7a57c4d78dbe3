import { closeSync, fdatasync, openSync } from 'node:fs';

/**
 * Durability of the embedded database's commits without blocking the event loop. The
 * connection runs WAL with `synchronous=NORMAL`: a commit appends its pages to the WAL file and
 * returns without waiting for the disk (checkpoints still sync the WAL before copying it into
 * the database file, and the database file after). This class then flushes the WAL file to
 * disk with `fdatasync` on libuv's thread pool, and the commit is answered only after that: an
 * acknowledged commit survives a power cut, as with `synchronous=FULL`, while the JavaScript
 * thread serves other requests during the flush.
 *
 * A flush covers every commit written before it started, so callers that arrive while one is
 * under way share the next one (the driver holds its one connection until the flush, so this
 * happens only between connections of one process). Commits are appended
 * in order, so one lost to a crash before its flush loses every later one with it: nothing
 * acknowledged ever depends on something that was not.
 */
export class WalSync {
  readonly #fd: number;
  #inFlight: Promise<void> | undefined;
  #queued: Promise<void> | undefined;

  /** Opens the WAL file of the database at `path` (creating it empty if SQLite has not yet). */
  constructor(path: string) {
    this.#fd = openSync(`${path}-wal`, 'a');
  }

  /** Resolves once everything written to the WAL before this call is on disk. */
  sync(): Promise<void> {
    if (this.#queued) return this.#queued;
    const flight = this.#inFlight;
    if (!flight) return this.#flush();
    // The flush under way may have started before the caller's write: wait for the next.
    const queued = flight.then(() => {
      this.#queued = undefined;
      return this.#flush();
    });
    this.#queued = queued;
    return queued;
  }

  #flush(): Promise<void> {
    const done = new Promise<void>((resolve, reject) =>
      fdatasync(this.#fd, (err) => (err ? reject(err) : resolve())),
    );
    const flight: Promise<void> = done.then(
      () => this.#landed(flight),
      () => this.#landed(flight),
    );
    this.#inFlight = flight;
    return done;
  }

  #landed(flight: Promise<void>): void {
    if (this.#inFlight === flight) this.#inFlight = undefined;
  }

  close(): void {
    closeSync(this.#fd);
  }
}
