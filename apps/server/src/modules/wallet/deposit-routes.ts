import { walletEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { type App } from '../../lib/http.ts';
import { siteOrigin, type BrandDirectory } from '../brand/index.ts';
import type { Sessions } from '../identity/index.ts';
import { notifyPath, type Deposits } from './deposits.ts';
import { asMember, doc, oneOrder, orderPage } from './member-routes.ts';

type Deps = { deposits: Deposits; sessions: Sessions; brands: BrandDirectory };

/** Deposit calls of the member centre (depositv2) and the gateways' notification endpoint. */
export function depositRoutes(app: App, deps: Deps) {
  const { sessions, deposits } = deps;
  serve(
    app,
    walletEndpoints.depositChannels,
    doc("The brand's deposit channels with limits and fees"),
    async (req) => {
      await sessions.requireReal(req);
      return ok(await deposits.channels(req.brand, req.lang));
    },
  );
  serve(
    app,
    walletEndpoints.deposit,
    doc('Opens a deposit order (idempotent on requestId): bank details to transfer to, or a payment page'),
    asMember(sessions, (req, member) => {
      // The gateway calls back, and sends the member back, to the brand's own domain.
      const base = siteOrigin(req.brand, req);
      return deposits.create(req.brand, {
        memberId: member.id,
        input: req.body,
        urls: {
          notifyUrl: (channel) => `${base}${notifyPath(req.brand.code, channel)}`,
          returnUrl: `${base}/?memberCentre=depositv2`,
        },
      });
    }),
  );
  const orders = "The member's deposit orders, newest first";
  serve(app, walletEndpoints.depositOrders, doc(orders), orderPage(sessions, deposits));
  serve(
    app,
    walletEndpoints.depositOrder,
    doc("One of the member's deposit orders"),
    oneOrder(sessions, deposits),
  );
  notifyRoute(app, deps);
}

/** A gateway's notification; gateways sign the exact bytes they send, so this route keeps the raw body. */
function notifyRoute(app: App, deps: Deps) {
  app.register((scope, _opts, done) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, next) =>
      next(null, body),
    );
    serve(
      scope,
      walletEndpoints.paymentNotify,
      {
        config: { brand: false },
        ...doc(
          'Payment notification from a gateway (HMAC-signed); answers 200 only once the deposit is committed',
          ['payments'],
        ),
      },
      async (req) => {
        const brand = await deps.brands.byCode(req.params.merchant);
        if (!brand) throw new AppError('merchant.not.found');
        return ok(
          await deps.deposits.notify(brand, {
            channelCode: req.params.channel,
            rawBody: req.body,
            headers: req.headers,
          }),
        );
      },
    );
    done();
  });
}
