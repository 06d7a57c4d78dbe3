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
 * The driver holds its one connection until the flush, so flushes of one connection never
 * overlap and a flush covers every commit written before it. Commits are appended
 * in order, so one lost to a crash before its flush loses every later one with it: nothing
 * acknowledged ever depends on something that was not.
 */
export class WalSync {
  readonly #fd: number;

  /** Opens the WAL file of the database at `path` (creating it empty if SQLite has not yet). */
  constructor(path: string) {
    this.#fd = openSync(`${path}-wal`, 'a');
  }

  /** Resolves once everything written to the WAL before this call is on disk. */
  sync(): Promise<void> {
    return new Promise<void>((resolve, reject) =>
      fdatasync(this.#fd, (err) => (err ? reject(err) : resolve())),
    );
  }

  close(): void {
    closeSync(this.#fd);
  }
}
