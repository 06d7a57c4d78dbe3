import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Something changed for a member: its money, or its platform messages. */
export type LiveEvent = { merchantId: number; memberId: number; topic: 'balance' | 'messages' };
/** News for every open page of a brand on a topic (lottery results, chat, a broadcast message). */
export type BrandEvent = { merchantId: number; topic: 'lottery' | 'chat' | 'messages'; data: unknown };
type Listener<E> = (event: E) => void;

/**
 * Fan-out of live events to open pages (Server-Sent Events): a member's own (`publish`) or a
 * whole brand's (`publishBrand`). In one process listeners are called directly; with Redis a
 * node hears the events of the pages open on it, so a member's page on node B learns of a
 * deposit credited, or a draw settled, on node A.
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

/**
 * Live events between nodes over Redis pub/sub, one channel per member and per brand topic
 * under the deployment's prefix (`<prefix>:m:<brand>:<member>`, `<prefix>:b:<brand>:<topic>`).
 * A node listens only to the channels its open pages need: a member's while one of the
 * member's pages is open on it, a brand topic from its first page on. So a node parses only
 * the events of its own members, and deployments sharing one Redis never hear each other.
 */
export class RedisLiveBus implements LiveBus {
  readonly #local = new LocalLiveBus();
  readonly #node = randomUUID();
  readonly #prefix: string;
  readonly #pub: Redis;
  readonly #sub: Redis;
  /** Member channels this node listens to: open listeners, and when Redis confirmed. */
  readonly #members = new Map<string, { listeners: number; confirmed: Promise<void> }>();
  /** Brand topics this node listens to, from the first page that asked on. */
  readonly #brands = new Set<string>();
  #pending: Promise<unknown> = Promise.resolve();

  /** `prefix` keeps deployments (or test runs) sharing one Redis apart. */
  constructor(url: string, options: { prefix?: string } = {}) {
    this.#prefix = options.prefix ?? 'lotto:live';
    this.#pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.#sub = new Redis(url);
    this.#sub.on('message', (_channel: string, text: string) => {
      const m = JSON.parse(text) as Message;
      // This node delivered its own events when it published them.
      if (m.node === this.#node) return;
      if (m.event) this.#local.deliver(m.event);
      if (m.brand) this.#local.deliverBrand(m.brand);
    });
  }

  #memberChannel = (merchantId: number, memberId: number) => `${this.#prefix}:m:${merchantId}:${memberId}`;
  #brandChannel = (merchantId: number, topic: string) => `${this.#prefix}:b:${merchantId}:${topic}`;

  /** Resolves once every channel asked for so far is heard (events published before that are not). */
  ready(): Promise<unknown> {
    return this.#pending;
  }

  /** Subscribes to `channel`; resolves once Redis confirms (or refuses). */
  #subscribe(channel: string): Promise<void> {
    const subscribed = this.#sub.subscribe(channel).then(
      () => undefined,
      () => undefined,
    );
    this.#pending = Promise.all([this.#pending, subscribed]);
    return subscribed;
  }

  /** Listens to a member's channel; `then` runs once Redis has confirmed it (a page reads again what it may have missed). */
  #listen(channel: string, then: () => void) {
    let m = this.#members.get(channel);
    if (!m) this.#members.set(channel, (m = { listeners: 0, confirmed: this.#subscribe(channel) }));
    m.listeners++;
    void m.confirmed.then(then);
  }

  #leave(channel: string) {
    const m = this.#members.get(channel);
    if (!m || --m.listeners > 0) return;
    this.#members.delete(channel);
    void this.#sub.unsubscribe(channel).catch(() => undefined);
  }

  #send(channel: string, m: Message) {
    void this.#pub.publish(channel, JSON.stringify(m)).catch(() => undefined);
  }

  publish(event: LiveEvent): void {
    this.#local.deliver(event);
    this.#send(this.#memberChannel(event.merchantId, event.memberId), { node: this.#node, event });
  }

  publishBrand(event: BrandEvent): void {
    this.#local.deliverBrand(event);
    this.#send(this.#brandChannel(event.merchantId, event.topic), { node: this.#node, brand: event });
  }

  subscribe(
    { merchantId, memberId }: { merchantId: number; memberId: number },
    listener: Listener<LiveEvent>,
  ): () => void {
    const channel = this.#memberChannel(merchantId, memberId);
    const off = this.#local.subscribe({ merchantId, memberId }, listener);
    // An event sent between the page's first read and this subscription would be lost: once
    // Redis confirms, the page hears one event and reads again.
    let open = true;
    this.#listen(channel, () => {
      if (open) listener({ merchantId, memberId, topic: 'balance' });
    });
    return () => {
      if (!open) return;
      open = false;
      off();
      this.#leave(channel);
    };
  }

  subscribeBrand(
    { merchantId, topic }: { merchantId: number; topic: BrandEvent['topic'] },
    listener: Listener<BrandEvent>,
  ): () => void {
    // A brand topic stays heard once asked for: nearly every node has such a page open.
    const channel = this.#brandChannel(merchantId, topic);
    if (!this.#brands.has(channel)) {
      this.#brands.add(channel);
      void this.#subscribe(channel);
    }
    return this.#local.subscribeBrand({ merchantId, topic }, listener);
  }

  async close(): Promise<void> {
    await this.#local.close();
    await Promise.allSettled([this.#pub.quit(), this.#sub.quit()]);
  }
}
