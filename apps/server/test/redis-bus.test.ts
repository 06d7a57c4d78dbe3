import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createRedisConfigBus } from '../src/lib/redis-bus.ts';
import { BrandAdmin } from '../src/modules/brand/index.ts';
import { createDemoStore, engine, eventually, geo, testConfig, type TestStore } from './harness.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

let store: TestStore;
beforeAll(async () => {
  store = await createDemoStore();
});
afterAll(() => store.drop());

describe(`brand changes over Redis (${engine})`, () => {
  it('reach a running node at once, without waiting for its poll', async () => {
    const nodeBus = createRedisConfigBus(REDIS_URL);
    // polling every minute: only the Redis message can explain a quick change
    const app = await buildApp({
      config: testConfig({ CONFIG_POLL_MS: '60000' }),
      db: store.db,
      geo,
      bus: nodeBus,
    });
    await app.ready();
    const operatorBus = createRedisConfigBus(REDIS_URL);
    try {
      const status = async () => (await app.inject({ url: '/wps/system/status' })).json().value.systemStatus;
      expect(await status()).toBe(0);
      await new BrandAdmin(store.db.kysely, operatorBus).setMaintenance('demo', { on: true });
      await eventually(async () => expect(await status()).toBe(1), 2000);
    } finally {
      await app.close();
      await nodeBus.close();
      await operatorBus.close();
    }
  });
});
