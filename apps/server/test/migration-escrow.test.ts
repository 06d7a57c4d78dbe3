import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameByCode, oddsBp, payoutMinor, playById } from '@lotto/contracts/lottery/index';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createMember } from '../src/modules/identity/index.ts';
import { LotteryDraws } from '../src/modules/lottery/index.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { createTestStore, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';

/**
 * Migration 013 on a site that has lottery tickets under holds (placed by the code before it):
 * the open tickets' stakes move to the game's escrow, a ticket whose hold expired is refunded,
 * settled tickets stay as they are, the betting record finds its tickets, and the upgraded
 * tickets then settle through the escrow like new ones.
 */
let store: TestStore;
let merchantId: number;
let member: number;
let ledger: Ledger;
const NOW = Date.UTC(2026, 10, 23, 4, 0, 0);
const STAKE = 200n;
const SSC1 = gameByCode('SSC1')!;
const odds = oddsBp(playById(SSC1, 'SSC_SIDES_SUM')!.hitRate, 1950);

beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db, '012_settlement_indexes');
  await seedDemo(store.db.kysely);
  merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  ledger = new Ledger(store.db.kysely);
});

afterAll(async () => {
  await store.drop();
});

const balanceOf = async (code: string, owner: { member: number } | { house: string }) => {
  const k = store.db.kysely;
  const q = k.selectFrom('ledger_accounts').select(['balance', 'held']).where('merchant_id', '=', merchantId);
  const row = await (
    'member' in owner
      ? q.where('owner_type', '=', 'member').where('owner_id', '=', owner.member).where('code', '=', code)
      : q.where('owner_type', '=', 'house').where('code', '=', owner.house)
  ).executeTakeFirst();
  return row ? { balance: BigInt(row.balance), held: BigInt(row.held) } : undefined;
};

describe('migration 013: lottery stakes from holds to escrow', () => {
  it('moves open held stakes to escrow, refunds expired ones, and the tickets settle afterwards', async () => {
    const k = store.db.kysely;
    member = await createMember(k, merchantId, { username: 'upgrader', password: 'Upgrade2026xyz' });
    await ledger.post({
      merchantId,
      currency: 'PHP',
      idemKey: 'fund-upgrader',
      type: 'deposit',
      lines: [
        { account: { member }, amount: 10_000n },
        { account: { house: 'deposits' }, amount: -10_000n },
      ],
    });
    const draw = await k
      .insertInto('lottery_draws')
      .values({
        merchant_id: merchantId,
        game_code: 'SSC1',
        numero: '20261123-0601',
        open_time: NOW - 60_000,
        close_time: NOW - 5_000,
        draw_time: NOW,
        state: 'open',
        commitment: null,
        seed: null,
        win_no: null,
        created_at: NOW - 60_000,
        drawn_at: null,
        settled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Tickets as the old code left them: each under a hold, with its betting-record row.
    const ticket = async (name: string, selection: number[][], hold: 'pending' | 'voided' | 'posted') => {
      const { holdId } = await ledger.hold({
        merchantId,
        currency: 'PHP',
        idemKey: `lottery:${name}`,
        member,
        amount: STAKE,
        type: 'bet',
        ref: 'SSC1 20261123-0601',
        ttlMs: 3_600_000,
      });
      if (hold === 'voided') await ledger.void(merchantId, holdId);
      if (hold === 'posted')
        await ledger.capture({
          merchantId,
          currency: 'PHP',
          holdId,
          idemKey: `lottery:${name}:stake`,
          to: { house: 'lottery:SSC1' },
          type: 'bet',
        });
      const bet = await k
        .insertInto('bets')
        .values({
          merchant_id: merchantId,
          member_id: member,
          game_id: null,
          vendor_code: 'AURORA',
          game_type: 'ELOTT',
          game_name: '{"EN":"Fast SSC 1 min"}',
          ref: `lottery:${name}`,
          round_id: 'SSC1 20261123-0601',
          stake: STAKE,
          payout: 0,
          status: hold === 'posted' ? 'settled' : 'open',
          mode: 'real',
          created_at: NOW - 30_000,
          settled_at: hold === 'posted' ? NOW : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (
        await k
          .insertInto('lottery_tickets')
          .values({
            merchant_id: merchantId,
            member_id: member,
            draw_id: draw.id,
            game_code: 'SSC1',
            numero: '20261123-0601',
            play_id: 'SSC_SIDES_SUM',
            selection: JSON.stringify(selection),
            bet_count: 1,
            unit: STAKE,
            multiplier: 1,
            stake: STAKE,
            series: 1950,
            odds_bp: odds,
            hold_id: holdId,
            status: hold === 'posted' ? 'lost' : 'open',
            win_bets: 0,
            payout: 0,
            chase_id: null,
            mode: 'real',
            currency: 'PHP',
            request_id: name,
            fingerprint: '',
            bet_id: bet.id,
            created_at: NOW - 30_000,
            settled_at: hold === 'posted' ? NOW : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    };
    const big = await ticket('big', [[0]], 'pending'); // sum 34 of 7,8,9,4,6: big wins
    const small = await ticket('small', [[1]], 'pending');
    const expired = await ticket('expired', [[0]], 'voided');
    const settledBefore = await ticket('before', [[1]], 'posted');
    expect(await balanceOf('main', { member })).toEqual({ balance: 9_800n, held: 400n });

    expect(await migrateToLatest(store.db)).toContain('013_lottery_escrow');

    expect(await balanceOf('main', { member })).toEqual({ balance: 9_400n, held: 0n });
    expect(await ledger.houseBalance(merchantId, 'lottery.stakes:SSC1')).toBe(2n * STAKE);
    const status = async () =>
      Object.fromEntries(
        (await k.selectFrom('lottery_tickets').select(['id', 'status']).execute()).map((t) => [
          t.id,
          t.status,
        ]),
      );
    expect(await status()).toEqual({
      [big]: 'open',
      [small]: 'open',
      [expired]: 'refunded',
      [settledBefore]: 'lost',
    });
    const holds = await k.selectFrom('ledger_holds').select('state').orderBy('id').execute();
    expect(holds.map((h) => h.state)).toEqual(['posted', 'posted', 'voided', 'posted']);
    const linked = await sql<{ n: number | string }>`select count(*) as n from bets b
      join lottery_tickets t on t.id = b.ticket_id where t.bet_id = b.id`.execute(k);
    expect(Number(linked.rows[0]!.n)).toBe(4);
    await checkLedgerInvariants(k);

    // The upgraded tickets settle from the escrow as placed ones do.
    await k
      .updateTable('lottery_draws')
      .set({ state: 'drawn', win_no: '7,8,9,4,6', drawn_at: NOW })
      .where('id', '=', draw.id)
      .execute();
    const draws = new LotteryDraws(k, { wallet: new Wallet(ledger), clock: { now: () => NOW + 1_000 } });
    expect(await draws.settle(draw.id)).toBe(true);
    expect(await status()).toMatchObject({ [big]: 'won', [small]: 'lost' });
    const win = payoutMinor(STAKE, { multiplier: 1, winningBets: 1, odds: Number(odds) });
    expect(await balanceOf('main', { member })).toEqual({ balance: 9_400n + win, held: 0n });
    expect(await ledger.houseBalance(merchantId, 'lottery.stakes:SSC1')).toBe(0n);
    await checkLedgerInvariants(k);
  });
});
