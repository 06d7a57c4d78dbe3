import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DepositOrder, Withdrawal } from '@lotto/contracts';
import { backfillFigures } from '../src/db/figures-backfill.ts';
import { loadBrand } from '../src/modules/brand/index.ts';
import { dailyFigures } from '../src/modules/figures/index.ts';
import { createMember } from '../src/modules/identity/operator.ts';
import { Deposits, Withdrawals } from '../src/modules/wallet/index.ts';
import { figuresSides } from './figures-recount.ts';
import { teamFiguresSides } from './team-figures-recount.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import {
  agentChain,
  client,
  draws,
  ids,
  merchantId,
  place,
  signIn,
  t,
  testClock,
  tokens,
  useRebateApp,
} from './lottery-rebate-suite.ts';

/**
 * The member figures (decision 023) under random concurrent play: dice rounds, lottery tickets
 * (with rebates up an agent chain, cancellations, settlement while bets come in), deposits
 * credited or refused and withdrawals paid or refused, with replays of each. Afterwards the
 * figures recounted from the rows equal `member_figures` exactly; and migration 017's backfill,
 * run on the same rows without figures, writes the same.
 */
useRebateApp();

const SEED = Number(process.env['FIGURES_SEED'] ?? Date.now() % 1_000_000);
/** mulberry32: the run's random choices, repeatable from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

const PLAYERS = ['lorna', 'ana', 'ben'] as const;
const cards: Record<string, number> = {};
const tickets: number[] = [];
let seq = 0;

async function fundMember(who: string, amount: bigint) {
  await t.app.platform.wallet.post({
    merchantId,
    currency: 'PHP',
    idemKey: `figures-fund-${who}`,
    type: 'adjust',
    lines: [
      { account: { member: ids[who]! }, amount },
      { account: { house: 'adjustments' }, amount: -amount },
    ],
  });
}

async function setUp() {
  await agentChain();
  for (const who of ['ana', 'ben']) {
    ids[who] = await createMember(t.store.db.kysely, {
      merchantId,
      member: { username: who, password: 'Laro2026xyz', payeeName: `${who} Cruz` },
    });
    await signIn(who);
  }
  await t.store.db.kysely
    .updateTable('members')
    .set({ payee_name: 'lorna Cruz' })
    .where('id', '=', ids['lorna']!)
    .execute();
  for (const who of PLAYERS) {
    await fundMember(who, 5_000_000n);
    await t.app.inject({
      method: 'PUT',
      url: '/wps/wallet/payment-password',
      headers: { authorization: tokens[who]! },
      payload: { newPassword: '246810', confirmPassword: '246810' },
    });
    const card = await client(who).post<{ id: number }>('/wps/wallet/bank-cards', {
      bankName: 'BDO',
      accountName: `${who} Cruz`,
      accountNumber: `00${ids[who]}12345678`,
      paymentPassword: '246810',
    });
    expect(card.status, JSON.stringify(card.json)).toBe(200);
    cards[who] = card.json.value.id;
  }
}

const brand = () => loadBrand(t.store.db.kysely, merchantId);
const twice = <T>(fn: () => Promise<T>) => (rnd() < 0.3 ? Promise.all([fn(), fn()]) : fn());

/** One random operation, with a replay now and then; failures (funds, closed draws) are allowed. */
function operation(): () => Promise<unknown> {
  const who = pick(PLAYERS);
  const r = rnd();
  if (r < 0.3) {
    const requestId = `dice-${++seq}`;
    const body = {
      game: 'dice',
      stake: pick(['10.00', '25.50', '100.00']),
      params: { target: 5000, direction: 'under' },
    };
    return () => twice(() => client(who).post('/wps/inhouse/play', { ...body, requestId }));
  }
  if (r < 0.55) {
    const requestId = `figures-ticket-${++seq}`;
    const body = { requestId, unit: pick(['2.00', '12.34']), ...(who === 'lorna' ? { series: 1900 } : {}) };
    return async () => {
      const res = await place(who, body);
      for (const x of res.json.value?.tickets ?? []) tickets.push(x.ticketId);
    };
  }
  if (r < 0.62 && tickets.length > 0) {
    const id = pick(tickets);
    return () => client(pick(PLAYERS)).post(`/lgw/lottery/tickets/${id}/cancel`, {});
  }
  if (r < 0.77) return () => depositFlow(who);
  if (r < 0.9) return () => withdrawalFlow(who);
  return async () => {
    testClock.now += 30_000 + Math.floor(rnd() * 60_000);
    await draws().tick();
  };
}

