import { expect } from 'vitest';
import type { Ticket } from '@lotto/contracts';
import { oddsBp, playById, gameByCode } from '@lotto/contracts/lottery/index';
import { memberDefaults, membersRepo } from '../src/modules/identity/repo.ts';
import { Ledger, type BulkWork } from '../src/modules/wallet/ledger.ts';
import { brand, client, ids, merchantId, place, rebateEntries, t } from './lottery-rebate-suite.ts';

/** Steps of the rebate chain test, in the order it takes them. */
/** Funds lorna, and demorb, a demo account under the sub-agent, with play money. */
export async function fundLornaAndDemo() {
  await t.app.platform.wallet.post({
    merchantId,
    currency: 'PHP',
    idemKey: 'rebate-fund-lorna',
    type: 'deposit',
    lines: [
      { account: { member: ids['lorna']! }, amount: 1_000_000n },
      { account: { house: 'deposits' }, amount: -1_000_000n },
    ],
  });
  // A demo account under the sub-agent: play money pays its own rebate, never a real agent.
  ids['demorb'] = await t.store.db.kysely.transaction().execute((trx) =>
    membersRepo.insert(trx, {
      ...memberDefaults(Date.now()),
      merchant_id: merchantId,
      username: 'demorb',
      username_key: 'demorb',
      type: 9,
      nickname: 'demorb',
      language: 'TY',
      referral_code: 'DEMORB01',
      upline_id: ids['subag']!,
    }),
  );
  await t.app.platform.wallet.post({
    merchantId,
    currency: 'PHP',
    idemKey: 'rebate-fund-demorb',
    type: 'grant',
    lines: [
      { account: { member: ids['demorb'], code: 'play' }, amount: 1_000_000n },
      { account: { house: 'play.grants' }, amount: -1_000_000n },
    ],
  });
}

/** lorna's tickets a, b and c, and the demo member's d, each as its comment says. */
export async function placeTickets() {
  // 12.34 at 1900 by a 1930 member: 150 bp to her (18.51 -> 0.18), 100 bp to the sub-agent
  // (12.34 -> 0.12), 50 bp to the top agent (6.17 -> 0.06).
  const a = (await place('lorna', { series: 1900, unit: '12.34' })).json.value.tickets[0]!;
  expect([a.series, a.memberSeries, a.oddsBp, a.stake]).toEqual([1900, 1930, 19_000, '12.34']);
  // 100.00 at her own 1930: nothing to her, 1.00 and 0.50 up the chain.
  const b = (await place('lorna', { unit: '100.00' })).json.value.tickets[0]!;
  expect([b.series, b.oddsBp]).toEqual([
    1930,
    oddsBp(playById(gameByCode('SSC1')!, 'SSC_SIDES_SUM')!.hitRate, 1930),
  ]);
  // Cancelled before the close: no rebate.
  const c = (await place('lorna', { series: 1700, unit: '100.00' })).json.value.tickets[0]!;
  expect(
    (await client('lorna').post<Ticket>(`/lgw/lottery/tickets/${c.ticketId}/cancel`, {})).json.value.status,
  ).toBe('cancelled');
  // The demo member (1950 under its 1950 sub-agent) at 1900: 250 bp of 100.00 in play money.
  const demoRow = (await membersRepo.byId(t.store.db.kysely, merchantId, ids['demorb']!))!;
  const d = (
    await t.app.lottery.place(brand, {
      member: demoRow,
      body: {
        gameCode: 'SSC1',
        playId: 'SSC_SIDES_SUM',
        selection: [[0]],
        unit: '100.00',
        multiplier: 1,
        series: 1900,
        requestId: 'rebate-demo-1',
      },
    })
  ).tickets[0]!;
  expect(d.memberSeries).toBe(1950);
  return { a, b, c, d };
}

/** One entry per mode for the batch, one line per account, from the game's house accounts. */
export async function expectRebateEntries() {
  const entries = await rebateEntries();
  expect(entries).toHaveLength(2);
  const lines = await t.store.db.kysely
    .selectFrom('ledger_lines')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
    .select([
      'ledger_lines.entry_id',
      'ledger_accounts.owner_id',
      'ledger_accounts.code',
      'ledger_lines.amount',
    ])
    .where(
      'ledger_lines.entry_id',
      'in',
      entries.map((e) => e.id),
    )
    .execute();
  const shape = lines
    .map((l) => `${l.owner_id === 0 ? l.code : `${l.owner_id}:${l.code}`} ${BigInt(l.amount)}`)
    .sort();
  expect(shape).toEqual(
    [
      `${ids['agtop']}:main 56`,
      `${ids['demorb']}:play 250`,
      `${ids['lorna']}:main 18`,
      `${ids['subag']}:main 112`,
      'lottery:SSC1 -186',
      'play.lottery:SSC1 -250',
    ].sort(),
  );
}

/** Cut off inside the batch's transaction, after its writes: nothing of it is applied. */
export class CutOff extends Ledger {
  cut = true;
  override bulk<T>(fn: (work: BulkWork) => Promise<T>): Promise<T> {
    return super.bulk(async (work) => {
      const out = await fn(work);
      if (this.cut) {
        this.cut = false;
        throw new Error('cut off');
      }
      return out;
    });
  }
}
