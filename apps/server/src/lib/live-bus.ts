import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Something changed for a member (balance, later unread counts and draw results). */
export type LiveEvent = { merchantId: number; memberId: number; topic: 'balance' };
type Listener = (event: LiveEvent) => void;

/**
 * Fan-out of live events to the open pages of a member (Server-Sent Events). In one process
 * listeners are called directly; with Redis every node hears every event, so a member's page
 * on node B learns of a deposit credited on node A.
 */
export type LiveBus = {
  publish(event: LiveEvent): void;
  subscribe(merchantId: number, memberId: number, listener: Listener): () => void;
  close(): Promise<void>;
};

export class LocalLiveBus implements LiveBus {
  readonly #listeners = new Map<string, Set<Listener>>();

  publish(event: LiveEvent): void {
    this.deliver(event);
  }

  deliver(event: LiveEvent): void {
    for (const l of this.#listeners.get(`${event.merchantId}:${event.memberId}`) ?? []) l(event);
  }

  subscribe(merchantId: number, memberId: number, listener: Listener): () => void {
    const key = `${merchantId}:${memberId}`;
    let set = this.#listeners.get(key);
    if (!set) this.#listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(key);
    };
  }

  get size(): number {
    return this.#listeners.size;
  }

  close(): Promise<void> {
    this.#listeners.clear();
    return Promise.resolve();
  }
}

const CHANNEL = 'lotto:live';

export class RedisLiveBus implements LiveBus {
  readonly #local = new LocalLiveBus();
  readonly #node = randomUUID();
  readonly #pub: Redis;
  readonly #sub: Redis;

  constructor(url: string) {
    this.#pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.#sub = new Redis(url);
    this.#sub.on('message', (_channel: string, text: string) => {
      const { node, event } = JSON.parse(text) as { node: string; event: LiveEvent };
      if (node !== this.#node) this.#local.deliver(event);
    });
    void this.#sub.subscribe(CHANNEL);
  }

  publish(event: LiveEvent): void {
    this.#local.deliver(event);
    void this.#pub.publish(CHANNEL, JSON.stringify({ node: this.#node, event })).catch(() => undefined);
  }

  subscribe(merchantId: number, memberId: number, listener: Listener): () => void {
    return this.#local.subscribe(merchantId, memberId, listener);
  }

  async close(): Promise<void> {
    await this.#local.close();
    await Promise.allSettled([this.#pub.quit(), this.#sub.quit()]);
  }
}
