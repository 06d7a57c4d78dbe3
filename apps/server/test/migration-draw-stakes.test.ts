import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createMember } from '../src/modules/identity/index.ts';
import { createTestStore, engine, type TestStore } from './harness.ts';

/**
 * Migration 019 on a site with tickets placed before it: each member's total on each draw is
 * their tickets' stakes there, less the cancelled and refunded ones.
 */
let store: TestStore;
const NOW = Date.UTC(2026, 10, 23, 2, 0, 0);

beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db, '018_open_debits_index');
  await seedDemo(store.db.kysely);
});
afterAll(() => store.drop());

describe(`draw stakes backfill (${engine})`, () => {
  it('sums each member’s standing tickets per draw', async () => {
    const k = store.db.kysely;
    const merchantId = (await k.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    const member = (name: string) =>
      createMember(k, { merchantId, member: { username: name, password: 'Stakes2026xyz' } });
    const [ann, bob] = [await member('annstakes'), await member('bobstakes')];
    const draw = async (numero: string) =>
      (
        await k
          .insertInto('lottery_draws')
          .values({
            merchant_id: merchantId,
            game_code: 'SSC1',
            numero,
            open_time: NOW - 60_000,
            close_time: NOW + 50_000,
            draw_time: NOW + 60_000,
            state: 'open',
            commitment: null,
            seed: null,
            win_no: null,
            created_at: NOW - 60_000,
            drawn_at: null,
            settled_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [d1, d2] = [await draw('20261123-0601'), await draw('20261123-0602')];
    let n = 0;
    const ticket = (
      memberId: number,
      drawId: number,
      stake: number,
      status: 'open' | 'cancelled' | 'refunded',
    ) =>
      k
        .insertInto('lottery_tickets')
        .values({
          merchant_id: merchantId,
          member_id: memberId,
          draw_id: drawId,
          game_code: 'SSC1',
          numero: drawId === d1 ? '20261123-0601' : '20261123-0602',
          play_id: 'SSC_SIDES_SUM',
          selection: '[[0]]',
          bet_count: 1,
          unit: stake,
          multiplier: 1,
          stake,
          series: 1950,
          odds_bp: 19_500,
          hold_id: null,
          status,
          win_bets: 0,
          payout: 0,
          chase_id: null,
          mode: 'real',
          currency: 'PHP',
          request_id: `old-${++n}`,
          fingerprint: '',
          bet_id: null,
          created_at: NOW - 30_000,
          settled_at: null,
        })
        .execute();
    await ticket(ann, d1, 200, 'open');
    await ticket(ann, d1, 300, 'open');
    await ticket(ann, d1, 5_000, 'cancelled');
    await ticket(ann, d2, 700, 'open');
    await ticket(bob, d1, 900, 'refunded');
    await ticket(bob, d2, 100, 'open');

    await migrateToLatest(store.db);
    const rows = await k
      .selectFrom('lottery_draw_stakes')
      .selectAll()
      .orderBy('draw_id')
      .orderBy('member_id')
      .execute();
    expect(rows.map((r) => [r.draw_id, r.member_id, Number(r.stake)])).toEqual([
      [d1, ann, 500],
      [d2, ann, 700],
      [d2, bob, 100],
    ]);
  });
});
