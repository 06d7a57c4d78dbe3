import { describe, expect, it } from 'vitest';
import { checkInvariants, deposit, house, key, ledger, merchantId, PHP, useLedger } from './ledger-suite.ts';

/** Replays of holds and captures, one by one and in concurrent batches (one statement on PostgreSQL). */
useLedger();

/** Waits for every promise, keeping each one's value or error in order. */
const settle = (ps: Promise<unknown>[]) =>
  Promise.all(
    ps.map((p) =>
      p.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    ),
  );

describe('ledger', () => {
  replays();
  concurrentBatches();
});

function replays() {
  it('answers replays of holds and whole-hold captures like the first call (one-statement path on PostgreSQL)', async () => {
    await deposit({ member: 105, amount: 5_000n });
    const hold = (idemKey: string, amount: bigint) =>
      ledger.hold({ merchantId, currency: PHP, idemKey, member: 105, amount, type: 'bet', ttlMs: 60_000 });
    const holdKey = key('h');
    const first = await hold(holdKey, 2_000n);
    expect(first.replayed).toBe(false);
    expect(await hold(holdKey, 2_000n)).toEqual({ holdId: first.holdId, replayed: true });
    await expect(hold(holdKey, 2_001n)).rejects.toMatchObject({ code: 'idempotency.key.reused' });
    // more than is available: refused, and nothing is held
    await expect(hold(key('h'), 5_000n)).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
    let [main] = await ledger.memberBalances(merchantId, 105);
    expect([main?.balance, main?.held]).toEqual([5_000n, 2_000n]);

    const capture = (idemKey: string, amount?: bigint) =>
      ledger.capture({
        merchantId,
        currency: PHP,
        holdId: first.holdId,
        idemKey,
        to: house('game:K3'),
        type: 'bet',
        ...(amount === undefined ? {} : { amount }),
      });
    const captureKey = key('cap');
    const captured = await capture(captureKey);
    expect(captured).toEqual({
      entryId: expect.any(Number),
      replayed: false,
      balances: [{ accountId: main!.accountId, memberId: 105, code: 'main', balance: 3_000n }],
    });
    expect(await capture(captureKey)).toEqual({ ...captured, replayed: true });
    // the fingerprint written by the first capture is the one the same movement computes again
    expect(await capture(captureKey, 2_000n)).toEqual({ ...captured, replayed: true });
    await expect(capture(captureKey, 1_999n)).rejects.toMatchObject({ code: 'idempotency.key.reused' });
    await expect(capture(key('cap'))).rejects.toMatchObject({ code: 'wallet.hold.not.pending' });
    // the hold is settled: its key now answers the first hold, even with nothing left to hold again
    expect(await hold(holdKey, 2_000n)).toEqual({ holdId: first.holdId, replayed: true });
    [main] = await ledger.memberBalances(merchantId, 105);
    expect([main?.balance, main?.held]).toEqual([3_000n, 0n]);
    expect(await ledger.houseBalance(merchantId, 'game:K3')).toBe(2_000n);

    const over = await hold(key('h'), 100n);
    await expect(
      ledger.capture({
        merchantId,
        currency: PHP,
        holdId: over.holdId,
        idemKey: key('cap'),
        to: house('game:K3'),
        type: 'bet',
        amount: 101n,
      }),
    ).rejects.toThrow(/within the hold/);
    await checkInvariants();
  });
}

