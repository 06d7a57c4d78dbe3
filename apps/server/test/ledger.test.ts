import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { AppError } from '../src/lib/errors.ts';
import { Ledger, type AccountRef } from '../src/modules/wallet/ledger.ts';
import { createTestStore, engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';

let store: TestStore;
let ledger: Ledger;
let merchantId: number;
const PHP = 'PHP';
const MEMBERS = [101, 102, 103, 104];

beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db);
  await seedDemo(store.db.kysely);
  merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  // As the app runs it: group commit on the embedded database, a transaction per movement on PostgreSQL.
  ledger = new Ledger(store.db.kysely, undefined, { groupCommit: engine === 'sqlite' });
});
afterAll(() => store.drop());

const member = (id: number): AccountRef => ({ member: id });
const house = (code: string): AccountRef => ({ house: code });
let seq = 0;
const key = (label: string) => `${label}-${++seq}-${Math.random().toString(36).slice(2)}`;

const deposit = (id: number, amount: bigint, idemKey = key('dep')) =>
  ledger.post({
    merchantId,
    currency: PHP,
    idemKey,
    type: 'deposit',
    lines: [
      { account: member(id), amount },
      { account: house('deposits'), amount: -amount },
    ],
  });

/** Runs a movement; an expected refusal (not enough money, hold already settled) is not a failure. */
async function attempt<T>(
  run: () => Promise<T>,
  allowed: readonly string[] = ['wallet.insufficient.funds', 'wallet.hold.not.pending'],
): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && allowed.includes(err.code)) return undefined;
    throw err;
  }
}

const checkInvariants = () => checkLedgerInvariants(store.db.kysely);

