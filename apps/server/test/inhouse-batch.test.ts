import { describe, expect, it } from 'vitest';
import type { FairnessValue, PlayValue } from '@lotto/contracts';
import { Rounds } from '../src/modules/inhouse/rounds.ts';
import { Seeds } from '../src/modules/inhouse/seeds.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { mainAccount } from './crash-state.ts';
import { engine } from './harness.ts';
import { loggedDb, split } from './inhouse-logged.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { bodies, fund, get, ids, minor, play, signIn, t, useInhouseApp } from './inhouse-suite.ts';

/**
 * Concurrent rounds (on PostgreSQL played in batches, one transaction for many rounds): each
 * member's rounds take consecutive nonces, each answer carries the member's money right after its
 * own round, a member short of money is refused alone, and the ledger, the rounds and the betting
 * record agree afterwards.
 */
useInhouseApp();
const db = () => t.store.db.kysely;
const nonceOf = async (who: string) =>
  (await get<FairnessValue>('/wps/inhouse/fairness', who)).json.value.nonce;
const GAMES = ['dice', 'keno', 'plinko', 'slot', 'mines'] as const;

/**
 * Each member's answered rounds in nonce order: consecutive from `start`; on PostgreSQL (rounds
 * played in a batch) each answer's balance is the running one, right after that round. The
 * embedded database answers the balance as read after its commit, which may count later rounds.
 */
function expectRunning(answers: PlayValue[], o: { start: number; opening: bigint }) {
  const sorted = [...answers].sort((a, b) => a.nonce - b.nonce);
  expect(sorted.map((v) => v.nonce)).toEqual(sorted.map((_, i) => o.start + i));
  let money = o.opening;
  for (const v of sorted) {
    money += minor(v.payout) - minor(v.stake);
    if (engine === 'postgres') expect(minor(v.balance)).toBe(money);
  }
  return money;
}

describe(`concurrent rounds of many members (${engine})`, () => {
  it('gives each member consecutive nonces and answers each round with the money right after it', async () => {
    const who = ['bo1', 'bo2', 'bo3', 'bo4', 'bo5', 'bo6'];
    for (const w of who) {
      await signIn(w);
      await fund(w, 100_000n);
    }
    const starts = await Promise.all(who.map(nonceOf));
    const results = await Promise.all(
      who.flatMap((w) => Array.from({ length: 5 }, (_, i) => play(w, GAMES[i]!).then((r) => ({ w, r })))),
    );
    expect(results.every(({ r }) => r.status === 200)).toBe(true);
    for (const [n, w] of who.entries()) {
      const mine = results.filter((x) => x.w === w).map((x) => x.r.json.value);
      const money = expectRunning(mine, { start: starts[n]!, opening: 100_000n });
      expect(await mainAccount(db(), ids[w]!)).toEqual({ balance: money, held: 0n });
      const rounds = await db()
        .selectFrom('inhouse_rounds')
        .select(['id', 'nonce', 'status'])
        .where('member_id', '=', ids[w]!)
        .execute();
      expect(rounds.map((r) => r.status)).toEqual(rounds.map(() => 'settled'));
      const bets = await db()
        .selectFrom('bets')
        .select('round_id')
        .where('member_id', '=', ids[w]!)
        .execute();
      expect(bets.map((b) => Number(b.round_id)).sort()).toEqual(rounds.map((r) => r.id).sort());
    }
    await checkLedgerInvariants(db());
  });

  it('refuses only the member short of money, giving back the nonces it took', async () => {
    await signIn('poor');
    await fund('poor', 500n); // 5.00: not one round of 10.00
    await signIn('rich');
    await fund('rich', 100_000n);
    const [poorStart, richStart] = [await nonceOf('poor'), await nonceOf('rich')];
    const results = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => play('poor', GAMES[i]!).then((r) => ({ w: 'poor', r }))),
      ...Array.from({ length: 4 }, (_, i) => play('rich', GAMES[i]!).then((r) => ({ w: 'rich', r }))),
    ]);
    for (const { w, r } of results)
      expect([w, r.status, r.json.code ?? 'ok']).toEqual(
        w === 'poor' ? [w, 422, 'wallet.insufficient.funds'] : [w, 200, 'ok'],
      );
    expect(await nonceOf('poor')).toBe(poorStart);
    expectRunning(
      results.filter((x) => x.w === 'rich').map((x) => x.r.json.value),
      { start: richStart, opening: 100_000n },
    );
    expect(await mainAccount(db(), ids['poor']!)).toEqual({ balance: 500n, held: 0n });
    await checkLedgerInvariants(db());
  });

  it.runIf(engine === 'postgres')(
    'plays concurrent rounds of different members in one transaction',
    async () => {
      const log: string[] = [];
      const logged = loggedDb(t, log);
      try {
        const wallet = new Wallet(new Ledger(logged, { groupCommit: false }));
        const rounds = new Rounds({ db: logged, wallet, seeds: new Seeds(logged) });
        const brand = (await t.app.platform.brands.byCode('demo'))!;
        const who = ['bo1', 'bo2', 'bo3', 'bo4'];
        const players = await Promise.all(
          who.map(async (w) => ({
            brand,
            member: await db()
              .selectFrom('members')
              .selectAll()
              .where('id', '=', ids[w]!)
              .executeTakeFirstOrThrow(),
          })),
        );
        const body = (w: string, i: number) => ({
          game: 'dice' as const,
          stake: '10.00',
          params: bodies.dice,
          requestId: `batch-${w}-${i}`,
        });
        await Promise.all(players.map((p, n) => rounds.play(p, body(who[n]!, 0)))); // accounts opened and kept
        log.length = 0;
        const played = await Promise.all(
          players.flatMap((p, n) => [0, 1, 2].map((i) => rounds.play(p, body(who[n]!, i + 1)))),
        );
        expect(played.length).toBe(12);
        // the first round goes alone; the eleven that queued behind it share one or two commits
        expect(split(log).commits).toBeLessThanOrEqual(3);
      } finally {
        await logged.destroy();
      }
    },
  );
});
