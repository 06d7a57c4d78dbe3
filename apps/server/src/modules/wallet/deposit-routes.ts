import { walletEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { type App } from '../../lib/http.ts';
import { siteOrigin, type BrandDirectory } from '../brand/index.ts';
import type { Sessions } from '../identity/index.ts';
import { notifyPath, type Deposits } from './deposits.ts';

/** Deposit calls of the member centre (depositv2) and the gateways' notification endpoint. */
export function depositRoutes(
  app: App,
  deps: { deposits: Deposits; sessions: Sessions; brands: BrandDirectory },
) {
  const tags = ['wallet'];

  serve(
    app,
    walletEndpoints.depositChannels,
    {
      schema: {
        tags,
        summary: "The brand's deposit channels with limits and fees",
      },
    },
    async (req) => {
      await deps.sessions.requireReal(req);
      return ok(await deps.deposits.channels(req.brand, req.lang));
    },
  );

  serve(
    app,
    walletEndpoints.deposit,
    {
      schema: {
        tags,
        summary:
          'Opens a deposit order (idempotent on requestId): bank details to transfer to, or a payment page',
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

  serve(
    app,
    walletEndpoints.depositOrders,
    {
      schema: {
        tags,
        summary: "The member's deposit orders, newest first",
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.deposits.list(req.brand, member.id, req.query.pageNo));
    },
  );

  serve(
    app,
    walletEndpoints.depositOrder,
    {
      schema: {
        tags,
        summary: "One of the member's deposit orders",
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
    serve(
      scope,
      walletEndpoints.paymentNotify,
      {
        config: { brand: false },
        schema: {
          tags: ['payments'],
          summary:
            'Payment notification from a gateway (HMAC-signed); answers 200 only once the deposit is committed',
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
