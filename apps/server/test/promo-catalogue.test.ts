import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { BonusesValue, Promotion, PromotionsValue } from '@lotto/contracts';
import { putPromotion } from '../src/modules/promo/index.ts';
import { zPromotionDefinition } from '@lotto/contracts';
import { auth, c, registered, t, useAccountsApp } from './accounts-suite.ts';
import { adminCli, adminCliRefused } from './cli.ts';
import { addSunBrand, engine } from './harness.ts';
import { describeGroups } from './groups-kit.ts';

/**
 * The promotions catalogue: promotions are data the operator writes with the CLI, listed in their
 * order in the asker's language, with their terms and whether they have started or ended; hidden
 * ones and other brands' are not there.
 */
useAccountsApp();

const list = async (query = '', language = 'EN') =>
  ((await c.call('GET', `/wps/promotions${query}`, undefined, { language })).body.value as PromotionsValue)
    .list;

async function putFile(def: Record<string, unknown>) {
  const file = join(tmpdir(), `promo-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(def));
  return file;
}

describeGroups(`promotions catalogue (${engine})`, [catalogue, operator, brands, welcome]);

function catalogue() {
  it('lists the demo promotions in order, in the asker’s language, with their terms', async () => {
    const all = await list();
    expect(all.map((p) => p.code)).toEqual([
      'WELCOME',
      'FIRSTDEP100',
      'RELOAD10',
      'REFERRAL',
      'CASHBACK',
      'DAILY10',
      'WEEKLY5K',
      'LUCKYDRAW',
    ]);
    expect(all.find((p) => p.code === 'LUCKYDRAW')?.reward).toMatchObject({
      type: 'raffle',
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      seed: null,
    });
    expect(all.find((p) => p.code === 'CASHBACK')).toMatchObject({
      trigger: 'losses',
      goal: { period: 'week', metric: 'losses', target: '100.00', gameTypes: [] },
    });
    expect(all.find((p) => p.code === 'DAILY10')?.goal).toMatchObject({ metric: 'bets', target: '10' });
    // every banner that opens a promotion opens a real one: the home's 100 % banner its promotion
    const banners = (await c.call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B')).body.value as {
      banners: { title: string; linkageType: number; linkageValue: string }[];
    };
    const ids = new Set(all.map((p) => String(p.id)));
    const opening = banners.banners.filter((b) => b.linkageType === 2);
    expect(opening.length).toBeGreaterThan(2);
    for (const b of opening) expect(ids.has(b.linkageValue), b.title).toBe(true);
    const home = opening.find((b) => b.title === 'Welcome Bonus 100%')!;
    expect(home.linkageValue).toBe(String(all.find((p) => p.code === 'FIRSTDEP100')!.id));
    const first = all[1]!;
    expect(first).toMatchObject({
      category: 'deposit',
      trigger: 'first_deposit',
      title: 'Welcome bonus 100%',
      reward: { type: 'percent', percent: '100.00', cap: '5000.00', minBase: '100.00' },
      wagerMultiple: '10',
      gameWeights: { LIVE: 10, SPORTS: 50 },
      status: 'process',
    });
    expect((await list('', 'TY'))[1]!.title).toBe('Welcome bonus na 100%');
    expect((await list('?category=new_player')).map((p) => p.code)).toEqual(['WELCOME']);
    const one = (await c.call('GET', `/wps/promotions/${first.id}`)).body.value as Promotion;
    expect(one.content).toContain('5,000.00');
    expect((await c.call('GET', '/wps/promotions?category=nope')).status).toBe(400);
    expect((await c.call('GET', '/wps/promotions/999999')).body.code).toBe('promotion.not.found');
  });
}

function operator() {
  it('saves, shows and hides promotions from the CLI, refusing a definition that does not hold', async () => {
    const now = Date.now();
    const soon = await putFile({
      code: 'SOON',
      category: 'other',
      trigger: 'application',
      reward: { type: 'fixed', amount: 100 },
      title: { EN: 'Soon' },
      startsAt: now + 86_400_000,
      sort: 10,
    });
    expect((await adminCli(t.store.env, 'promo', 'put', soon)).stdout).toMatch(
      /promotion SOON saved with id \d+/,
    );
    const bad = await putFile({
      code: 'bad code',
      category: 'other',
      trigger: 'x',
      reward: { type: 'tiered', tiers: [] },
    });
    const refused = await adminCliRefused(t.store.env, 'promo', 'put', bad);
    expect(refused.stderr).toContain('code: upper-case letters, digits and _');
    expect(refused.stderr).toContain('trigger');
    const soonRow = (await list()).find((p) => p.code === 'SOON')!;
    expect(soonRow.status).toBe('coming soon');
    // ended: the same code saved again with an end in the past
    await adminCli(
      t.store.env,
      'promo',
      'put',
      await putFile({
        code: 'SOON',
        category: 'other',
        trigger: 'application',
        reward: { type: 'fixed', amount: 100 },
        title: { EN: 'Soon' },
        startsAt: 0,
        endsAt: now - 1,
        sort: 10,
      }),
    );
    expect((await list()).find((p) => p.code === 'SOON')!.status).toBe('closed');
    await adminCli(t.store.env, 'promo', 'enable', 'SOON', 'off');
    expect((await list()).map((p) => p.code)).not.toContain('SOON');
    expect((await c.call('GET', `/wps/promotions/${soonRow.id}`)).body.code).toBe('promotion.not.found');
    const listed = (await adminCli(t.store.env, 'promo', 'list')).stdout;
    expect(listed).toMatch(/SOON other\/application off: Soon/);
    expect(listed).toMatch(/FIRSTDEP100 deposit\/first_deposit on: Welcome bonus 100%/);
  });
}

function brands() {
  it('shows a brand its own promotions only', async () => {
    const sunId = await addSunBrand(t.store);
    const id = await putPromotion(t.store.db.kysely, {
      merchantId: sunId,
      def: zPromotionDefinition.parse({
        code: 'SUNONLY',
        category: 'other',
        trigger: 'application',
        reward: { type: 'fixed', amount: 100 },
        title: { EN: 'Sun only' },
        startsAt: 0,
      }),
      now: Date.now(),
    });
    expect((await list()).map((p) => p.code)).not.toContain('SUNONLY');
    expect((await c.call('GET', `/wps/promotions/${id}`)).body.code).toBe('promotion.not.found');
  });
}

function welcome() {
  it('gives a new member the registration bonuses marked to be granted, once per address when they say so', async () => {
    const id = await putPromotion(t.store.db.kysely, {
      merchantId: (
        await t.store.db.kysely
          .selectFrom('merchants')
          .select('id')
          .where('code', '=', 'demo')
          .executeTakeFirstOrThrow()
      ).id,
      def: zPromotionDefinition.parse({
        code: 'SIGNUP5',
        category: 'new_player',
        trigger: 'registration',
        autoGrant: true,
        reward: { type: 'fixed', amount: 500 },
        limits: { perIp: true },
        title: { EN: 'Sign-up 5.00' },
        startsAt: 0,
      }),
      now: Date.now(),
    });
    const first = await registered();
    const mine = (await c.call('GET', '/wps/member/bonuses', undefined, auth(first.value.token))).body
      .value as BonusesValue;
    expect(mine.list.map((b) => [b.promotionId, b.amount, b.status])).toEqual([[id, '5.00', 'free']]);
    // a second account from the same address registers, without the bonus
    const second = await registered();
    const theirs = (await c.call('GET', '/wps/member/bonuses', undefined, auth(second.value.token))).body
      .value as BonusesValue;
    expect(theirs.totalCount).toBe(0);
    await adminCli(t.store.env, 'promo', 'enable', 'SIGNUP5', 'off');
  });
}
