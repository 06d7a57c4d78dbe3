import { z } from 'zod';
import { zCreateDepositBody, zDepositChannel, zDepositOrder, zDepositOrderPage } from '@lotto/contracts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import { siteOrigin, type BrandDirectory } from '../brand/index.ts';
import type { Sessions } from '../identity/index.ts';
import { notifyPath, type Deposits } from './deposits.ts';

/** Deposit calls of the member centre (depositv2) and the gateways' notification endpoint. */
export function depositRoutes(
  app: App,
  deps: { deposits: Deposits; sessions: Sessions; brands: BrandDirectory },
) {
  const r = typed(app);
  const tags = ['wallet'];

  r.get(
    '/wps/wallet/deposit/channels',
    {
      schema: {
        tags,
        summary: "The brand's deposit channels with limits and fees",
        response: replies(z.array(zDepositChannel)),
      },
    },
    async (req) => {
      await deps.sessions.requireReal(req);
      return ok(await deps.deposits.channels(req.brand, req.lang));
    },
  );

  r.post(
    '/wps/wallet/deposit',
    {
      schema: {
        tags,
        summary:
          'Opens a deposit order (idempotent on requestId): bank details to transfer to, or a payment page',
        body: zCreateDepositBody,
        response: replies(zDepositOrder),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      // The gateway calls back, and sends the member back, to the brand's own domain.
      const base = siteOrigin(req.brand, req);
      return ok(
        await deps.deposits.create(req.brand, member.id, req.body, {
          notifyUrl: (channel) => `${base}${notifyPath(req.brand.code, channel)}`,
          returnUrl: `${base}/?memberCentre=depositv2`,
        }),
      );
    },
  );

  r.get(
    '/wps/wallet/deposit/orders',
    {
      schema: {
        tags,
        summary: "The member's deposit orders, newest first",
        querystring: z.strictObject({ pageNo: z.coerce.number().int().min(1).default(1) }),
        response: replies(zDepositOrderPage),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.deposits.list(req.brand, member.id, req.query.pageNo));
    },
  );

  r.get(
    '/wps/wallet/deposit/orders/:orderRef',
    {
      schema: {
        tags,
        summary: "One of the member's deposit orders",
        params: z.object({ orderRef: z.string().min(4).max(40) }),
        response: replies(zDepositOrder),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.deposits.get(req.brand, member.id, req.params.orderRef));
    },
  );

  // Gateways sign the exact bytes they send: this route keeps the raw body.
  app.register((scope, _opts, done) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, next) =>
      next(null, body),
    );
    typed(scope).post(
      '/wps/payments/:merchant/:channel/notify',
      {
        config: { brand: false },
        schema: {
          tags: ['payments'],
          summary:
            'Payment notification from a gateway (HMAC-signed); answers 200 only once the deposit is committed',
          params: z.object({ merchant: z.string().min(1).max(32), channel: z.string().min(1).max(32) }),
          body: z.instanceof(Buffer).describe('the gateway notification, signed as sent'),
          response: replies(z.object({ credited: z.boolean() })),
        },
      },
      async (req) => {
        const brand = await deps.brands.byCode(req.params.merchant);
        if (!brand) throw new AppError('merchant.not.found');
        return ok(await deps.deposits.notify(brand, req.params.channel, req.body, req.headers));
      },
    );
    done();
  });
}
