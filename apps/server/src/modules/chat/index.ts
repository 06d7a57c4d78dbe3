// The chat module's face: live chat between members and the brand's support staff (CBS3, decision 033).
import type { App } from '../../lib/http.ts';
import type { Wallet } from '../wallet/index.ts';
import { consoleRoutes } from './console-routes.ts';
import { chatRoutes, type ChatRouteDeps } from './routes.ts';
import { chatSockets } from './socket.ts';
import { serviceRoute } from './service-route.ts';

export { memberUnread } from './service.ts';
export { sealLink } from './service-entries.ts';
export { CHAT_SEND_PER_MINUTE } from './routes.ts';

/** Registers the member's chat calls and socket and the console's. */
export function chatModule(app: App, deps: ChatRouteDeps & { wallet: Wallet }) {
  chatRoutes(app, deps);
  consoleRoutes(app, deps);
  chatSockets(app, deps);
  serviceRoute(app, deps);
}
