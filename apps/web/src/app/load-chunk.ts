/** A route chunk that has not arrived after 120000 ms counts as failed (docs/product/shell-and-routes.md#page-chunks). */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly reason: 'failed' | 'timeout';

  constructor(reason: 'failed' | 'timeout', options?: ErrorOptions) {
    super(`Route chunk ${reason}`, options);
    this.reason = reason;
  }
}

/** Wraps a dynamic import so a failed or stalled download reaches the route error boundary. */
export const loadChunk =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT_MS);
      load()
        .then(resolve, (cause: unknown) => reject(new ChunkLoadError('failed', { cause })))
        .finally(() => clearTimeout(timer));
    });
