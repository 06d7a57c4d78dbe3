import { z } from 'zod';
import type { App } from '../../lib/http.ts';
import { typed } from '../../lib/http.ts';
import type { BrandDirectory } from '../brand/directory.ts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Catalogue } from './catalogue.ts';
import type { Seamless, SeamlessAnswer } from './seamless.ts';
import { verifyVendorCall } from './vendor-signing.ts';

const money = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
const id = z.string().trim().min(1).max(64);
const base = { sessionToken: z.string().min(8).max(128), playerId: z.string().min(1).max(64) };
const bodies = {
  balance: z.object(base),
  debit: z.object({ ...base, txId: id, roundId: id, gameCode: id, amount: money }),
  credit: z.object({ ...base, txId: id, roundId: id, gameCode: id, amount: money, debitTxId: id }),
  rollback: z.object({ ...base, txId: id, roundId: id, refTxId: id }),
} as const;

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
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, next) =>
      next(null, body),
    );
    typed(scope).post(
      '/seamless/v1/:vendor/:call',
      {
        config: { brand: false },
        schema: {
          tags: ['seamless'],
          summary:
            'Vendor → platform wallet call (balance, debit, credit, rollback), HMAC-SHA256 signed, idempotent on txId',
          description: 'See docs/seamless-wallet.md for the protocol, signing and error codes.',
          params: z.object({
            vendor: z.string().regex(/^[A-Z0-9]{1,32}$/),
            call: z.enum(['balance', 'debit', 'credit', 'rollback']),
          }),
          body: z.instanceof(Buffer).describe('JSON body of the call, signed as sent'),
          response: { 200: zAnswer, 401: zAnswer },
        },
      },
      async (req, reply) => {
        const { vendor, call } = req.params;
        const refuse = (error: string, status: 200 | 401 = 200) =>
          reply.code(status).send({ ok: false, error });
        let json: unknown;
        try {
          json = JSON.parse(req.body.toString('utf8'));
        } catch {
          return refuse('INVALID_REQUEST');
        }
        const token = (json as { sessionToken?: unknown } | null)?.sessionToken;
        if (typeof token !== 'string') return refuse('INVALID_REQUEST');
        const session = await deps.db
          .selectFrom('game_sessions')
          .select('merchant_id')
          .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
          .executeTakeFirst();
        const brand = session
          ? (await deps.brands.all()).find((b) => b.id === session.merchant_id)
          : undefined;
        const info = brand ? (await deps.catalogue.vendors(brand)).get(vendor) : undefined;
        const secretEnv = info ? (JSON.parse(info.config) as { secretEnv?: string }).secretEnv : undefined;
        const secret = secretEnv ? (deps.env ?? process.env)[secretEnv] : undefined;
        // An unknown session and a bad signature look the same to the caller.
        if (!brand || !secret || !verifyVendorCall(req.headers, req.body, secret))
          return refuse('SIGNATURE', 401);
        const parsed = bodies[call].safeParse(json);
        if (!parsed.success) return refuse('INVALID_REQUEST');
        const s = deps.seamless;
        const answer: SeamlessAnswer =
          call === 'balance'
            ? await s.balance(brand, vendor, parsed.data)
            : call === 'debit'
              ? await s.debit(brand, vendor, parsed.data as z.infer<typeof bodies.debit>)
              : call === 'credit'
                ? await s.credit(brand, vendor, parsed.data as z.infer<typeof bodies.credit>)
                : await s.rollback(brand, vendor, parsed.data as z.infer<typeof bodies.rollback>);
        return reply.send(answer);
      },
    );
    done();
  });
}
