import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { FastifyReply } from 'fastify';
import { endpointUrl, seamlessApi, seamlessEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import type { App } from '../../lib/http.ts';
import type { BrandDirectory } from '../brand/index.ts';
import type { Catalogue } from './catalogue.ts';
import type { Seamless, SeamlessAt } from './seamless.ts';
import { callerBrand } from './vendor-caller.ts';

type Deps = {
  db: Kysely<Database>;
  brands: BrandDirectory;
  catalogue: Catalogue;
  seamless: Seamless;
  env?: Record<string, string | undefined>;
};
type Call = keyof typeof seamlessApi;
type SeamlessRequest = {
  params: { vendor: string };
  headers: Record<string, string | string[] | undefined>;
  validationError?: Error;
};

const SUMMARIES: Record<Call, string> = {
  balance: "The player's available balance",
  debit:
    "Takes a stake: it goes to the vendor's game account until the round is credited or rolled back; idempotent on txId",
  credit: "Settles a debit: the win (maybe 0.00) goes from the vendor's account to the player",
  rollback: 'Cancels a debit and returns its stake; a rollback before its debit refuses the late debit',
};
const DESCRIPTION =
  'Vendor → platform, signed with headers X-Vendor, X-Timestamp and X-Signature: hex HMAC-SHA256, with the vendor secret, of "POST\\n<path>\\n<vendor>\\n<timestamp>\\n<hex SHA-256 of the raw body>" (5 minutes window). Answers `{ ok: true, balance, currency, txId, platformTxId }` or `{ ok: false, error }` (INSUFFICIENT_FUNDS, SESSION_EXPIRED, PLAYER_MISMATCH, DUPLICATE_TX, TX_ROLLED_BACK, TX_NOT_FOUND, TX_SETTLED, INVALID_REQUEST); 401 SIGNATURE. See docs/seamless-wallet.md.';

/** The exact bytes of each seamless call, for its signature. */
const rawBodies = new WeakMap<object, Buffer>();

/** A seamless call refused before it is read: its status and the protocol's error. */
type Refusal = { status: 200 | 401; error: 'INVALID_REQUEST' | 'SIGNATURE' };

/**
 * Who a seamless call is for: the brand is the one of the game session named in the body, and
 * the body's signature is checked with that brand's secret for the vendor before anything is
 * read as an instruction; only then does a body that failed validation count.
 */
async function callerOf(deps: Deps, c: { req: SeamlessRequest; call: Call }): Promise<SeamlessAt | Refusal> {
  const { req, call } = c;
  const { vendor } = req.params;
  const caller = await callerBrand(deps, {
    headers: req.headers,
    // the path the vendor signed: the declared route with its vendor filled in
    path: endpointUrl(seamlessApi[call], { params: { vendor } }),
    vendor,
    raw: rawBodies.get(req) ?? Buffer.alloc(0),
  });
  if (caller === 'INVALID_REQUEST') return { status: 200, error: caller };
  if (caller === 'SIGNATURE') return { status: 401, error: caller };
  if (req.validationError) return { status: 200, error: 'INVALID_REQUEST' };
  return caller;
}

/**
 * The seamless-wallet calls vendors make (docs/seamless-wallet.md), under /seamless/v1. They
 * answer the vendor protocol, not the site's envelope.
 */
export function seamlessRoutes(app: App, deps: Deps) {
  app.register((scope, _opts, done) => {
    // Keep the exact bytes for the signature, then let the JSON be parsed and validated as usual.
    scope.addHook('preParsing', async (req, _reply, payload) => {
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      rawBodies.set(req, raw);
      return Readable.from([raw]);
    });
    const extras = (call: Call) => ({
      config: { brand: false },
      attachValidation: true,
      schema: { tags: ['seamless'], summary: SUMMARIES[call], description: DESCRIPTION },
    });
    const s = deps.seamless;
    const eps = seamlessEndpoints;
    const refuse = (reply: FastifyReply, r: Refusal) =>
      reply.code(r.status).send({ ok: false, error: r.error });
    /** A call's handler: who it is for (or why it is refused), then the wallet's answer. */
    const answer =
      <B>(call: Call, run: (at: SeamlessAt, body: B) => Promise<unknown>) =>
      async (req: SeamlessRequest & { body: B }, reply: FastifyReply) => {
        const at = await callerOf(deps, { req, call });
        return 'error' in at ? refuse(reply, at) : reply.send(await run(at, req.body));
      };
    serve(scope, {
      endpoint: eps.balance,
      ...extras('balance'),
      handler: answer('balance', (at, b) => s.balance(at, b)),
    });
    serve(scope, {
      endpoint: eps.debit,
      ...extras('debit'),
      handler: answer('debit', (at, b) => s.debit(at, b)),
    });
    serve(scope, {
      endpoint: eps.credit,
      ...extras('credit'),
      handler: answer('credit', (at, b) => s.credit(at, b)),
    });
    serve(scope, {
      endpoint: eps.rollback,
      ...extras('rollback'),
      handler: answer('rollback', (at, b) => s.rollback(at, b)),
    });
    done();
  });
}
