import { Redis } from 'ioredis';
import type { ConfigBus } from './config-bus.ts';

const CHANNEL = 'lotto:config-changed';

/** Brand-settings change notices across nodes over Redis pub/sub. */
export function createRedisConfigBus(url: string): ConfigBus {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  let sub: Redis | undefined;
  return {
    async publish() {
      if (pub.status === 'wait') await pub.connect();
      await pub.publish(CHANNEL, String(Date.now()));
    },
    async subscribe(onChange) {
      sub = new Redis(url, { lazyConnect: true });
      await sub.connect();
      sub.on('message', (channel: string) => {
        if (channel === CHANNEL) onChange();
      });
      await sub.subscribe(CHANNEL);
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub?.quit()]);
    },
  };
}
