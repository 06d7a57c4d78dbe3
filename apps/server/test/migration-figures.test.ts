import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { demoSettings } from '../src/seed/demo-settings.ts';
import { createMember } from '../src/modules/identity/index.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { figuresSides } from './figures-recount.ts';
import { teamFiguresSides } from './team-figures-recount.ts';
import { createTestStore, type TestStore } from './harness.ts';

/**
 * Migration 017 on a site with rows written before the figures (decision 023): bets, deposit
 * orders, withdrawals and a lottery rebate paid by the ledger are counted once, each in its
 * brand's local hour (the demo brand in Manila, a brand whose settings name no zone in UTC),
 * and what it writes equals the recount.
 */
let store: TestStore;
let manila: number;
let utc: number;
// Monday 23 November 2026, 16:30 UTC: 00:30 on the 24th in Manila (+8).
const AT = Date.UTC(2026, 10, 23, 16, 30);

beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db, '016_links_and_sessions');
  await seedDemo(store.db.kysely);
  const k = store.db.kysely;
  manila = (await k.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  const noZone: Record<string, unknown> = { ...demoSettings };
  delete noZone['timeZone'];
  utc = (
    await k
      .insertInto('merchants')
      .values({
        code: 'nozone',
        settings: JSON.stringify(noZone),
        maintenance: 0,
        maintenance_message: '',
        created_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await store.drop();
});

/** A hold on a funded member's wallet, for a withdrawal row to point to. */
async function holdOf(merchantId: number, member: number) {
  const ledger = new Ledger(store.db.kysely);
  await ledger.post({
    merchantId,
    currency: 'PHP',
    idemKey: `fund-${member}`,
    type: 'adjust',
    lines: [
      { account: { member }, amount: 100_000n },
      { account: { house: 'adjustments' }, amount: -100_000n },
    ],
  });
  const held = await ledger.hold({
    merchantId,
    currency: 'PHP',
    idemKey: `hold-${member}`,
    member,
    amount: 5_000n,
    type: 'withdraw',
    ttlMs: 60_000,
  });
  return held.holdId;
}

async function rowsOf(merchantId: number) {
  const k = store.db.kysely;
  // Under an agent, so migration 020 has a team to count.
  await createMember(k, {
    merchantId,
    member: { username: `oldag${merchantId}`, password: 'Figures2026xyz', type: 1 },
  });
  const member = await createMember(k, {
    merchantId,
    member: { username: `old${merchantId}`, password: 'Figures2026xyz', upline: `oldag${merchantId}` },
  });
  const bet = {
    merchant_id: merchantId,
    member_id: member,
    game_id: null,
    vendor_code: 'INHOUSE',
    game_type: 'RNG',
    game_name: '"Dice"',
    round_id: 'r',
    ticket_id: null,
  };
  await k
    .insertInto('bets')
    .values(
      (
        [
          // won: placed at AT, settled a second later; lost, settled an hour later
          ['a', 1_000, 1_980, 'settled', 'real', AT + 1_000],
          ['b', 500, 0, 'settled', 'real', AT + 3_600_000],
          // void: its placement only; play money: nothing
          ['c', 700, 0, 'void', 'real', AT + 5],
          ['d', 900, 5_000, 'settled', 'demo', AT],
        ] as const
      ).map(([ref, stake, payout, status, mode, settled]) => ({
        ...bet,
        ref: `${ref}${merchantId}`,
        stake,
        payout,
        status,
        mode,
        created_at: AT,
        settled_at: settled,
      })),
    )
    .execute();
  const channel = (
    await k
      .insertInto('payment_channels')
      .values({
        merchant_id: merchantId,
        code: `OLD${merchantId}`,
        kind: 'manual_bank',
        name: '{}',
        min_amount: 0,
        max_amount: 1_000_000,
        fee_bps: 0,
        fee_fixed: 0,
        config: '{}',
        enabled: 1,
        sort: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const order = {
    merchant_id: merchantId,
    member_id: member,
    channel_id: channel,
    fee: 100,
    provider_order_id: null,
    pay_url: null,
    entry_id: null,
    note: '',
    created_at: AT - 60_000,
  };
  await k
    .insertInto('deposit_orders')
    .values([
      {
        ...order,
        order_ref: `D1-${merchantId}`,
        request_id: 'r1',
        amount: 20_000,
        status: 'paid',
        updated_at: AT,
      },
      {
        ...order,
        order_ref: `D2-${merchantId}`,
        request_id: 'r2',
        amount: 30_000,
        status: 'rejected',
        updated_at: AT,
      },
    ])
    .execute();
  const card = (
    await k
      .insertInto('bank_cards')
      .values({
        merchant_id: merchantId,
        member_id: member,
        bank_name: 'BDO',
        account_name: 'Old',
        account_number: `1${merchantId}`,
        created_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const withdrawal = {
    merchant_id: merchantId,
    member_id: member,
    card_id: card,
    hold_id: await holdOf(merchantId, member),
    receipt: null,
    proofs: '[]',
    note: '',
    created_at: AT - 7_200_000,
    confirmed_at: null,
  };
  await k
    .insertInto('withdrawals')
    .values([
      {
        ...withdrawal,
        order_ref: `W1-${merchantId}`,
        request_id: 'w1',
        amount: 5_000,
        status: 'confirmed',
        paid_at: AT,
      },
      {
        ...withdrawal,
        order_ref: `W2-${merchantId}`,
        request_id: 'w2',
        amount: 6_000,
        status: 'rejected',
        paid_at: null,
      },
    ])
    .execute();
  // A rebate batch paid before the figures (decision 014's legacy key): at the entry's time.
  await new Ledger(k).post({
    merchantId,
    currency: 'PHP',
    idemKey: `lottery:rebate:old:${merchantId}`,
    type: 'rebate',
    ref: 'SSC1 20261123-0601',
    lines: [
      { account: { member }, amount: 42n },
      { account: { house: 'lottery:SSC1' }, amount: -42n },
    ],
  });
  return member;
}

describe('migration 017: member figures of the rows before it', () => {
  it("counts bets, deposits, withdrawals and rebates once, in each brand's local hour", async () => {
    const inManila = await rowsOf(manila);
    const inUtc = await rowsOf(utc);
    await migrateToLatest(store.db);
    const k = store.db.kysely;
    const sides = await figuresSides(k);
    expect(sides.stored).toEqual(sides.recounted);
    // Migration 020 counted the agents' team figures and the members' day bits from them.
    const team = await teamFiguresSides(k);
    expect(Object.keys(team.team.stored).length).toBeGreaterThan(0);
    expect(team.team.stored).toEqual(team.team.recounted);
    expect(Object.keys(team.days.stored).length).toBeGreaterThan(0);
    expect(team.days.stored).toEqual(team.days.recounted);

    const figures = (member: number) =>
      k
        .selectFrom('member_figures')
        .selectAll()
        .where('member_id', '=', member)
        .orderBy('day')
        .orderBy('hour')
        .orderBy('game_type')
        .execute()
        .then((rows) =>
          rows.map((r) => ({
            at: `${r.day} ${r.hour} ${r.game_type}`,
            bets: Number(r.bet_count),
            stake: Number(r.stake),
            turnover: Number(r.valid_turnover),
            payout: Number(r.payout),
            wins: Number(r.win_count),
            deposit: Number(r.deposit),
            withdrawal: Number(r.withdrawal),
          })),
        );
    const nothing = { bets: 0, stake: 0, turnover: 0, payout: 0, wins: 0, deposit: 0, withdrawal: 0 };
    const expected = (day: string, hour: number) => [
      {
        ...nothing,
        at: `${day} ${hour} RNG`,
        bets: 3,
        stake: 2_200,
        turnover: 1_000,
        payout: 1_980,
        wins: 1,
      },
      { ...nothing, at: `${day} ${hour} WALLET`, deposit: 20_000, withdrawal: 5_000 },
      { ...nothing, at: `${day} ${hour + 1} RNG`, turnover: 500 },
    ];
    expect(
      (await figures(inManila)).filter((r) => !r.at.endsWith('ELOTT') && !r.at.endsWith('LOTT')),
    ).toEqual(expected('2026-11-24', 0));
    expect((await figures(inUtc)).filter((r) => !r.at.endsWith('LOTT'))).toEqual(expected('2026-11-23', 16));
    const rebates = await k
      .selectFrom('member_figures')
      .select(['member_id', 'rebate'])
      .where('rebate', '>', 0)
      .execute();
    expect(rebates.map((r) => [r.member_id, Number(r.rebate)]).sort()).toEqual(
      [
        [inManila, 42],
        [inUtc, 42],
      ].sort(),
    );
  });
});
