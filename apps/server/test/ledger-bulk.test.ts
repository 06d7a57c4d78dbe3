import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { createDemoStore, engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';

let store: TestStore;
let ledger: Ledger;
let merchantId: number;
const PHP = 'PHP';

beforeAll(async () => {
  store = await createDemoStore();
  merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  ledger = new Ledger(store.db.kysely, { groupCommit: engine === 'sqlite' });
  for (const id of [201, 202, 203])
    await ledger.post({
      merchantId,
      currency: PHP,
      idemKey: `bulk-dep-${id}`,
      type: 'deposit',
      lines: [
        { account: { member: id }, amount: 100_000n },
        { account: { house: 'deposits' }, amount: -100_000n },
      ],
    });
});
afterAll(() => store.drop());

const hold = async (member: number, amount: bigint, label: string) =>
  (
    await ledger.hold({
      merchantId,
      currency: PHP,
      idemKey: `bulk-hold-${label}`,
      member,
      amount,
      type: 'bet',
      ttlMs: 60_000,
    })
  ).holdId;

const available = async (member: number) =>
  (await ledger.memberBalances(merchantId, member)).find((a) => a.code === 'main')!.available;

describe('bulk settlement of holds', () => {
  it('captures every stake and pays every win in one entry, each hold once', async () => {
    const a1 = await hold(201, 1_000n, 'a1');
    const a2 = await hold(201, 2_000n, 'a2');
    const b1 = await hold(202, 500n, 'b1');
    const c1 = await hold(203, 700n, 'c1');
    const items = [
      { holdId: a1, win: 5_000n },
      { holdId: a2, win: 0n },
      { holdId: b1, win: 500n },
      { holdId: c1, win: 0n },
    ];
    const settled = await ledger.settleHolds({
      merchantId,
      currency: PHP,
      house: 'lottery:T',
      idemKey: 'draw:1',
      type: 'bet',
      items,
    });
    expect(settled.sort((x, y) => x - y)).toEqual([a1, a2, b1, c1].sort((x, y) => x - y));
    expect(await available(201)).toBe(100_000n - 3_000n + 5_000n);
    expect(await available(202)).toBe(100_000n);
    expect(await available(203)).toBe(100_000n - 700n);
    expect(await ledger.houseBalance(merchantId, 'lottery:T')).toBe(3_000n + 700n - 5_000n);
    // A replay, or a second process on the same batch, moves nothing.
    expect(
      await ledger.settleHolds({
        merchantId,
        currency: PHP,
        house: 'lottery:T',
        idemKey: 'draw:1',
        type: 'bet',
        items,
      }),
    ).toEqual([]);
    expect(await available(201)).toBe(102_000n);
    await checkLedgerInvariants(store.db.kysely);
  });

  it('voids many holds at once, and skips holds no longer pending', async () => {
    const x = await hold(201, 4_000n, 'x');
    const y = await hold(202, 3_000n, 'y');
    const before = [await available(201), await available(202)];
    expect((await ledger.voidHolds(merchantId, [x, y])).sort((p, q) => p - q)).toEqual(
      [x, y].sort((p, q) => p - q),
    );
    expect([await available(201), await available(202)]).toEqual([before[0]! + 4_000n, before[1]! + 3_000n]);
    expect(await ledger.voidHolds(merchantId, [x, y])).toEqual([]);
    expect(
      await ledger.settleHolds({
        merchantId,
        currency: PHP,
        house: 'lottery:T',
        idemKey: 'draw:2',
        type: 'bet',
        items: [{ holdId: x, win: 1n }],
      }),
    ).toEqual([]);
    await checkLedgerInvariants(store.db.kysely);
  });

  it('settles concurrent calls on the same holds once', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => hold(201 + (i % 3), 100n, `cc${i}`)));
    const items = ids.map((holdId) => ({ holdId, win: 150n }));
    // Each member: two holds of 100 released, 200 staked, 2 x 150 won: +300 available, once.
    const before = await Promise.all([201, 202, 203].map(available));
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        ledger.settleHolds({
          merchantId,
          currency: PHP,
          house: 'lottery:T',
          idemKey: 'draw:3',
          type: 'bet',
          items,
        }),
      ),
    );
    expect(runs.flat().sort((p, q) => p - q)).toEqual([...ids].sort((p, q) => p - q));
    const after = await Promise.all([201, 202, 203].map(available));
    expect(after.map((a, i) => a - before[i]!)).toEqual([300n, 300n, 300n]);
    await checkLedgerInvariants(store.db.kysely);
  });
});