describe('ledger', () => {
  it('posts balanced entries and refuses unbalanced ones', async () => {
    const posted = await deposit(101, 50_000n);
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
    await deposit(102, 1_000n);
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
    const first = await deposit(103, 700n, idemKey);
    const again = await deposit(103, 700n, idemKey);
    expect(again).toEqual({ ...first, replayed: true });
    await expect(deposit(103, 701n, idemKey)).rejects.toMatchObject({ code: 'idempotency.key.reused' });
    const [main] = await ledger.memberBalances(merchantId, 103);
    expect(main?.balance).toBe(700n);
  });

  it('holds, captures part, and releases the rest; voids and expires holds', async () => {
    await deposit(104, 10_000n);
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
    // capture replayed: same answer; captured again under a new key: the hold is no longer pending
    expect(
      (
        await ledger.capture({
          merchantId,
          currency: PHP,
          holdId: bet.holdId,
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
        holdId: bet.holdId,
        idemKey: key('cap'),
        to: house('game:SSC'),
        type: 'bet',
      }),
    ).rejects.toMatchObject({ code: 'wallet.hold.not.pending' });

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
    [main] = await ledger.memberBalances(merchantId, 104);
    expect(main?.held).toBe(0n);
    await checkInvariants();
  });

  it('answers replays of holds and whole-hold captures like the first call (one-statement path on PostgreSQL)', async () => {
    await deposit(105, 5_000n);
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

  it('answers each of many concurrent holds and captures on its own (one batch statement on PostgreSQL)', async () => {
    const M = [106, 107, 108, 109];
    for (const id of M) await deposit(id, 1_000n);
    const hold = (id: number, idemKey: string, amount: bigint) =>
      ledger.hold({ merchantId, currency: PHP, idemKey, member: id, amount, type: 'bet', ttlMs: 60_000 });
    const replayKey = key('h');
    const replayed = await hold(106, replayKey, 100n);
    const settle = (ps: Promise<unknown>[]) =>
      Promise.all(
        ps.map((p) =>
          p.then(
            (value) => ({ value }),
            (error: unknown) => ({ error }),
          ),
        ),
      );
    // One call ahead runs alone; the rest queue behind it and share the next statement.
    const holds = await settle([
      hold(106, key('h'), 100n),
      hold(106, replayKey, 100n),
      hold(107, replayKey, 100n),
      hold(107, key('h'), 2_000n),
      hold(108, key('h'), 300n),
      hold(108, key('h'), 300n),
      hold(109, key('h'), 1_000n),
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

    const capture = (holdId: number, idemKey: string, amount?: bigint) =>
      ledger.capture({
        merchantId,
        currency: PHP,
        holdId,
        idemKey,
        to: house('game:K3'),
        type: 'bet',
        ...(amount === undefined ? {} : { amount }),
      });
    const capKey = key('cap');
    const first = await capture(replayed.holdId, capKey);
    const partKey = key('cap');
    const caps = await settle([
      capture(ids[0]!, partKey, 50n),
      capture(replayed.holdId, capKey),
      capture(ids[0]!, capKey),
      capture(replayed.holdId, key('cap')),
      capture(ids[4]!, key('cap')),
      capture(ids[5]!, key('cap'), 301n),
      capture(ids[6]!, key('cap')),
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
    expect(await capture(ids[0]!, partKey, 50n)).toEqual({
      ...(caps[0] as { value: object }).value,
      replayed: true,
    });
    await expect(capture(ids[0]!, partKey, 49n)).rejects.toMatchObject({ code: 'idempotency.key.reused' });
    await checkInvariants();
  });

  it('keeps every invariant under random concurrent movements and replays (property)', async () => {
    type Cmd =
      | { op: 'deposit'; m: number; amount: number }
      | { op: 'withdraw'; m: number; amount: number }
      | { op: 'transfer'; from: number; to: number; amount: number }
      | { op: 'hold'; m: number; amount: number }
      | { op: 'capture'; pick: number; part: number }
      | { op: 'void'; pick: number }
      | { op: 'replay'; pick: number };
    const m = fc.constantFrom(...MEMBERS);
    const amount = fc.integer({ min: 1, max: 50_000 });
    const cmd: fc.Arbitrary<Cmd> = fc.oneof(
      fc.record({ op: fc.constant('deposit' as const), m, amount }),
      fc.record({ op: fc.constant('withdraw' as const), m, amount }),
      fc.record({ op: fc.constant('transfer' as const), from: m, to: m, amount }),
      fc.record({ op: fc.constant('hold' as const), m, amount }),
      fc.record({
        op: fc.constant('capture' as const),
        pick: fc.nat(),
        part: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cmd, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const holds: { holdId: number; amount: bigint }[] = [];
          const done: { idemKey: string; run: (k: string) => Promise<unknown>; result: unknown }[] = [];
          const run = async (c: Cmd): Promise<void> => {
            const idemKey = key(c.op);
            let exec: ((k: string) => Promise<unknown>) | undefined;
            switch (c.op) {
              case 'deposit':
                exec = (k) => deposit(c.m, BigInt(c.amount), k);
                break;
              case 'withdraw':
              case 'transfer': {
                const from = c.op === 'withdraw' ? c.m : c.from;
                const to: AccountRef =
                  c.op === 'withdraw'
                    ? house('withdrawals')
                    : member(c.to === c.from ? 101 + ((c.from - 100) % 4) : c.to);
                if ('member' in to && to.member === from) return;
                exec = (k) =>
                  ledger.post({
                    merchantId,
                    currency: PHP,
                    idemKey: k,
                    type: c.op,
                    lines: [
                      { account: member(from), amount: -BigInt(c.amount) },
                      { account: to, amount: BigInt(c.amount) },
                    ],
                  });
                break;
              }
              case 'hold': {
                const r = await attempt(() =>
                  ledger.hold({
                    merchantId,
                    currency: PHP,
                    idemKey,
                    member: c.m,
                    amount: BigInt(c.amount),
                    type: 'bet',
                    ttlMs: 60_000,
                  }),
                );
                if (r) holds.push({ holdId: r.holdId, amount: BigInt(c.amount) });
                return;
              }
              case 'capture': {
                const h = holds[c.pick % Math.max(holds.length, 1)];
                if (!h) return;
                const part = (h.amount * BigInt(c.part)) / 100n || 1n;
                exec = (k) =>
                  ledger.capture({
                    merchantId,
                    currency: PHP,
                    holdId: h.holdId,
                    idemKey: k,
                    to: house('game:SSC'),
                    type: 'bet',
                    amount: part,
                  });
                break;
              }
              case 'void': {
                const h = holds[c.pick % Math.max(holds.length, 1)];
                if (h) await ledger.void(merchantId, h.holdId);
                return;
              }
              case 'replay': {
                const d = done[c.pick % Math.max(done.length, 1)];
                if (!d) return;
                const again = (await attempt(() => d.run(d.idemKey))) as
                  { replayed?: boolean; entryId?: number } | undefined;
                if (again)
                  expect(again).toMatchObject({
                    replayed: true,
                    entryId: (d.result as { entryId: number }).entryId,
                  });
                return;
              }
            }
            // A capture is covered by its hold: only "no longer pending" may refuse it.
            const allowed = c.op === 'capture' ? ['wallet.hold.not.pending'] : undefined;
            const result = await attempt(() => exec(idemKey), allowed);
            if (result) done.push({ idemKey, run: exec, result });
          };
          for (const batch of batches) await Promise.all(batch.map(run));
          await checkInvariants();
        },
      ),
      { numRuns: 25 },
    );
  });
});
