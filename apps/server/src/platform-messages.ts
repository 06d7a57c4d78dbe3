// Platform messages (decision 030) as the app wires them: the inbox, the system events other
// modules report (each written as the member's message once the event's transaction committed),
// and the header state's unread count.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { LiveBus } from './lib/live-bus.ts';
import type { Brand } from './modules/brand/index.ts';
import { createInbox, inboxModule, systemNotices, unreadCount } from './modules/inbox/index.ts';

export function platformMessages(q: {
  db: Kysely<Database>;
  brandOf: (id: number) => Promise<Brand | undefined>;
  log: FastifyBaseLogger;
  live: LiveBus;
}) {
  const inbox = createInbox({ db: q.db, brandOf: q.brandOf, live: q.live });
  const notices = systemNotices(inbox, { onError: (err) => q.log.error({ err }, 'message not written') });
  const unreadMessages = ({ brand, memberId }: { brand: Brand; memberId: number }) =>
    unreadCount(q.db, { merchantId: brand.id, memberId, brand });
  return {
    inbox,
    notices,
    routes: inboxModule,
    /** A module's deps with the events it reports (and the state's unread count) added. */
    told: <D extends object>(deps: D) => ({ ...deps, ...notices, unreadMessages }),
  };
}
export type PlatformMessages = ReturnType<typeof platformMessages>;
