import { walletEndpoints } from '@lotto/contracts';
import type { LiveBus } from '../../lib/live-bus.ts';
import { eventStreams } from '../../lib/sse.ts';
import { bearerToken } from '../../lib/tokens.ts';
import { serve } from '../../lib/endpoint.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import type { Wallet } from './service.ts';

/**
 * GET /wps/wallet/events: Server-Sent Events for the signed-in member. The first event is the
 * current balance; another follows whenever the member's money moves on any node (LiveBus), and
 * `messages` whenever a platform message is sent to the member or broadcast to the brand.
 * The browser reads it with fetch (the token goes in the Authorization header, never the URL).
 * It ends when the session does.
 */
export function walletEvents(app: App, deps: { wallet: Wallet; sessions: Sessions; live: LiveBus }) {
  const streams = eventStreams(app);
  serve(app, {
    endpoint: walletEndpoints.events,
    schema: {
      tags: ['wallet'],
      summary:
        'Live balance of the signed-in member as Server-Sent Events (event: balance, data: the balance value; event: messages when a platform message may be new for the member)',
    },
    handler: async (req, reply) => {
      const signedIn = await deps.sessions.require(req);
      const { member } = signedIn;
      const brand = req.brand;
      const stream = streams.open(req, reply);
      let sending = Promise.resolve();
      const push = () => {
        sending = sending
          .then(async () => {
            const value = await deps.wallet.balance(brand, member);
            stream.send('balance', JSON.stringify(value));
          })
          .catch((err: unknown) => req.log.warn({ err }, 'balance push failed'));
      };
      push();
      // A message for the member, or one broadcast to the brand: the page reads its unread count again.
      const messages = () => stream.send('messages', '{}');
      const ref = { merchantId: brand.id, memberId: member.id };
      stream.onEnd(deps.live.subscribe(ref, (e) => (e.topic === 'messages' ? messages() : push())));
      stream.onEnd(deps.live.subscribeBrand({ merchantId: brand.id, topic: 'messages' }, messages));
      // The stream lasts as long as its session: logout or a disabled account on any node ends it.
      const unwatch = deps.sessions.watch({ token: bearerToken(req)!, merchantId: brand.id, signedIn }, () =>
        stream.end(),
      );
      stream.onEnd(unwatch);
    },
  });
}
