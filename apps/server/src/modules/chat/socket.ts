// The chat sockets (decision 033): pushes only. Messages and read marks are sent over HTTP (validated,
// idempotent, rate-limited); a socket carries typing marks in, and messages, typing and read marks out.
// Events travel on the live bus's brand topic `chat`, so with Redis a member on one node and a
// support agent on another hear each other.
import websocket from '@fastify/websocket';
import {
  CHAT_BEARER_PROTOCOL,
  chatEndpoints,
  staffEndpoints,
  zChatSocketIn,
  type ChatPush,
} from '@lotto/contracts';
import type { Endpoint } from '@lotto/contracts';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { schemaOf } from '../../lib/endpoint.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { resolveStaff } from '../staff/index.ts';
import { chatRepo } from './repo.ts';
import { push, requireChat, type ChatDeps } from './service.ts';

type Carried = { memberId: number; event: ChatPush };
const PING_MS = 30_000;
/** Typing marks a socket may send a minute; more are dropped. */
const TYPING_PER_MINUTE = 30;

/** The token a browser sends as the WebSocket's second subprotocol (`bearer`, token). */
export const socketToken = (req: FastifyRequest) => {
  const parts = String(req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  return parts[0] === CHAT_BEARER_PROTOCOL ? parts[1] : undefined;
};

function wire(
  socket: WebSocket,
  {
    deps,
    merchantId,
    deliver,
    typed,
  }: {
    deps: ChatDeps;
    merchantId: number;
    deliver: (c: Carried) => ChatPush | undefined;
    typed: (conversationId: number | undefined) => Promise<void>;
  },
) {
  const off = deps.live.subscribeBrand({ merchantId, topic: 'chat' }, (e) => {
    const out = deliver(e.data as Carried);
    if (out && socket.readyState === socket.OPEN) socket.send(JSON.stringify(out));
  });
  const ping = setInterval(() => socket.ping(), PING_MS);
  let window = { start: Date.now(), n: 0 };
  socket.on('message', (raw: Buffer) => {
    if (Date.now() - window.start > 60_000) window = { start: Date.now(), n: 0 };
    if (++window.n > TYPING_PER_MINUTE) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      return;
    }
    const msg = zChatSocketIn.safeParse(parsed);
    if (msg.success) void typed(msg.data.conversationId).catch(() => undefined);
  });
  socket.on('close', () => {
    off();
    clearInterval(ping);
  });
}

const socketSchema = (ep: Endpoint) => ({
  ...schemaOf(ep),
  tags: ['chat'],
  summary: 'WebSocket: pushes messages, typing and read marks; the token as the second subprotocol',
});

/** The member's socket (its own conversation) and the console's (every conversation of the brand). */
export function chatSockets(app: App, deps: ChatDeps & { sessions: Sessions }) {
  app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096 } });
    scope.get(
      chatEndpoints.socket.path,
      { websocket: true, schema: socketSchema(chatEndpoints.socket) },
      async (socket, req) => {
        const token = socketToken(req);
        const found = token ? await deps.sessions.resolve(token, req.brand.id) : undefined;
        if (!found || found.passwordChange !== null) return socket.close(4401, 'login.not.session');
        try {
          requireChat(req.brand, found.member);
        } catch {
          return socket.close(4403, 'function.not.available');
        }
        const { id: memberId } = found.member;
        const merchantId = req.brand.id;
        // The socket lasts as long as its session: logout or a disabled account on any node closes it.
        const unwatch = deps.sessions.watch({ token: token!, merchantId, signedIn: found }, () =>
          socket.close(4401, 'login.not.session'),
        );
        socket.on('close', unwatch);
        wire(socket, {
          deps,
          merchantId,
          deliver: (c) => (c.memberId === memberId && c.event.type !== 'queue' ? c.event : undefined),
          typed: async () => {
            const c = await chatRepo.byMember(deps.db, { merchantId, memberId });
            if (c)
              push(deps.live, {
                merchantId,
                memberId,
                event: { type: 'typing', conversationId: c.id, sender: 'member' },
              });
          },
        });
      },
    );
    scope.get(
      staffEndpoints.socket.path,
      { websocket: true, schema: socketSchema(staffEndpoints.socket) },
      async (socket, req) => {
        const token = socketToken(req);
        const staff = token ? await resolveStaff(deps.db, { token, merchantId: req.brand.id }) : undefined;
        if (!staff) return socket.close(4401, 'staff.not.session');
        const merchantId = req.brand.id;
        wire(socket, {
          deps,
          merchantId,
          deliver: (c) => c.event,
          typed: async (conversationId) => {
            const c = conversationId
              ? await chatRepo.byId(deps.db, { merchantId, id: conversationId })
              : undefined;
            if (c)
              push(deps.live, {
                merchantId,
                memberId: c.member_id,
                event: { type: 'typing', conversationId: c.id, sender: 'staff' },
              });
          },
        });
      },
    );
  });
}
