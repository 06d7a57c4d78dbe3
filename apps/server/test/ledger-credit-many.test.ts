import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { createDemoStore, engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';

let store: TestStore;
let ledger: Ledger;
let merchantId: number;

beforeAll(async () => {
  store = await createDemoStore();
  merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  ledger = new Ledger(store.db.kysely, { groupCommit: engine === 'sqlite' });
});
afterAll(() => store.drop());

const balance = async (member: number) =>
  (await ledger.memberBalances(merchantId, member)).find((a) => a.code === 'main')?.balance ?? 0n;

describe('one entry crediting many accounts (lottery rebates)', () => {
  it('pays every account once from the house, one line each, and a replay moves nothing', async () => {
    const credits = Array.from({ length: 300 }, (_, i) => ({
      member: 301 + i,
      code: 'main',
      amount: BigInt(i + 1),
    }));
    const movement = {
      merchantId,
      currency: 'PHP',
      idemKey: 'credit-many-1',
      type: 'rebate',
      ref: 'SSC1 20261123-0601',
      house: 'lottery:SSC1',
      credits,
    };
    const first = await ledger.creditMany(movement);
    expect(first.replayed).toBe(false);
    expect(first.balances.find((b) => b.memberId === 400)).toMatchObject({ code: 'main', balance: 100n });
    expect(await balance(600)).toBe(300n);
    expect(await ledger.houseBalance(merchantId, 'lottery:SSC1')).toBe(-((300n * 301n) / 2n));
    const lines = await store.db.kysely
      .selectFrom('ledger_lines')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('entry_id', '=', first.entryId)
      .executeTakeFirstOrThrow();
    expect(Number(lines.n)).toBe(301);

    // The same key and lines, by either path, replay the first entry.
    expect((await ledger.creditMany(movement)).entryId).toBe(first.entryId);
    const viaPost = await ledger.post({
      ...movement,
      lines: [
        ...credits.map((c) => ({ account: { member: c.member }, amount: c.amount })),
        { account: { house: 'lottery:SSC1' }, amount: -((300n * 301n) / 2n) },
      ],
    });
    expect([viaPost.replayed, viaPost.entryId]).toEqual([true, first.entryId]);
    expect(await balance(600)).toBe(300n);
    // Other amounts under the same key are refused, not paid.
    await expect(
      ledger.creditMany({ ...movement, credits: [{ member: 301, code: 'main', amount: 5n }] }),
    ).rejects.toThrow('idempotency.key.reused');
    await expect(ledger.creditMany({ ...movement, idemKey: 'credit-many-2', credits: [] })).rejects.toThrow();
    await checkLedgerInvariants(store.db.kysely);
  });
});
