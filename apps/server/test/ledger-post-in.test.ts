import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ledger, type Movement } from '../src/modules/wallet/ledger.ts';
import { createDemoStore, engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';

// One entry posted inside a bulk transaction (`work.post`): on PostgreSQL one statement when
// every account is known, with the same answers as the general path for replays and debits
// short of money, which write nothing.
let store: TestStore;
let ledger: Ledger;
let merchantId: number;
const PHP = 'PHP';

const move = (idemKey: string, lines: [number | string, bigint][]): Movement => ({
  merchantId,
  currency: PHP,
  idemKey,
  type: 'bet',
  ref: `ref-${idemKey}`,
  lines: lines.map(([who, amount]) => ({
    account: typeof who === 'number' ? { member: who } : { house: who },
    amount,
  })),
});

const balance = async (member: number) =>
  (await ledger.memberBalances(merchantId, member)).find((a) => a.code === 'main')?.balance ?? 0n;

const entries = async (idemKey: string) =>
  (
    await store.db.kysely
      .selectFrom('ledger_entries')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('idem_key', '=', idemKey)
      .execute()
  ).length;

beforeAll(async () => {
  store = await createDemoStore();
  merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  ledger = new Ledger(store.db.kysely, { groupCommit: engine === 'sqlite' });
  for (const id of [301, 302, 303]) await ledger.post(move(`pi-dep-${id}`, [[id, 10_000n], ['deposits', -10_000n]]));
  for (const ref of [{ house: 'games' }, { house: 'deposits' }, { member: 304 }])
    await ledger.account({ merchantId, currency: PHP, ref });
});
afterAll(() => store.drop());

describe('work.post', () => {
  it.runIf(engine === 'postgres')('posts an entry in one statement when its accounts are known', async () => {
    const posted = await ledger.bulk(async (work) => {
      const spy = vi.spyOn(work.trx, 'executeQuery');
      const out = await work.post(move('pi-one', [[301, -100n], ['games', 100n]]));
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      return out;
    });
    expect(posted).toMatchObject({
      replayed: false,
      balances: [{ memberId: 301, code: 'main', balance: 9_900n }],
    });
  });

  it('moves several members and house lines, in line order, balances in account order', async () => {
    const before = [await balance(301), await balance(302), await balance(303)];
    const posted = await ledger.bulk((work) =>
      work.post(
        move('pi-many', [
          [303, 250n],
          [301, -200n],
          ['games', -100n],
          [302, -50n],
          ['deposits', 100n],
        ]),
      ),
    );
    expect(posted.balances.map((b) => [b.memberId, b.balance])).toEqual(
      [
        [301, before[0]! - 200n],
        [302, before[1]! - 50n],
        [303, before[2]! + 250n],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const lines = await store.db.kysely
      .selectFrom('ledger_lines')
      .select(['amount', 'balance_after'])
      .where('entry_id', '=', posted.entryId)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => BigInt(l.amount))).toEqual([250n, -200n, -100n, -50n, 100n]);
    expect(lines.map((l) => (l.balance_after === null ? null : BigInt(l.balance_after)))).toEqual([
      before[2]! + 250n,
      before[0]! - 200n,
      null,
      before[1]! - 50n,
      null,
    ]);
    await checkLedgerInvariants(store.db.kysely);
  });

  it('refuses a debit short of money and writes nothing, the bulk rolling back', async () => {
    const before = [await balance(301), await balance(302)];
    for (const [key, lines] of [
      ['pi-short-1', [[301, -1_000_000n], ['games', 1_000_000n]]],
      ['pi-short-2', [[301, 10n], [302, -1_000_000n], ['games', 999_990n]]],
      ['pi-short-3', [[301, -1_000_000n], [302, 10n], ['games', 999_990n]]],
      ['pi-short-4', [[304, -1n], ['games', 1n]]],
    ] as [string, [number | string, bigint][]][]) {
      await expect(ledger.bulk((work) => work.post(move(key, lines)))).rejects.toMatchObject({
        code: 'wallet.insufficient.funds',
      });
      expect(await entries(key)).toBe(0);
    }
    expect([await balance(301), await balance(302)]).toEqual(before);
    // The ledger goes on as before after it.
    const ok = await ledger.bulk((work) => work.post(move('pi-after-short', [[301, -1n], ['games', 1n]])));
    expect(ok.balances[0]!.balance).toBe(before[0]! - 1n);
    await checkLedgerInvariants(store.db.kysely);
  });

  it('answers a replay with the first answer and writes nothing, even if the money is gone', async () => {
    const m = move('pi-replay', [[302, -300n], ['games', 300n]]);
    const first = await ledger.bulk((work) => work.post(m));
    const again = await ledger.bulk((work) => work.post(m));
    expect(again).toEqual({ ...first, replayed: true });
    // In the same bulk as another post, and after the member spent everything.
    const rest = await balance(302);
    await ledger.bulk((work) => work.post(move('pi-drain', [[302, -rest], ['games', rest]])));
    const inBulk = await ledger.bulk(async (work) => {
      const one = await work.post(m);
      const two = await work.post(move('pi-next', [[303, -1n], ['games', 1n]]));
      return [one, two];
    });
    expect(inBulk[0]).toEqual({ ...first, replayed: true });
    expect(inBulk[1]!.replayed).toBe(false);
    expect(await entries('pi-replay')).toBe(1);
    expect(await balance(302)).toBe(0n);
    await checkLedgerInvariants(store.db.kysely);
  });

  it('refuses a key reused for another entry, writing nothing', async () => {
    await ledger.bulk((work) => work.post(move('pi-reuse', [[303, -5n], ['games', 5n]])));
    const before = await balance(303);
    await expect(
      ledger.bulk((work) => work.post(move('pi-reuse', [[303, -6n], ['games', 6n]]))),
    ).rejects.toMatchObject({ code: 'idempotency.key.reused' });
    expect(await balance(303)).toBe(before);
  });

  it('takes two lines of one member account as the general path does', async () => {
    const before = await balance(303);
    const posted = await ledger.bulk((work) =>
      work.post(move('pi-twice', [[303, -20n], [303, 5n], ['games', 15n]])),
    );
    expect(posted.balances.map((b) => b.balance)).toEqual([before - 15n, before - 15n]);
    expect(await balance(303)).toBe(before - 15n);
    await checkLedgerInvariants(store.db.kysely);
  });

  it('keeps every invariant under concurrent posts of one member, replays among them', async () => {
    await ledger.post(move('pi-race-dep', [[305, 1_000n], ['deposits', -1_000n]]));
    const same = move('pi-race-same', [[305, -100n], ['games', 100n]]);
    const calls = Array.from({ length: 16 }, (_, i) =>
      ledger.bulk((work) => work.post(i % 2 === 0 ? same : move(`pi-race-${i}`, [[305, -150n], ['games', 150n]]))),
    );
    const settled = await Promise.allSettled(calls);
    const refused = settled.filter((r) => r.status === 'rejected');
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'wallet.insufficient.funds' });
    const sames = settled.filter((r, i) => i % 2 === 0 && r.status === 'fulfilled');
    expect(sames).toHaveLength(8);
    expect(new Set(sames.map((r) => (r as PromiseFulfilledResult<{ entryId: number }>).value.entryId)).size).toBe(1);
    const others = settled.filter((r, i) => i % 2 === 1 && r.status === 'fulfilled').length;
    expect(others).toBe(6);
    expect(await balance(305)).toBe(1_000n - 100n - 6n * 150n);
    await checkLedgerInvariants(store.db.kysely);
  });
});
