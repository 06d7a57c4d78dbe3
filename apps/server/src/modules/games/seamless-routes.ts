import { Readable } from 'node:stream';
import { z } from 'zod';
import type { App } from '../../lib/http.ts';
import { typed } from '../../lib/http.ts';
import type { BrandDirectory } from '../brand/index.ts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sessionMerchant } from './repo/sessions.ts';
import type { Catalogue } from './catalogue.ts';
import type { Seamless, SeamlessAnswer } from './seamless.ts';
import { verifyVendorCall } from './vendor-signing.ts';

const money = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/)
  .describe('decimal string, 2 decimals: "10.00"');
const id = z.string().trim().min(1).max(64);
const base = {
  sessionToken: z.string().min(8).max(128).describe('the game-session token the launch gave the vendor'),
  playerId: z.string().min(1).max(64).describe('the player id the launch gave the vendor'),
};
const bodies = {
  balance: z.object(base),
  debit: z.object({
    ...base,
    txId: id.describe("the vendor's id of this movement"),
    roundId: id,
    gameCode: id,
    amount: money,
  }),
  credit: z.object({
    ...base,
    txId: id,
    roundId: id,
    gameCode: id,
    amount: money.describe('the win, "0.00" when the round lost'),
    debitTxId: id.describe('the debit this credit settles'),
  }),
  rollback: z.object({ ...base, txId: id, roundId: id, refTxId: id.describe('the debit to cancel') }),
} as const;
type Call = keyof typeof bodies;
const SUMMARIES: Record<Call, string> = {
  balance: "The player's available balance",
  debit: 'Takes a stake: held until the round is credited or rolled back; idempotent on txId',
  credit: "Settles a debit: the stake goes to the vendor's account, the win (maybe 0.00) to the player",
  rollback: 'Cancels a debit and returns its stake; a rollback before its debit refuses the late debit',
};

/** The exact bytes of each seamless call, for its signature. */
const rawBodies = new WeakMap<object, Buffer>();

const zAnswer = z.object({
  ok: z.boolean(),
  balance: z.string().optional(),
  currency: z.string().optional(),
  txId: z.string().optional(),
  platformTxId: z.number().int().optional(),
  error: z.string().optional(),
});

/**
 * The seamless-wallet calls vendors make (docs/seamless-wallet.md), under /seamless/v1. They
 * answer the vendor protocol, not the site's envelope. The brand is the one of the game session
 * named in the body; the body's signature is checked with that brand's secret for the vendor
 * before anything is read as an instruction.
 */
export function seamlessRoutes(
  app: App,
  deps: {
    db: Kysely<Database>;
    brands: BrandDirectory;
    catalogue: Catalogue;
    seamless: Seamless;
    env?: Record<string, string | undefined>;
  },
) {
  app.register((scope, _opts, done) => {
    // Keep the exact bytes for the signature, then let the JSON be parsed and validated as usual.
    scope.addHook('preParsing', async (req, _reply, payload) => {
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      rawBodies.set(req, raw);
      return Readable.from([raw]);
    });
    for (const call of Object.keys(bodies) as Call[]) {
      typed(scope).post(
        `/seamless/v1/:vendor/${call}`,
        {
          config: { brand: false },
          attachValidation: true,
          schema: {
            tags: ['seamless'],
            summary: SUMMARIES[call],
            description:
              'Vendor → platform, signed with headers X-Vendor, X-Timestamp and X-Signature: hex HMAC-SHA256, with the vendor secret, of "POST\\n<path>\\n<vendor>\\n<timestamp>\\n<hex SHA-256 of the raw body>" (5 minutes window). Answers `{ ok: true, balance, currency, txId, platformTxId }` or `{ ok: false, error }` (INSUFFICIENT_FUNDS, SESSION_EXPIRED, PLAYER_MISMATCH, DUPLICATE_TX, TX_ROLLED_BACK, TX_NOT_FOUND, TX_SETTLED, INVALID_REQUEST); 401 SIGNATURE. See docs/seamless-wallet.md.',
            params: z.object({ vendor: z.string().regex(/^[A-Z0-9]{1,32}$/) }),
            body: bodies[call],
            response: { 200: zAnswer, 401: zAnswer },
          },
        },
        async (req, reply) => {
          const { vendor } = req.params;
          const refuse = (error: string, status: 200 | 401 = 200) =>
            reply.code(status).send({ ok: false, error });
          const raw = rawBodies.get(req) ?? Buffer.alloc(0);
          let json: unknown;
          try {
            json = JSON.parse(raw.toString('utf8'));
          } catch {
            return refuse('INVALID_REQUEST');
          }
          const token = (json as { sessionToken?: unknown } | null)?.sessionToken;
          if (typeof token !== 'string') return refuse('INVALID_REQUEST');
          const session = await sessionMerchant(deps.db, createHash('sha256').update(token).digest('hex'));
          const brand = session
            ? (await deps.brands.all()).find((b) => b.id === session.merchant_id)
            : undefined;
          const info = brand ? (await deps.catalogue.vendors(brand)).get(vendor) : undefined;
          const secretEnv = info ? (JSON.parse(info.config) as { secretEnv?: string }).secretEnv : undefined;
          const secret = secretEnv ? (deps.env ?? process.env)[secretEnv] : undefined;
          // An unknown session and a bad signature look the same to the caller.
          const signed =
            secret !== undefined &&
            verifyVendorCall({
              headers: req.headers,
              method: 'POST',
              path: `/seamless/v1/${vendor}/${call}`,
              vendor,
              raw,
              secret,
            });
          if (!brand || !signed) return refuse('SIGNATURE', 401);
          if (req.validationError) return refuse('INVALID_REQUEST');
          const s = deps.seamless;
          const answer: SeamlessAnswer =
            call === 'balance'
              ? await s.balance(brand, vendor, req.body)
              : call === 'debit'
                ? await s.debit(brand, vendor, req.body as z.infer<typeof bodies.debit>)
                : call === 'credit'
                  ? await s.credit(brand, vendor, req.body as z.infer<typeof bodies.credit>)
                  : await s.rollback(brand, vendor, req.body as z.infer<typeof bodies.rollback>);
          return reply.send(answer);
        },
      );
    }
    done();
  });
}
