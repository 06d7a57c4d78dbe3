import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import type { BrandDirectory } from './modules/brand/index.ts';
import { listenForIdentityChanges } from './modules/identity/index.ts';

/** The brand directory follows configuration changes while the app runs; cached sessions, other nodes' member changes. */
export function watchChanges(
  app: FastifyInstance,
  { deps, brands }: { deps: AppDeps; brands: BrandDirectory },
) {
  let stopNotices: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    await brands.watch(deps.config.CONFIG_POLL_MS, deps.bus);
    if (deps.notices) stopNotices = await listenForIdentityChanges(deps.notices);
  });
  app.addHook('onClose', async () => {
    brands.stop();
    await stopNotices?.();
  });
}