async function depositFlow(who: string) {
  const res = await client(who).post<DepositOrder>('/wps/wallet/deposit', {
    channel: 'BANK',
    amount: pick(['150.00', '1234.56']),
    requestId: `figures-deposit-${++seq}`,
  });
  const deposits = new Deposits(t.store.db.kysely, { wallet: t.app.platform.wallet });
  const b = await brand();
  const ref = res.json.value.orderRef;
  if (rnd() < 0.2) await deposits.reject(b, { orderRef: ref, note: 'no transfer' });
  else await twice(() => deposits.credit(b, ref));
}

async function withdrawalFlow(who: string) {
  const res = await client(who).post<Withdrawal>('/wps/wallet/withdraw', {
    cardId: cards[who],
    amount: pick(['100.00', '250.00']),
    paymentPassword: '246810',
    requestId: `figures-withdraw-${++seq}`,
  });
  if (res.status !== 200) return;
  const withdrawals = new Withdrawals(t.store.db.kysely, t.app.platform.wallet);
  const b = await brand();
  const ref = res.json.value.orderRef;
  if (rnd() < 0.25) await withdrawals.reject(b, { orderRef: ref, note: 'refused' });
  else await twice(() => withdrawals.pay(b, ref).catch(() => undefined));
}

describe('member figures', () => {
  it(`equal their recount after random concurrent play (seed ${SEED})`, async () => {
    await setUp();
    await draws().tick();
    for (let round = 0; round < 12; round++)
      await Promise.all(
        Array.from({ length: 8 }, () => operation()).map((op) => op().catch(() => undefined)),
      );
    // Every draw bet on settles: the clock past the last draw, the scheduler until nothing moves.
    testClock.now += 10 * 60_000;
    for (let i = 0; i < 3; i++) await draws().tick();

    const db = t.store.db.kysely;
    const counts = await sql<{ n: number | string }>`select count(*) as n from member_figures`.execute(db);
    expect(Number(counts.rows[0]!.n)).toBeGreaterThan(0);
    const sides = await figuresSides(db);
    expect(sides.stored).toEqual(sides.recounted);
    // The agents' team figures and the members' day bits follow the member figures (decision 025).
    const team = await teamFiguresSides(db);
    expect(Object.keys(team.team.stored).length).toBeGreaterThan(0);
    expect(team.team.stored).toEqual(team.team.recounted);
    expect(team.days.stored).toEqual(team.days.recounted);
    await checkLedgerInvariants(db);
    // Something of every kind was counted.
    const total = (c: string) =>
      Object.values(sides.stored).reduce((s, row) => s + BigInt(row[c] ?? '0'), 0n);
    for (const c of ['bet_count', 'valid_turnover', 'deposit_count', 'withdrawal_count', 'rebate'])
      expect(total(c), c).toBeGreaterThan(0n);

    // The same rows without figures: migration 017's backfill counts them the same.
    await db.deleteFrom('member_figures').execute();
    await backfillFigures(db);
    const again = await figuresSides(db);
    expect(again.stored).toEqual(sides.recounted);
  }, 120_000);

  it('reads a day as the sum of its local hours', async () => {
    const db = t.store.db.kysely;
    const rows = await db
      .selectFrom('member_figures')
      .selectAll()
      .where('member_id', '=', ids['ana']!)
      .execute();
    const days = [...new Set(rows.map((r) => r.day))].sort();
    const read = await dailyFigures(db, {
      merchantId,
      memberId: ids['ana']!,
      from: days[0]!,
      to: days.at(-1)!,
    });
    const deposits = (xs: { deposit: number | string | bigint }[]) =>
      xs.reduce((s, r) => s + BigInt(r.deposit), 0n);
    expect(deposits(read)).toBe(deposits(rows));
  });
});
