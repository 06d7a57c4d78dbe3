// bench/bets' members: the database migrated and seeded as the server does, the members funded,
// and the variants it compares (every member wagering a bonus; the jackpot off).
import type { Config } from '../apps/server/src/config.ts';
import { openPlatformDb } from '../apps/server/src/boot.ts';
import { cliWallet } from '../apps/server/src/cli/context.ts';
import { BrandAdmin, loadBrand } from '../apps/server/src/modules/brand/index.ts';
import { createMember } from '../apps/server/src/modules/identity/index.ts';
import { claimPromotion, putPromotion } from '../apps/server/src/modules/promo/index.ts';
import { zPromotionDefinition } from '@lotto/contracts';

export const PASSWORD = 'Pusta2026xyz';
export type Variant = { wagering: boolean; jackpot: boolean };

/** Migrates and seeds as the server does, then creates `members` members, each credited as `wallet adjust` does. */
export async function prepare(
  config: Config,
  { wagering, jackpot, members }: Variant & { members: number },
): Promise<void> {
  const { db } = await openPlatformDb(config);
  try {
    const merchantId = (await db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    const { wallet } = cliWallet(config, db);
    const promotionId = wagering ? await wageringPromotion(db.kysely, merchantId) : undefined;
    if (!jackpot) {
      const brand = await loadBrand(db.kysely, merchantId);
      await new BrandAdmin(db.kysely).patchSettings(brand.code, {
        jackpot: { ...brand.settings.jackpot, enabled: false },
      });
    }
    for (let m = 0; m < members; m++) {
      const id = await createMember(db.kysely, {
        merchantId,
        member: { username: `bench${m}`, password: PASSWORD },
      });
      await wallet.post({
        merchantId,
        currency: 'PHP',
        idemKey: `bench-fund-${m}`,
        type: 'adjustment',
        memo: 'bench/bets',
        lines: [
          { account: { member: id }, amount: 10n ** 11n },
          { account: { house: 'adjustments' }, amount: -(10n ** 11n) },
        ],
      });
      // Every member wagering a bonus no run can finish: each bet advances it.
      if (promotionId !== undefined)
        await claimPromotion(
          { db: db.kysely, wallet },
          {
            brand: await loadBrand(db.kysely, merchantId),
            memberId: id,
            promotionId,
            ip: `10.0.0.${m}`,
            device: '',
            now: Date.now(),
          },
        );
    }
  } finally {
    await db.close();
  }
}

/** A sign-up bonus of 100.00 with 1000x wagering (100,000.00 of turnover), claimable by the bench's members. */
function wageringPromotion(db: Parameters<typeof putPromotion>[0], merchantId: number) {
  const def = zPromotionDefinition.parse({
    code: 'BENCHWAGER',
    category: 'other',
    trigger: 'registration',
    reward: { type: 'fixed', amount: 10_000 },
    wagerMultiple: 100_000,
    title: { EN: 'bench' },
    startsAt: 0,
  });
  return putPromotion(db, { merchantId, def, now: Date.now() });
}
