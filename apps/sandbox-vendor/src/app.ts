import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { betHandlers, type BetHandler } from './bets.ts';
import { playPage, endedPage } from './pages.ts';
import { moneyMoves } from './rounds.ts';
import { launchSession, launchVendor, parse, type Session, sessionStore } from './session.ts';
import { cancelBet, kickOff, sessionView } from './sportsbook.ts';
import { walletClient } from './wallet.ts';

export type VendorOptions = {
  /** vendor code -> shared secret with the platform (one process can play several vendors). */
  vendors: Record<string, string>;
  /** Where the platform's seamless wallet answers: calls go to `{platformBaseUrl}/seamless/v1/{vendor}/{call}`. */
  platformBaseUrl: string;
  /** Where players' browsers reach this vendor (the launch answers `${publicUrl}/play/<id>`). */
  publicUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Delays between attempts of a wallet call that got a 5xx or no answer. */
  retryDelaysMs?: number[];
  /** How long a play session lives at the vendor. */
  sessionTtlMs?: number;
};

const expired = (reply: FastifyReply) => reply.code(404).send({ ok: false, error: 'SESSION_EXPIRED' });
const invalid = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ ok: false, error: 'INVALID_REQUEST', message });

/**
 * The sandbox game vendor: the platform launches a play session with a signed request, the
 * player plays on the vendor's page, and every stake and win moves through the platform's
 * seamless wallet (docs/seamless-wallet.md). Outcomes come from node:crypto on this side
 * only; state lives in memory: it is a sandbox.
 */
export async function buildVendor(options: VendorOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const wallet = walletClient({
    platformBaseUrl: options.platformBaseUrl,
    vendors: options.vendors,
    fetch: options.fetch ?? fetch,
    now,
    retryDelaysMs: options.retryDelaysMs ?? [250, 500, 1000, 2000, 4000],
  });
  const sessions = sessionStore({ now, ttlMs: options.sessionTtlMs ?? 12 * 3600_000 });
  const moves = moneyMoves(wallet);
  const app = Fastify({ logger: false });
  // Signatures cover the exact bytes: keep the raw JSON text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req: FastifyRequest, body: string) =>
    Promise.resolve(body),
  );
  app.addHook('onClose', async () => wallet.close());

  const sessionOf = (req: FastifyRequest) => sessions.get((req.params as { id: string }).id);
  /** A play request on an open session: the handler's refusal as a 400, or its answer. */
  const played =
    (handlerOf: (s: Session) => BetHandler) => async (req: FastifyRequest, reply: FastifyReply) => {
      const s = sessionOf(req);
      if (!s) return expired(reply);
      const outcome = handlerOf(s)(s, parse(req.body) ?? {});
      return typeof outcome === 'string' ? invalid(reply, outcome) : outcome;
    };

  app.post('/api/launch', async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const vendor = launchVendor({ headers: req.headers, raw }, { vendors: options.vendors, now });
    if (vendor === null) return reply.code(401).send({ ok: false, error: 'SIGNATURE' });
    const s = launchSession(vendor, { raw, now });
    if (!s) return reply.code(400).send({ ok: false, error: 'INVALID_REQUEST' });
    sessions.add(s);
    return { ok: true, url: `${options.publicUrl.replace(/\/$/, '')}/play/${s.id}` };
  });

  app.get('/play/:id', async (req, reply) => {
    const s = sessionOf(req);
    reply
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; img-src data:",
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    if (!s) return reply.code(404).send(endedPage());
    return reply.send(playPage(s));
  });

  app.get('/play/:id/state', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return expired(reply);
    const a = await moves.balance(s);
    if (!a.ok) return moves.failed(s, a);
    return { ok: true, balance: a.balance, currency: a.currency ?? s.currency, ...sessionView(s) };
  });

  const bets = betHandlers(moves);
  const settle = kickOff(moves);
  const cancel = cancelBet(moves);
  app.post(
    '/play/:id/bet',
    played((s) => bets[s.category]),
  );
  /** Kick-off of a sports match: it settles every open bet on it. */
  app.post(
    '/play/:id/settle',
    played(() => settle),
  );
  /** A bet cancelled before kick-off voids its round. */
  app.post(
    '/play/:id/cancel',
    played(() => cancel),
  );

  app.get('/health', () => ({ ok: true }));
  return app;
}
