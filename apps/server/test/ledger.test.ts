import { describe, expect, it } from 'vitest';
import {
  checkInvariants,
  deposit,
  house,
  key,
  ledger,
  member,
  merchantId,
  PHP,
  store,
  useLedger,
} from './ledger-suite.ts';

/** Postings: balanced, never below zero, replayed by key; holds captured in part, voided and expired. */
useLedger();

/** Captured again under its key: the same answer; under a new key: the hold is no longer pending. */
async function captureAgain(holdId: number, captureKey: string) {
  expect(
    (
      await ledger.capture({
        merchantId,
        currency: PHP,
        holdId,
        idemKey: captureKey,
        to: house('game:SSC'),
        type: 'bet',
        amount: 3_000n,
      })
    ).replayed,
  ).toBe(true);
  await expect(
    ledger.capture({
      merchantId,
      currency: PHP,
      holdId,
      idemKey: key('cap'),
      to: house('game:SSC'),
      type: 'bet',
    }),
  ).rejects.toMatchObject({ code: 'wallet.hold.not.pending' });
}

/** A hold voided once, and a hold past its time expired. */
async function voidAndExpire() {
  const voidable = await ledger.hold({
    merchantId,
    currency: PHP,
    idemKey: key('h'),
    member: 104,
    amount: 1_000n,
    type: 'withdraw',
    ttlMs: 60_000,
  });
  expect(await ledger.void(merchantId, voidable.holdId)).toBe(true);
  expect(await ledger.void(merchantId, voidable.holdId)).toBe(false);
  await ledger.hold({
    merchantId,
    currency: PHP,
    idemKey: key('h'),
    member: 104,
    amount: 500n,
    type: 'bet',
    ttlMs: -1,
  });
  expect(await ledger.expireHolds()).toBeGreaterThanOrEqual(1);
}

describe('ledger', () => {
  postings();
  holds();
});

function postings() {
  it('posts balanced entries and refuses unbalanced ones', async () => {
    const posted = await deposit({ member: 101, amount: 50_000n });
    expect(posted.balances).toEqual([
      { accountId: expect.any(Number), memberId: 101, code: 'main', balance: 50_000n },
    ]);
    await expect(
      ledger.post({
        merchantId,
        currency: PHP,
        idemKey: key('bad'),
        type: 'deposit',
        lines: [
          { account: member(101), amount: 5n },
          { account: house('deposits'), amount: -4n },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    await checkInvariants();
  });

  it('never lets a member balance go below zero, and a failed movement leaves nothing behind', async () => {
    await deposit({ member: 102, amount: 1_000n });
    const entriesBefore = await store.db.kysely.selectFrom('ledger_entries').select('id').execute();
    const overdraw = () =>
      ledger.post({
        merchantId,
        currency: PHP,
        idemKey: key('wd'),
        type: 'withdraw',
        lines: [
          { account: member(102), amount: -1_001n },
          { account: house('withdrawals'), amount: 1_001n },
        ],
      });
    await expect(overdraw()).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
    const entriesAfter = await store.db.kysely.selectFrom('ledger_entries').select('id').execute();
    expect(entriesAfter.length).toBe(entriesBefore.length);
    await checkInvariants();
  });

  it('answers a replay with the first result and refuses a key reused for something else', async () => {
    const idemKey = key('replay');
    const first = await deposit({ member: 103, amount: 700n, idemKey });
    const again = await deposit({ member: 103, amount: 700n, idemKey });
    expect(again).toEqual({ ...first, replayed: true });
    await expect(deposit({ member: 103, amount: 701n, idemKey })).rejects.toMatchObject({
      code: 'idempotency.key.reused',
    });
    const [main] = await ledger.memberBalances(merchantId, 103);
    expect(main?.balance).toBe(700n);
  });
}

function holds() {
  it('holds, captures part, and releases the rest; voids and expires holds', async () => {
    await deposit({ member: 104, amount: 10_000n });
    const bet = await ledger.hold({
      merchantId,
      currency: PHP,
      idemKey: key('h'),
      member: 104,
      amount: 4_000n,
      type: 'bet',
      ttlMs: 60_000,
    });
    let [main] = await ledger.memberBalances(merchantId, 104);
    expect([main?.balance, main?.held, main?.available]).toEqual([10_000n, 4_000n, 6_000n]);
    // a second hold beyond the available money is refused
    await expect(
      ledger.hold({
        merchantId,
        currency: PHP,
        idemKey: key('h'),
        member: 104,
        amount: 6_001n,
        type: 'bet',
        ttlMs: 60_000,
      }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
    const captureKey = key('cap');
    const captured = await ledger.capture({
      merchantId,
      currency: PHP,
      holdId: bet.holdId,
      idemKey: captureKey,
      to: house('game:SSC'),
      type: 'bet',
      amount: 3_000n,
    });
    expect(captured.balances[0]?.balance).toBe(7_000n);
    [main] = await ledger.memberBalances(merchantId, 104);
    expect([main?.balance, main?.held]).toEqual([7_000n, 0n]);
    expect(await ledger.houseBalance(merchantId, 'game:SSC')).toBe(3_000n);
    await captureAgain(bet.holdId, captureKey);
    await voidAndExpire();
    [main] = await ledger.memberBalances(merchantId, 104);
    expect(main?.held).toBe(0n);
    await checkInvariants();
  });
}
