import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { zPromotionDefinition } from '@lotto/contracts';
import { addFigures } from '../src/modules/figures/index.ts';
import { claimPromotion, putPromotion } from '../src/modules/promo/index.ts';
import { forfeitBonus } from '../src/modules/promo/bonuses.ts';
import { demoId, t, useAccountsApp } from './accounts-suite.ts';
import { brandOf, idOf, member } from './agent-kit.ts';
import { engine } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';

/**
 * Random sequences of claims (some concurrent), bets of several game types and forfeits: every
 * bonus's wagering equals a recount of the turnover the test wrote while it was open (with its
 * weights), its status follows, each claim paid once, and the money adds up.
 */
useAccountsApp();

const TYPES = ['LOTTERY', 'INHOUSE', 'LIVE'] as const;
type Promo = { id: number; amount: bigint; multiple: number; weights: Record<string, number>; other: number };
const promos: Promo[] = [];

beforeAll(async () => {
  const merchantId = await demoId();
  const shapes: { amount: number; multiple: number; weights: Record<string, number>; other: number }[] = [
    { amount: 1_000, multiple: 300, weights: { LIVE: 10 }, other: 100 },
    { amount: 2_500, multiple: 150, weights: { INHOUSE: 50, LOTTERY: 0 }, other: 100 },
    { amount: 500, multiple: 0, weights: {}, other: 100 },
  ];
  for (const [i, s] of shapes.entries()) {
    const def = zPromotionDefinition.parse({
      code: `PROP${i}`,
      category: 'other',
      trigger: 'registration',
      reward: { type: 'fixed', amount: s.amount },
      wagerMultiple: s.multiple,
      gameWeights: s.weights,
      otherWeight: s.other,
      claimDays: 365,
      title: { EN: `prop ${i}` },
      startsAt: 0,
    });
    const id = await putPromotion(t.store.db.kysely, { merchantId, def, now: Date.now() });
    promos.push({ id, amount: BigInt(s.amount), multiple: s.multiple, weights: s.weights, other: s.other });
  }
});

const arbOp = fc.oneof(
  fc.record({
    op: fc.constant('claim' as const),
    promo: fc.nat(2),
    together: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    op: fc.constant('bet' as const),
    type: fc.constantFrom(...TYPES),
    turnover: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({ op: fc.constant('forfeit' as const) }),
);

type Model = { id: number; promo: Promo; weighted: bigint; status: string };
let run = 0;

it(`advances every bonus's wagering by a recount and pays each claim once (${engine})`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(arbOp, { minLength: 4, maxLength: 14 }), async (ops) => {
      const name = `pp${++run}`;
      await member(name);
      const memberId = await idOf(name);
      const brand = await brandOf();
      const deps = { db: t.store.db.kysely, wallet: t.app.platform.wallet };
      const bonuses: Model[] = [];
      let expectedMain = 0n;
      const open = () => bonuses.find((b) => b.status === 'open');
      for (const o of ops) {
        if (o.op === 'claim') {
          const p = promos[o.promo]!;
          const answers = await Promise.allSettled(
            Array.from({ length: o.together }, () =>
              claimPromotion(deps, { brand, memberId, promotionId: p.id, ip: `ip-${name}`, device: '', now: Date.now() }),
            ),
          );
          const ok = answers.filter((a) => a.status === 'fulfilled').map((a) => a.value);
          const had = bonuses.find((b) => b.promo === p);
          if (had) expect(new Set(ok.map((b) => b.id))).toEqual(new Set([had.id]));
          else if (p.multiple > 0 && open()) expect(ok).toEqual([]);
          else {
            expect(new Set(ok.map((b) => b.id)).size).toBe(1);
            bonuses.push({ id: ok[0]!.id, promo: p, weighted: 0n, status: p.multiple > 0 ? 'open' : 'free' });
            expectedMain += p.amount;
          }
        } else if (o.op === 'bet') {
          const turnover = BigInt(o.turnover);
          await t.store.db.kysely.transaction().execute((trx) =>
            addFigures(trx, [
              {
                merchantId: brand.id,
                memberId,
                timeZone: brand.settings.timeZone,
                at: Date.now(),
                gameType: o.type,
                sums: { bet_count: 1, stake: turnover, valid_turnover: turnover },
              },
            ]),
          );
          const b = open();
          if (b) {
            b.weighted += turnover * BigInt(b.promo.weights[o.type] ?? b.promo.other);
            if (b.weighted >= ((b.promo.amount * BigInt(b.promo.multiple)) / 100n) * 100n) b.status = 'met';
          }
        } else {
          const b = open();
          if (!b) continue;
          const main = (await deps.wallet.memberBalances(brand.id, memberId)).find((x) => x.code === 'main')!;
          await forfeitBonus(deps, { brand, memberId, id: b.id, lang: 'EN', now: Date.now() });
          expectedMain -= main.available < b.promo.amount ? main.available : b.promo.amount;
          b.status = 'forfeited';
        }
      }
      const rows = await t.store.db.kysely
        .selectFrom('bonuses')
        .select(['id', 'status', 'wager_weighted'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.id, r.status, BigInt(r.wager_weighted)])).toEqual(
        bonuses.map((b) => [b.id, b.status, b.weighted]),
      );
      const main = (await deps.wallet.memberBalances(brand.id, memberId)).find((x) => x.code === 'main');
      expect(main?.balance ?? 0n).toBe(expectedMain);
    }),
    { numRuns: 25 },
  );
  await checkLedgerInvariants(t.store.db.kysely);
}, 240_000);
