import { promoEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { deviceOf } from '../../lib/device.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { Ticker } from '../../lib/ticker.ts';
import type { Brand } from '../brand/index.ts';
import { expireBonuses, forfeitBonus, memberBonuses } from './bonuses.ts';
import { claimPromotion, type PromoDeps } from './claims.ts';
import { promoRoutes } from './routes.ts';
import { applicationRoutes } from './application-routes.ts';
import { missionRoutes, rewardRoutes } from './mission-routes.ts';

const tags = ['promo'];
const noStore = { 'cache-control': 'no-store' };

/** A member's claims and bonuses. */
export function bonusRoutes(app: App, deps: PromoDeps & { sessions: Sessions }) {
  const { sessions } = deps;
  serve(app, {
    endpoint: promoEndpoints.claim,
    schema: { tags, summary: 'Claims a promotion the member earned: its bonus, paid once with its wagering' },
    handler: async (req) => {
      const { member } = await sessions.require(req);
      const value = await claimPromotion(deps, {
        brand: req.brand,
        memberId: member.id,
        promotionId: req.params.id,
        ip: req.ip,
        device: deviceOf(req),
        now: Date.now(),
      });
      return ok(value);
    },
  });

  serve(app, {
    endpoint: promoEndpoints.bonuses,
    schema: { tags, summary: "The member's bonuses, newest first, with the one being wagered" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      return ok(
        await memberBonuses(deps, { brand: req.brand, memberId: member.id, lang: req.lang, ...req.query }),
      );
    },
  });

  serve(app, {
    endpoint: promoEndpoints.forfeit,
    schema: { tags, summary: 'The member gives up the bonus being wagered; the bonus amount goes back' },
    handler: async (req) => {
      const { member } = await sessions.require(req);
      return ok(
        await forfeitBonus(deps, {
          brand: req.brand,
          memberId: member.id,
          id: req.params.id,
          lang: req.lang,
          now: Date.now(),
        }),
      );
    },
  });
}

const SWEEP_EVERY_MS = 60_000;

/** Bonuses whose wagering time ran out are ended each minute (unless `autoStart` is false: tests call `expireBonuses`). */
export function bonusSweep(
  app: App,
  deps: PromoDeps & { brandOf: (id: number) => Promise<Brand | undefined>; autoStart: boolean },
) {
  const ticker = new Ticker(
    async () => {
      await expireBonuses(deps, Date.now());
      return SWEEP_EVERY_MS;
    },
    (err) => app.log.error({ err }, 'bonus expiry'),
  );
  if (deps.autoStart)
    app.addHook('onReady', () => {
      ticker.start(SWEEP_EVERY_MS);
      return Promise.resolve();
    });
  app.addHook('onClose', () => ticker.stop());
}

/** The promo module with the app: the catalogue, the members' claims and bonuses, and the expiry sweep. */
export function promoModule(
  app: App,
  deps: PromoDeps & {
    sessions: Sessions;
    brandOf: (id: number) => Promise<Brand | undefined>;
    autoStart: boolean;
    uploadsDir: string;
  },
) {
  promoRoutes(app, deps);
  applicationRoutes(app, deps);
  bonusRoutes(app, deps);
  missionRoutes(app, deps);
  rewardRoutes(app, deps);
  bonusSweep(app, deps);
}