function concurrentBatches() {
  it('answers each of many concurrent holds and captures on its own (one batch statement on PostgreSQL)', async () => {
    const M = [106, 107, 108, 109];
    for (const id of M) await deposit({ member: id, amount: 1_000n });
    const hold = (h: { member: number; idemKey: string; amount: bigint }) =>
      ledger.hold({ merchantId, currency: PHP, ...h, type: 'bet', ttlMs: 60_000 });
    const replayKey = key('h');
    const replayed = await hold({ member: 106, idemKey: replayKey, amount: 100n });
    // One call ahead runs alone; the rest queue behind it and share the next statement.
    const holds = await settle([
      hold({ member: 106, idemKey: key('h'), amount: 100n }),
      hold({ member: 106, idemKey: replayKey, amount: 100n }),
      hold({ member: 107, idemKey: replayKey, amount: 100n }),
      hold({ member: 107, idemKey: key('h'), amount: 2_000n }),
      hold({ member: 108, idemKey: key('h'), amount: 300n }),
      hold({ member: 108, idemKey: key('h'), amount: 300n }),
      hold({ member: 109, idemKey: key('h'), amount: 1_000n }),
    ]);
    expect(holds[1]).toEqual({ value: { holdId: replayed.holdId, replayed: true } });
    expect(holds[2]).toMatchObject({ error: { code: 'idempotency.key.reused' } });
    expect(holds[3]).toMatchObject({ error: { code: 'wallet.insufficient.funds' } });
    for (const i of [0, 4, 5, 6]) expect(holds[i]).toMatchObject({ value: { replayed: false } });
    const ids = holds.map((h) => ('value' in h ? (h.value as { holdId: number }).holdId : 0));
    const held = async () =>
      Object.fromEntries(
        await Promise.all(M.map(async (id) => [id, (await ledger.memberBalances(merchantId, id))[0]?.held])),
      );
    expect(await held()).toEqual({ 106: 200n, 107: 0n, 108: 600n, 109: 1_000n });

    const capture = (c: { holdId: number; idemKey: string; amount?: bigint }) =>
      ledger.capture({
        merchantId,
        currency: PHP,
        holdId: c.holdId,
        idemKey: c.idemKey,
        to: house('game:K3'),
        type: 'bet',
        ...(c.amount === undefined ? {} : { amount: c.amount }),
      });
    const capKey = key('cap');
    const first = await capture({ holdId: replayed.holdId, idemKey: capKey });
    const partKey = key('cap');
    const caps = await settle([
      capture({ holdId: ids[0]!, idemKey: partKey, amount: 50n }),
      capture({ holdId: replayed.holdId, idemKey: capKey }),
      capture({ holdId: ids[0]!, idemKey: capKey }),
      capture({ holdId: replayed.holdId, idemKey: key('cap') }),
      capture({ holdId: ids[4]!, idemKey: key('cap') }),
      capture({ holdId: ids[5]!, idemKey: key('cap'), amount: 301n }),
      capture({ holdId: ids[6]!, idemKey: key('cap') }),
    ]);
    expect(caps[0]).toMatchObject({
      value: { replayed: false, balances: [{ memberId: 106, balance: 850n }] },
    });
    expect(caps[1]).toEqual({ value: { ...first, replayed: true } });
    expect(caps[2]).toMatchObject({ error: { code: 'idempotency.key.reused' } });
    expect(caps[3]).toMatchObject({ error: { code: 'wallet.hold.not.pending' } });
    expect(caps[4]).toMatchObject({
      value: { replayed: false, balances: [{ memberId: 108, balance: 700n }] },
    });
    expect(caps[5]).toMatchObject({ error: { message: expect.stringMatching(/within the hold/) } });
    expect(caps[6]).toMatchObject({ value: { replayed: false, balances: [{ memberId: 109, balance: 0n }] } });
    expect(await held()).toEqual({ 106: 0n, 107: 0n, 108: 300n, 109: 0n });
    // the fingerprint a batch wrote is the one the same movement computes again
    expect(await capture({ holdId: ids[0]!, idemKey: partKey, amount: 50n })).toEqual({
      ...(caps[0] as { value: object }).value,
      replayed: true,
    });
    await expect(capture({ holdId: ids[0]!, idemKey: partKey, amount: 49n })).rejects.toMatchObject({
      code: 'idempotency.key.reused',
    });
    await checkInvariants();
  });
}
