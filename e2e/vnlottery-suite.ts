import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { steps } from './vnlottery-steps.ts';

/**
 * What the Vietnam lottery browser files share: one server per file whose lottery clock the test
 * moves (NODE_ENV=test), its steps and one Chromium, started by `useVnLotteryServer()`.
 * `server`, `browser` and `s` are set from the file's `beforeAll` on.
 */
export let server: RunningServer;
export let browser: Browser;
export let s: ReturnType<typeof steps>;

export function useVnLotteryServer(): void {
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'test' });
    s = steps(server);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

/** A decimal amount ("12.50") in minor units. */
export const cents = (amount: string) => BigInt(amount.replace('.', ''));
