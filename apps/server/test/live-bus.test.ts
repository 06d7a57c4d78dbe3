import { describe, expect, it } from 'vitest';
import { RedisLiveBus, type LiveEvent } from '../src/lib/live-bus.ts';
import { eventually } from './harness.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('live events across nodes (Redis)', () => {
  it('delivers an event published on one node to a member page open on another', async () => {
    const nodeA = new RedisLiveBus(REDIS_URL);
    const nodeB = new RedisLiveBus(REDIS_URL);
    const merchantId = 900_000 + Math.floor(Math.random() * 1000);
    const heard: LiveEvent[] = [];
    nodeB.subscribe({ merchantId, memberId: 7 }, (e) => heard.push(e));
    const other: LiveEvent[] = [];
    nodeB.subscribe({ merchantId, memberId: 8 }, (e) => other.push(e));
    await eventually(async () => {
      nodeA.publish({ merchantId, memberId: 7, topic: 'balance' });
      await new Promise((r) => setTimeout(r, 50));
      expect(heard.length).toBeGreaterThan(0);
    });
    expect(heard[0]).toEqual({ merchantId, memberId: 7, topic: 'balance' });
    expect(other).toEqual([]);
    await Promise.all([nodeA.close(), nodeB.close()]);
  });
});
