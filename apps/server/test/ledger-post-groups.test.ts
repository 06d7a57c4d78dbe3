import { beforeAll, describe, expect, it } from 'vitest';
import type { Movement } from '../src/modules/wallet/ledger.ts';
import { engine } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { ledger, merchantId, PHP, store, useLedger } from './ledger-suite.ts';

// Groups of entries posted in one statement inside a bulk transaction (`work.postGroups`, a batch
// of bets on PostgreSQL): each member's entries written whole with their running balances, or,
// the member's money short, not at all, while the other groups go through; each entry exactly as
// `work.post` writes it (the same fingerprint, lines and balances after).
useLedger();

const move = (idemKey: string, member: number, amount: bigint, ref = `ref-${idemKey}`): Movement => ({
  merchantId,
  currency: PHP,
  idemKey,
  type: amount < 0n ? 'bet' : 'payout',
  ref,
  lines: [
    { account: { member }, amount },
    { account: { house: 'games' }, amount: -amount },
  ],
});

const balance = async (member: number) =>
  (await ledger.memberBalances(merchantId, member)).find((a) => a.code === 'main')!;

const written = (keys: string[]) =>
  store.db.kysely
    .selectFrom('ledger_entries')
    .innerJoin('ledger_lines', 'ledger_lines.entry_id', 'ledger_entries.id')
    .select([
      'ledger_entries.idem_key',
      'ledger_entries.fingerprint',
      'ledger_lines.amount',
      'ledger_lines.balance_after',
    ])
    .where('ledger_entries.merchant_id', '=', merchantId)
    .where('ledger_entries.idem_key', 'in', keys)
    .orderBy('ledger_lines.id')
    .execute();

beforeAll(async () => {
  for (const id of [401, 402, 403, 404])
    await ledger.post({ ...move(`pg-dep-${id}`, id, 1_000n), type: 'deposit' });
});

describe.runIf(engine === 'postgres')('work.postGroups', () => {
  it('writes each group whole with running balances, and skips a group short of money', async () => {
    await ledger.hold({
      merchantId,
      currency: PHP,
      idemKey: 'pg-hold',
      member: 403,
      amount: 300n,
      type: 'bet',
      ttlMs: 60_000,
    });
    const out = await ledger.bulk((work) =>
      work.postGroups([
        [move('g1-a', 401, -400n), move('g1-b', 401, 900n), move('g1-c', 401, -1_500n)],
        [move('g2-a', 402, -1_001n)], // short by one
        [move('g3-a', 403, -700n)], // 1,000 less 300 held: exactly enough
        [move('g4-a', 404, 50n), move('g4-b', 404, -1_050n)], // enough only after its credit
      ]),
    );
    expect(out.map((g) => g && g.posted.map((p) => p.balances[0]!.balance))).toEqual([
      [600n, 1_500n, 0n],
      undefined,
      [300n],
      [1_050n, 0n],
    ]);
    expect(out[2]).toMatchObject({ balance: 300n, held: 300n, available: 0n });
    expect((await written(['g2-a'])).length).toBe(0);
    expect(await balance(402)).toMatchObject({ balance: 1_000n });
    expect(await balance(401)).toMatchObject({ balance: 0n });
    const lines = await written(['g1-a', 'g1-b', 'g1-c']);
    expect(
      lines.map((l) => [BigInt(l.amount), l.balance_after === null ? null : BigInt(l.balance_after)]),
    ).toEqual([
      [-400n, 600n],
      [400n, null],
      [900n, 1_500n],
      [-900n, null],
      [-1_500n, 0n],
      [1_500n, null],
    ]);
    await checkLedgerInvariants(store.db.kysely);
  });

  it('writes the entries `post` would: the same fingerprints, lines and balances', async () => {
    await ledger.post({ ...move('pg-dep-more', 401, 2_000n), type: 'deposit' });
    const [group] = await ledger.bulk((work) =>
      work.postGroups([[move('same-a', 401, -250n, 'round-1'), move('same-b', 401, 90n, 'round-1')]]),
    );
    await ledger.bulk(async (work) => {
      await work.post(move('same-c', 401, -250n, 'round-1'));
      await work.post(move('same-d', 401, 90n, 'round-1'));
    });
    const grouped = await written(['same-a', 'same-b']);
    const single = await written(['same-c', 'same-d']);
    expect(grouped.map((l) => [l.amount, l.fingerprint])).toEqual(
      single.map((l) => [l.amount, l.fingerprint]),
    );
    expect(single.map((l) => l.balance_after)).toEqual(
      grouped.map((l) => (l.balance_after === null ? null : String(BigInt(l.balance_after) - 160n))),
    );
    // A replay of a grouped entry's key answers it, as a replay of any entry does.
    const again = await ledger.bulk((work) => work.post(move('same-a', 401, -250n, 'round-1')));
    expect(again).toMatchObject({ replayed: true, entryId: group!.posted[0]!.entryId });
  });

  it('fails the whole transaction on a key already used, leaving nothing of it', async () => {
    const before = await balance(401);
    await expect(
      ledger.bulk((work) => work.postGroups([[move('fresh-1', 401, -100n)], [move('pg-dep-404', 404, 5n)]])),
    ).rejects.toThrow();
    expect((await written(['fresh-1'])).length).toBe(0);
    expect(await balance(401)).toMatchObject({ balance: before.balance });
    expect(before.balance).toBeGreaterThan(100n);
  });
});
