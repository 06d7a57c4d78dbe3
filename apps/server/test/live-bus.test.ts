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
    // member 8 hears only its own resync (once its channel is heard), never member 7's event
    expect(other.every((e) => e.memberId === 8)).toBe(true);
    await Promise.all([nodeA.close(), nodeB.close()]);
  });
});

describe('what a node listens to', () => {
  it("hears only its open pages' members, stops when they close, and never another deployment", async () => {
    const prefix = `lotto-test-${process.pid}-${Date.now()}`;
    const nodeA = new RedisLiveBus(REDIS_URL, { prefix });
    const nodeB = new RedisLiveBus(REDIS_URL, { prefix });
    const elsewhere = new RedisLiveBus(REDIS_URL, { prefix: `${prefix}-other` });
    const merchantId = 1;
    const heard: LiveEvent[] = [];
    const off = nodeB.subscribe({ merchantId, memberId: 7 }, (e) => heard.push(e));
    await nodeB.ready();
    // once Redis confirms, the page hears one event and reads again (nothing sent before is lost)
    await eventually(() => Promise.resolve(expect(heard).toHaveLength(1)));
    // only the channel of the member open on B exists on B's side
    const { Redis } = await import('ioredis');
    const probe = new Redis(REDIS_URL);
    const channels = (await probe.pubsub('CHANNELS', `${prefix}:*`)) as string[];
    expect(channels).toEqual([`${prefix}:m:1:7`]);
    nodeA.publish({ merchantId, memberId: 8, topic: 'balance' });
    elsewhere.publish({ merchantId, memberId: 7, topic: 'balance' });
    nodeA.publish({ merchantId, memberId: 7, topic: 'balance' });
    await eventually(() => Promise.resolve(expect(heard).toHaveLength(2)));
    off();
    await eventually(async () => expect(await probe.pubsub('CHANNELS', `${prefix}:*`)).toEqual([]));
    nodeA.publish({ merchantId, memberId: 7, topic: 'balance' });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toHaveLength(2);
    probe.disconnect();
    await Promise.all([nodeA.close(), nodeB.close(), elsewhere.close()]);
  });
});
