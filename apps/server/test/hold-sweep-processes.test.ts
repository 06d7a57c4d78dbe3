import { describe, expect, it } from 'vitest';
import { createMember } from '../src/modules/identity/index.ts';
import { ROUND_HOLD_MS } from '../src/modules/inhouse/rounds.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { leaveRoundPending, mainAccount } from './crash-state.ts';
import { engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { sweepAt, useTwoServers } from './server-process.ts';

/**
 * Two server processes on one database sweep the same abandoned bets at the same moment, three
 * times over: every bet is finished or released once (the lease), and the money adds up.
 */
const { store: storeOf, servers } = useTwoServers();

describe(`two processes sweeping one database (${engine})`, () => {
  it('finish each abandoned round once and release each expired stake once', async () => {
    const k = storeOf().db.kysely;
    const ledger = new Ledger(k);
    const merchantId = (await k.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    const members: number[] = [];
    let wins = 0n;
    for (let m = 0; m < 3; m++) {
      const memberId = await createMember(k, {
        merchantId,
        member: {
          username: `sweeper${m}`,
          password: 'Sweep2026xyz',
        },
      });
      members.push(memberId);
      await ledger.post({
        merchantId,
        currency: 'PHP',
        idemKey: `fund-sweeper${m}`,
        type: 'deposit',
        lines: [
          { account: { member: memberId }, amount: 100_000n },
          { account: { house: 'deposits' }, amount: -100_000n },
        ],
      });
      for (let i = 0; i < 6; i++) {
        const claim = i % 3 !== 2; // two of three claimed their nonce, the third never did
        const r = await leaveRoundPending(k, ledger, {
          merchantId,
          memberId,
          requestId: `two-proc-${m}-${i}`,
          stake: 1000n,
          claim,
        });
        wins += r.win;
      }
    }
    const now = Date.now() + ROUND_HOLD_MS + 120_000;
    let recovered = 0;
    for (let pass = 0; pass < 3; pass++)
      recovered += (await Promise.all(servers.map((s) => sweepAt(s, now)))).reduce((a, b) => a + b, 0);
    expect(recovered).toBe(18);

    const statuses = await k
      .selectFrom('inhouse_rounds')
      .select(['status'])
      .where('request_id', 'like', 'two-proc-%')
      .execute();
    expect(statuses.filter((s) => s.status === 'settled')).toHaveLength(12);
    expect(statuses.filter((s) => s.status === 'void')).toHaveLength(6);
    let total = 0n;
    for (const memberId of members) {
      const a = await mainAccount(k, memberId);
      expect(a.held).toBe(0n);
      total += a.balance;
    }
    // 12 stakes of 10.00 captured, their wins paid; the 6 voided stakes back
    expect(total).toBe(3n * 100_000n - 12n * 1000n + wins);
    const payouts = await k
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('idem_key', 'like', 'inhouse:%:two-proc-%:payout')
      .executeTakeFirstOrThrow();
    expect(Number(payouts.n)).toBe(12 - (await lostRounds(k)));
    await checkLedgerInvariants(k);
  });
});

/** Rounds that claimed a nonce and lost (no payout entry): dice under 98.00 rarely loses. */
async function lostRounds(k: TestStore['db']['kysely']) {
  const rows = await k
    .selectFrom('inhouse_rounds')
    .select('payout')
    .where('request_id', 'like', 'two-proc-%')
    .where('status', '=', 'settled')
    .execute();
  return rows.filter((r) => BigInt(r.payout) === 0n).length;
}
