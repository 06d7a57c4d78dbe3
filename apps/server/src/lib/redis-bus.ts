import { Redis } from 'ioredis';
import type { ConfigBus, NoticeBus } from './config-bus.ts';

/** Notices on one Redis pub/sub channel: one connection publishes, another listens once asked to. */
export function createRedisNoticeBus(url: string, channel: string): NoticeBus {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  let sub: Redis | undefined;
  return {
    async publish(message) {
      if (pub.status === 'wait') await pub.connect();
      await pub.publish(channel, message);
    },
    async subscribe(onMessage) {
      sub = new Redis(url, { lazyConnect: true });
      await sub.connect();
      sub.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      await sub.subscribe(channel);
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub?.quit()]);
    },
  };
}

/** Brand-settings change notices across nodes over Redis pub/sub, on `<prefix>:config-changed`. */
export function createRedisConfigBus(url: string, prefix = 'lotto'): ConfigBus {
  const bus = createRedisNoticeBus(url, `${prefix}:config-changed`);
  return {
    publish: () => bus.publish(String(Date.now())),
    subscribe: (onChange) => bus.subscribe(() => onChange()),
    close: () => bus.close(),
  };
}
