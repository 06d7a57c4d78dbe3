import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { RedisLiveBus } from '../src/lib/live-bus.ts';
import { createDemoStore, engine, geo, testConfig, type TestStore } from './harness.ts';
import { openStream, type SseEvent } from './sse.ts';

/**
 * Two app instances on one database and one Redis, as behind a proxy: a member's events stream
 * held on B hears the draws that A opens and settles, exactly once, and A's own streams too.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
let store: TestStore;
let second: Db;
let a: FastifyInstance;
let b: FastifyInstance;
let buses: RedisLiveBus[];
// Monday 23 November 2026, 10:00:20 in China (+8).
let now = Date.UTC(2026, 10, 23, 2, 0, 20);
const NUMERO = '20261123-0601';

beforeAll(async () => {
  store = await createDemoStore();
  second =
    engine === 'sqlite'
      ? openDatabase({ engine: 'sqlite', path: join(store.env['DATA_DIR']!, 'platform.sqlite') })
      : openDatabase({ engine: 'postgres', url: store.env['DATABASE_URL']!, poolSize: 3 });
  // A channel of this run's own, so other runs sharing the Redis cannot speak into it.
  const channel = `lotto:live:test:${randomUUID()}`;
  buses = [
    new RedisLiveBus(REDIS_URL, { prefix: channel }),
    new RedisLiveBus(REDIS_URL, { prefix: channel }),
  ];
  const config = testConfig({ REDIS_URL });
  a = await buildApp({ config, db: store.db, geo, live: buses[0] });
  b = await buildApp({ config, db: second, geo, live: buses[1] });
  await Promise.all([a.ready(), b.ready()]);
  a.lottery.draws.clock.now = () => now;
}, 60_000);
afterAll(async () => {
  await Promise.allSettled([a.close(), b.close()]);
  await Promise.allSettled(buses.map((bus) => bus.close()));
  await second.close();
  await store.drop();
});

const count = (events: SseEvent[], type: string) =>
  events.filter((e) => e.event === type && e.data['gameCode'] === 'SSC1' && e.data['numero'] === NUMERO)
    .length;

describe('lottery events across processes (Redis)', () => {
  it('a stream held on B hears the draw opened and settled by A, once', async () => {
    const baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    const baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    const onB = await openStream(`${baseB}/lgw/lottery/events?gameCode=SSC1`);
    const onA = await openStream(`${baseA}/lgw/lottery/events?gameCode=SSC1`);
    // The first countdown comes right after the stream subscribes.
    await Promise.all([onA, onB].map((s) => s.waitFor((e) => e.event === 'countdown')));
    // each node listens to the brand's lottery channel from its first stream on
    await Promise.all(buses.map((bus) => bus.ready()));

    await a.lottery.draws.tick();
    // B's own countdowns follow B's clock (today), so this one can only have come from A.
    await onB.waitFor((e) => e.event === 'countdown' && e.data['numero'] === NUMERO);
    const opened = (await a.lottery.draws.findDraw(1, { gameCode: 'SSC1', numero: NUMERO }))!;
    now = Number(opened.draw_time) + 1;
    await a.lottery.draws.tick();
    const drawn = (await a.lottery.draws.findDraw(1, { gameCode: 'SSC1', numero: NUMERO }))!;
    expect(drawn.state).toBe('settled');
    const onBResult = await onB.waitFor((e) => e.event === 'result');
    expect(onBResult.data).toEqual({
      type: 'result',
      gameCode: 'SSC1',
      numero: NUMERO,
      winNo: drawn.win_no,
      seed: drawn.seed,
    });
    await onA.waitFor((e) => e.event === 'result');
    // Time for a duplicate (A hearing its own message back) to arrive before counting.
    await new Promise((r) => setTimeout(r, 500));
    expect([
      count(onA.events, 'result'),
      count(onB.events, 'result'),
      count(onB.events, 'countdown'),
    ]).toEqual([1, 1, 1]);
  });
});
