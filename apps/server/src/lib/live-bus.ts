import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Something changed for a member (balance, later unread counts). */
export type LiveEvent = { merchantId: number; memberId: number; topic: 'balance' };
/** News for every open page of a brand on a topic (lottery results and opened draws). */
export type BrandEvent = { merchantId: number; topic: 'lottery' | 'chat'; data: unknown };
type Listener<E> = (event: E) => void;

/**
 * Fan-out of live events to open pages (Server-Sent Events): a member's own (`publish`) or a
 * whole brand's (`publishBrand`). In one process listeners are called directly; with Redis every
 * node hears every event once, so a member's page on node B learns of a deposit credited, or a
 * draw settled, on node A.
 */
export type LiveBus = {
  publish(event: LiveEvent): void;
  subscribe(
    { merchantId, memberId }: { merchantId: number; memberId: number },
    listener: Listener<LiveEvent>,
  ): () => void;
  publishBrand(event: BrandEvent): void;
  subscribeBrand(
    { merchantId, topic }: { merchantId: number; topic: BrandEvent['topic'] },
    listener: Listener<BrandEvent>,
  ): () => void;
  close(): Promise<void>;
};

const memberKey = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;
const brandKey = (merchantId: number, topic: string) => `${merchantId}/${topic}`;

export class LocalLiveBus implements LiveBus {
  readonly #listeners = new Map<string, Set<Listener<never>>>();

  publish(event: LiveEvent): void {
    this.deliver(event);
  }

  publishBrand(event: BrandEvent): void {
    this.deliverBrand(event);
  }

  deliver(event: LiveEvent): void {
    this.#emit(memberKey(event.merchantId, event.memberId), event);
  }

  deliverBrand(event: BrandEvent): void {
    this.#emit(brandKey(event.merchantId, event.topic), event);
  }

  subscribe(
    { merchantId, memberId }: { merchantId: number; memberId: number },
    listener: Listener<LiveEvent>,
  ): () => void {
    return this.#on(memberKey(merchantId, memberId), listener);
  }

  subscribeBrand(
    { merchantId, topic }: { merchantId: number; topic: BrandEvent['topic'] },
    listener: Listener<BrandEvent>,
  ): () => void {
    return this.#on(brandKey(merchantId, topic), listener);
  }

  #emit<E>(key: string, event: E) {
    for (const l of this.#listeners.get(key) ?? []) (l as Listener<E>)(event);
  }

  #on<E>(key: string, listener: Listener<E>): () => void {
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

type Message = { node: string; event?: LiveEvent; brand?: BrandEvent };

export class RedisLiveBus implements LiveBus {
  readonly #local = new LocalLiveBus();
  readonly #node = randomUUID();
  readonly #channel: string;
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #ready: Promise<unknown>;

  /** `channel` keeps deployments (or test runs) sharing one Redis apart. */
  constructor(url: string, options: { channel?: string } = {}) {
    this.#channel = options.channel ?? 'lotto:live';
    this.#pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.#sub = new Redis(url);
    this.#sub.on('message', (_channel: string, text: string) => {
      const m = JSON.parse(text) as Message;
      // This node delivered its own events when it published them.
      if (m.node === this.#node) return;
      if (m.event) this.#local.deliver(m.event);
      if (m.brand) this.#local.deliverBrand(m.brand);
    });
    this.#ready = this.#sub.subscribe(this.#channel).catch(() => undefined);
  }

  /** Resolves once this node hears the channel (events published before that are not heard). */
  ready(): Promise<unknown> {
    return this.#ready;
  }

  #send(m: Message) {
    void this.#pub.publish(this.#channel, JSON.stringify(m)).catch(() => undefined);
  }

  publish(event: LiveEvent): void {
    this.#local.deliver(event);
    this.#send({ node: this.#node, event });
  }

  publishBrand(event: BrandEvent): void {
    this.#local.deliverBrand(event);
    this.#send({ node: this.#node, brand: event });
  }

  subscribe(
    { merchantId, memberId }: { merchantId: number; memberId: number },
    listener: Listener<LiveEvent>,
  ): () => void {
    return this.#local.subscribe({ merchantId, memberId }, listener);
  }

  subscribeBrand(
    { merchantId, topic }: { merchantId: number; topic: BrandEvent['topic'] },
    listener: Listener<BrandEvent>,
  ): () => void {
    return this.#local.subscribeBrand({ merchantId, topic }, listener);
  }

  async close(): Promise<void> {
    await this.#local.close();
    await Promise.allSettled([this.#pub.quit(), this.#sub.quit()]);
  }
}
