import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountRef } from '../src/modules/wallet/ledger.ts';
import {
  attempt,
  checkInvariants,
  deposit,
  house,
  key,
  ledger,
  member,
  MEMBERS,
  merchantId,
  PHP,
  useLedger,
} from './ledger-suite.ts';

/** Every invariant of the ledger under random batches of concurrent movements and replays. */
useLedger();

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

type Exec = (k: string) => Promise<unknown>;
/** What one run of the property has done so far: holds to capture or void, movements to replay. */
type Trail = {
  holds: { holdId: number; amount: bigint }[];
  done: { idemKey: string; run: Exec; result: unknown }[];
};

/** A deposit, withdraw or transfer as a movement under a key; null for a transfer to its own sender. */
function postingOf(c: Extract<Cmd, { op: 'deposit' | 'withdraw' | 'transfer' }>): Exec | null {
  if (c.op === 'deposit') return (k) => deposit({ member: c.m, amount: BigInt(c.amount), idemKey: k });
  const from = c.op === 'withdraw' ? c.m : c.from;
  const to: AccountRef =
    c.op === 'withdraw' ? house('withdrawals') : member(c.to === c.from ? 101 + ((c.from - 100) % 4) : c.to);
  if ('member' in to && to.member === from) return null;
  return (k) =>
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
}

/** A capture of part of a hold taken earlier, as a movement under a key; null before any hold. */
function captureOf(c: Extract<Cmd, { op: 'capture' }>, trail: Trail): Exec | null {
  const h = trail.holds[c.pick % Math.max(trail.holds.length, 1)];
  if (!h) return null;
  const part = (h.amount * BigInt(c.part)) / 100n || 1n;
  return (k) =>
    ledger.capture({
      merchantId,
      currency: PHP,
      holdId: h.holdId,
      idemKey: k,
      to: house('game:SSC'),
      type: 'bet',
      amount: part,
    });
}

/** Runs commands against the ledger, keeping in `trail` what later commands pick from. */
function commandRunner(trail: Trail) {
  const hold = async (c: Extract<Cmd, { op: 'hold' }>, idemKey: string) => {
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
    if (r) trail.holds.push({ holdId: r.holdId, amount: BigInt(c.amount) });
  };
  const replay = async (c: Extract<Cmd, { op: 'replay' }>) => {
    const d = trail.done[c.pick % Math.max(trail.done.length, 1)];
    if (!d) return;
    const again = (await attempt(() => d.run(d.idemKey))) as
      { replayed?: boolean; entryId?: number } | undefined;
    if (again)
      expect(again).toMatchObject({
        replayed: true,
        entryId: (d.result as { entryId: number }).entryId,
      });
  };
  return async (c: Cmd): Promise<void> => {
    const idemKey = key(c.op);
    if (c.op === 'hold') return hold(c, idemKey);
    if (c.op === 'replay') return replay(c);
    if (c.op === 'void') {
      const h = trail.holds[c.pick % Math.max(trail.holds.length, 1)];
      if (h) await ledger.void(merchantId, h.holdId);
      return;
    }
    const exec = c.op === 'capture' ? captureOf(c, trail) : postingOf(c);
    if (!exec) return;
    // A capture is covered by its hold: only "no longer pending" may refuse it.
    const allowed = c.op === 'capture' ? ['wallet.hold.not.pending'] : undefined;
    const result = await attempt(() => exec(idemKey), allowed);
    if (result) trail.done.push({ idemKey, run: exec, result });
  };
}

describe('ledger', () => {
  it('keeps every invariant under random concurrent movements and replays (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cmd, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const run = commandRunner({ holds: [], done: [] });
          for (const batch of batches) await Promise.all(batch.map(run));
          await checkInvariants();
        },
      ),
      { numRuns: 25 },
    );
  });
});
