import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import { Ticker } from '../../lib/ticker.ts';
import type { BrandDirectory } from '../brand/index.ts';
import { seamlessExpiry, seamlessRecovery } from '../games/index.ts';
import { crashRecovery, roundRecovery, type Seeds } from '../inhouse/index.ts';
import { HoldSweep, type Wallet } from '../wallet/index.ts';

/** How often vendor rounds left open past their limit are looked for. */
const EXPIRY_EVERY_MS = 10 * 60_000;

/**
 * The sweep of held stakes (wallet/hold-sweep.ts) with the bets it knows: in-house rounds, crash
 * bets and vendor debits; and, beside it, the rollback of vendor rounds never closed (their
 * stakes are posted, not held, so the sweep of holds cannot see them). It runs with the app unless `autoStart` is false (tests run it through
 * `POST /wps/__test/sweep`, with the time they want it to see).
 */
export function holdSweepJob(
  app: App,
  deps: {
    db: Kysely<Database>;
    wallet: Wallet;
    brands: BrandDirectory;
    seeds: Seeds;
    autoStart: boolean;
    testRoute: boolean;
  },
): HoldSweep {
  const settingsOf = async (merchantId: number) => {
    const brand = await deps.brands.byId(merchantId);
    return brand && { currency: brand.settings.currency, timeZone: brand.settings.timeZone };
  };
  const timeZoneOf = async (merchantId: number) => (await settingsOf(merchantId))?.timeZone ?? 'UTC';
  const owned = { db: deps.db, wallet: deps.wallet, settingsOf, timeZoneOf };
  const sweep = new HoldSweep(deps.db, {
    owners: [roundRecovery({ ...owned, seeds: deps.seeds }), crashRecovery(owned), seamlessRecovery(owned)],
    onError: (err) => app.log.error({ err }, 'hold sweep'),
  });
  const expiry = seamlessExpiry(owned);
  const onError = (err: unknown) => app.log.error({ err }, 'vendor round expiry');
  const expiryTicker = new Ticker(async () => {
    await expiry.run();
    return EXPIRY_EVERY_MS;
  }, onError);
  if (deps.autoStart)
    app.addHook('onReady', () => {
      sweep.start();
      expiryTicker.start(EXPIRY_EVERY_MS);
      return Promise.resolve();
    });
  app.addHook('onClose', async () => {
    await sweep.stop();
    await expiryTicker.stop();
  });
  if (deps.testRoute)
    typed(app).post(
      '/wps/__test/sweep',
      {
        config: { brand: false },
        schema: {
          tags: ['test'],
          summary: 'Runs the sweep of held stakes once, at the given time',
          body: z.strictObject({ now: z.number().int().min(0).optional() }),
          response: replies(z.object({ recovered: z.number(), nextAt: z.number() })),
        },
      },
      async (req) => {
        const swept = await sweep.run(req.body.now);
        const closed = await expiry.run(req.body.now);
        return ok({ ...swept, recovered: swept.recovered + closed });
      },
    );
  return sweep;
}
