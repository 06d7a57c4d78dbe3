import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { bettingDraw } from '@lotto/contracts/lottery/index';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import { latestOutbox, type IdentityDeps } from '../identity/index.ts';
import { gameOrThrow } from '../lottery/index.ts';

/** Routes that exist only when NODE_ENV=test, for tests that need a slow or failing handler. */
export function testRoutes(app: App, identity: IdentityDeps) {
  outboxRoute(app, identity);
  ledgerRoute(app);
  lotteryClockRoute(app);
  lotteryQueueRoute(app);
  captchaRoute(app, identity);
  harnessRoutes(app);
}

const tags = ['test'];

function outboxRoute(app: App, identity: IdentityDeps) {
  const r = typed(app);
  // Messages the local providers stored, newest first, with the code or link found in them:
  // tests read SMS codes and reset links the way a person reads their phone.
  r.get(
    '/wps/test/outbox',
    {
      schema: {
        tags,
        querystring: z.strictObject({ target: z.string().min(3).max(254) }),
        response: replies(
          z.array(
            z.object({
              target: z.string(),
              subject: z.string(),
              body: z.string(),
              code: z.string().nullable(),
              link: z.string().nullable(),
              createdAt: z.number(),
            }),
          ),
        ),
      },
    },
    async (req) => {
      const rows = await latestOutbox(identity.db, {
        merchantId: req.brand.id,
        target: req.query.target,
        limit: 20,
      });
      return ok(
        rows.map((m) => ({
          target: m.target,
          subject: m.subject,
          body: m.body,
          code: /\b(\d{6})\b/.exec(m.body)?.[1] ?? null,
          link: /https?:\/\/\S+/.exec(m.body)?.[0] ?? null,
          createdAt: Number(m.created_at),
        })),
      );
    },
  );
}

/** A money movement acknowledged only after its commit: the crash test counts on that. */
function ledgerRoute(app: App) {
  typed(app).post(
    '/wps/test/ledger/move',
    {
      schema: {
        tags,
        body: z.strictObject({
          idemKey: z.string().min(1).max(100),
          member: z.number().int().positive(),
          amount: z.number().int().positive(),
          kind: z.enum(['deposit', 'bet']),
        }),
        response: replies(z.object({ entryId: z.number() })),
      },
    },
    async (req) => {
      const { wallet } = app.platform;
      const { idemKey, member, amount, kind } = req.body;
      const brand = req.brand;
      if (kind === 'deposit') {
        const posted = await wallet.post({
          merchantId: brand.id,
          currency: brand.settings.currency,
          idemKey,
          type: 'deposit',
          lines: [
            { account: { member }, amount: BigInt(amount) },
            { account: { house: 'deposits' }, amount: -BigInt(amount) },
          ],
        });
        return ok({ entryId: posted.entryId });
      }
      const { holdId } = await wallet.hold({
        merchantId: brand.id,
        currency: brand.settings.currency,
        idemKey: `${idemKey}:hold`,
        member,
        amount: BigInt(amount),
        type: 'bet',
        ttlMs: 60_000,
      });
      const posted = await wallet.capture({
        merchantId: brand.id,
        currency: brand.settings.currency,
        holdId,
        idemKey,
        to: { house: 'game:TEST' },
        type: 'bet',
      });
      return ok({ entryId: posted.entryId });
    },
  );
}

/**
 * The lottery's test clock: browser tests move time instead of waiting for a draw. The
 * scheduler does not run by itself under NODE_ENV=test, so each call ticks it until it rests.
 */
function lotteryClockRoute(app: App) {
  let offsetMs = 0;
  app.lottery.draws.clock.now = () => Date.now() + offsetMs;
  typed(app).post(
    '/wps/__test/lottery/advance',
    {
      schema: {
        tags,
        summary: 'Moves the lottery clock on by ms, or past the draw time of the draw a game takes bets on',
        body: z.strictObject({
          ms: z
            .number()
            .int()
            .min(0)
            .max(400 * 86_400_000)
            .optional(),
          gameCode: z.string().max(16).optional(),
        }),
        response: replies(z.object({ now: z.number() })),
      },
    },
    async (req) => {
      const { ms, gameCode } = req.body;
      const draws = app.lottery.draws;
      if (gameCode) {
        const now = draws.clock.now();
        offsetMs += bettingDraw(gameOrThrow(gameCode), now).drawTime + 1 - now;
      }
      offsetMs += ms ?? 0;
      await draws.tick();
      await draws.tick();
      return ok({ now: draws.clock.now() });
    },
  );
}

/**
 * A queue in front of ticket placement, as a burst at a draw's close makes one: while held,
 * placements that arrived wait before any of their work; released, they run in order. Tests hold
 * it to place tickets received before a close only after the draw has closed.
 */
function lotteryQueueRoute(app: App) {
  const lottery = app.lottery;
  const place = lottery.place.bind(lottery);
  let held: { waiting: number; opened: Promise<void>; open: () => void } | undefined;
  lottery.place = async (brand, req) => {
    if (held) {
      held.waiting++;
      await held.opened;
    }
    return place(brand, req);
  };
  typed(app).post(
    '/wps/__test/lottery/queue',
    {
      config: { brand: false },
      schema: {
        tags,
        summary: 'Holds ticket placements before their work, or lets them go; answers how many wait',
        body: z.strictObject({ hold: z.boolean() }),
        response: replies(z.object({ waiting: z.number() })),
      },
    },
    (req) => {
      if (req.body.hold && !held) {
        let open = () => {};
        const opened = new Promise<void>((r) => (open = r));
        held = { waiting: 0, opened, open };
      }
      const waiting = held?.waiting ?? 0;
      if (!req.body.hold && held) {
        held.open();
        held = undefined;
      }
      return Promise.resolve(ok({ waiting }));
    },
  );
}

function captchaRoute(app: App, identity: IdentityDeps) {
  typed(app).get(
    '/wps/test/captcha/:captchaKey',
    {
      schema: {
        tags,
        params: z.object({ captchaKey: z.string().min(10).max(64) }),
        response: replies(z.object({ answer: z.string().nullable() })),
      },
    },
    async (req) =>
      ok({ answer: (await identity.captchas.peek(req.brand.id, req.params.captchaKey)) ?? null }),
  );
}

/** A slow handler, a failing one and a plain echo, outside any brand. */
function harnessRoutes(app: App) {
  const r = typed(app);
  r.get(
    '/wps/__test/sleep',
    {
      config: { brand: false },
      schema: {
        tags,
        querystring: z.strictObject({ ms: z.coerce.number().int().min(0).max(30_000) }),
        response: replies(z.object({ slept: z.number() })),
      },
    },
    async (req) => {
      await sleep(req.query.ms);
      return ok({ slept: req.query.ms });
    },
  );
  r.get(
    '/wps/__test/boom',
    {
      config: { brand: false },
      schema: { tags, response: replies(z.object({})) },
    },
    () => {
      throw new Error('secret internal detail');
    },
  );
  r.post(
    '/wps/__test/echo',
    {
      config: { brand: false },
      schema: {
        tags,
        body: z.strictObject({ name: z.string().min(1).max(20), count: z.number().int() }),
        response: replies(z.object({ name: z.string(), count: z.number() })),
      },
    },
    (req) => ok(req.body),
  );
}
