import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const SERVICE_WORKER_ENTRY = 'src/sw/service-worker.ts';
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The service worker (src/sw, decision 032) is one more entry of the build, written to
 * /sw.js (a stable name: the browser checks that address for updates). Once every file has
 * its final name, its `__BUILD_VERSION__` becomes a hash of all of them, so each deploy that
 * changes any file is a new worker with caches of its own. The worker must be a classic
 * script: the build fails if it imports anything.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[SERVICE_WORKER_FILE];
        if (!worker || worker.type !== 'chunk') throw new Error(`service-worker: no ${SERVICE_WORKER_FILE}`);
        if (worker.imports.length > 0 || worker.dynamicImports.length > 0)
          throw new Error(
            `service-worker: ${SERVICE_WORKER_FILE} must not import (${worker.imports.join(', ')})`,
          );
        const names = Object.keys(bundle)
          .filter((name) => name !== SERVICE_WORKER_FILE)
          .sort();
        const version = createHash('sha256').update(names.join('\n')).update(worker.code).digest('hex');
        if (!worker.code.includes('__BUILD_VERSION__'))
          throw new Error('service-worker: __BUILD_VERSION__ is not in the worker');
        worker.code = worker.code.replaceAll('__BUILD_VERSION__', JSON.stringify(version.slice(0, 12)));
      },
    },
  };
}
