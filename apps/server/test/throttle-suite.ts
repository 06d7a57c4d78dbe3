import { afterAll, beforeAll } from 'vitest';
import { accountsClient } from './accounts-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { brandId } from './throttle-kit.ts';

/**
 * What the throttle test files that call the accounts API share: one app per file, started by
 * `useThrottleApp(env)` with the limits under test, an accounts client on it and the demo
 * brand's id. `t`, `c` and `merchantId` are set from the file's `beforeAll` on.
 */
export let t: TestApp;
export let c: ReturnType<typeof accountsClient>;
export let merchantId: number;

export function useThrottleApp(env: Record<string, string>): void {
  beforeAll(async () => {
    t = await startTestApp(env);
    c = accountsClient(t.app);
    merchantId = await brandId(t.app);
  });
  afterAll(() => t.close());
}
