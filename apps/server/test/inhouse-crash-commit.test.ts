import { describe, expect, it } from 'vitest';
import { CrashGame } from '../src/modules/inhouse/crash.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { mainAccount } from './crash-state.ts';
import { engine } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { fund, ids, signIn, t, testClock, useInhouseApp } from './inhouse-suite.ts';
import { loggedDb, split } from './inhouse-logged.ts';

/** A crash bet is placed in one transaction, and each bet of a crashed round settled in one. */
useInhouseApp();
const db = () => t.store.db.kysely;

describe(`crash bets commit once (${engine})`, () => {
  it('places a crash bet in one transaction, and settles each bet in one', async () => {
    await signIn('hal');
    await fund('hal', 10_000n);
    const log: string[] = [];
    const logged = loggedDb(t, log);
    try {
      const wallet = new Wallet(new Ledger(logged, { groupCommit: engine === 'sqlite' }));
      const crash = new CrashGame({
        db: logged,
        wallet,
        clock: t.app.inhouse.clock,
        timeZoneOf: () => Promise.resolve('Asia/Manila'),
      });
      const brand = (await t.app.platform.brands.byCode('demo'))!;
      const member = await db()
        .selectFrom('members')
        .selectAll()
        .where('id', '=', ids['hal']!)
        .executeTakeFirstOrThrow();
      testClock.now = Date.now();
      await crash.tick();
      const bet = (i: number, stake = '10.00') =>
        crash.bet({ brand, member }, { stake, target: 101 + i * 50, requestId: `commit-hal-crash-${i}` });
      const first = await bet(0); // the accounts and the game row are made and kept
      const placed = [first];
      for (let i = 1; i <= 3; i++) {
        log.length = 0;
        placed.push(await bet(i));
        const r = split(log);
        expect(r.commits).toBe(1);
        expect(r.outside.filter((sql) => !/^select/i.test(sql))).toEqual([]);
      }
      // not enough money: no bet, no hold, no record
      log.length = 0;
      await expect(bet(9, '500.00')).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
      expect(split(log).commits).toBe(engine === 'sqlite' ? 1 : 0); // the group commit's, empty
      const broke = await db()
        .selectFrom('crash_bets')
        .select('id')
        .where('request_id', '=', 'commit-hal-crash-9')
        .execute();
      expect(broke).toEqual([]);
      expect(await mainAccount(db(), ids['hal']!)).toEqual({ balance: 10_000n, held: 4000n });

      const round = await db()
        .selectFrom('crash_rounds')
        .selectAll()
        .where('id', '=', first.roundId)
        .executeTakeFirstOrThrow();
      testClock.now = Number(round.crash_at);
      log.length = 0;
      await crash.tick();
      // every bet's settlement is inside a transaction; on PostgreSQL one transaction per bet
      const transactions: string[][] = [];
      let open: string[] | undefined;
      for (const sql of log) {
        if (/^begin/i.test(sql)) transactions.push((open = []));
        else if (/^commit/i.test(sql)) open = undefined;
        else if (!open && /update "crash_bets"/i.test(sql)) throw new Error(`outside a transaction: ${sql}`);
        else open?.push(sql);
      }
      const settling = transactions.map((tx) => tx.filter((sql) => /update "crash_bets"/i.test(sql)).length);
      expect(settling.reduce((a, b) => a + b, 0)).toBe(placed.length);
      if (engine === 'postgres') expect(settling.filter((n) => n > 0).every((n) => n === 1)).toBe(true);
      const rows = await db()
        .selectFrom('crash_bets')
        .select(['status', 'payout', 'target'])
        .where('member_id', '=', ids['hal']!)
        .execute();
      expect(rows.every((r) => r.status === 'settled')).toBe(true);
      const wins = rows.reduce((s, r) => s + BigInt(r.payout), 0n);
      expect(await mainAccount(db(), ids['hal']!)).toEqual({ balance: 10_000n - 4000n + wins, held: 0n });
      await checkLedgerInvariants(db());
    } finally {
      await logged.destroy();
    }
  });
});
