import { describe, expect, it } from 'vitest';
import type { FairnessValue, PlayValue } from '@lotto/contracts';
import { Rounds } from '../src/modules/inhouse/rounds.ts';
import { Seeds } from '../src/modules/inhouse/seeds.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { DICE, leaveRoundPending, mainAccount } from './crash-state.ts';
import { engine } from './harness.ts';
import { loggedDb, split } from './inhouse-logged.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import {
  available,
  bodies,
  entries,
  fund,
  get,
  ids,
  merchantId,
  minor,
  play,
  post,
  signIn,
  t,
  useInhouseApp,
} from './inhouse-suite.ts';

/** Each in-house round is one transaction: one commit, nothing written outside it, all or nothing. */
useInhouseApp();
const db = () => t.store.db.kysely;

const count = async (
  table: 'inhouse_rounds' | 'bets' | 'ledger_entries' | 'member_figures',
  memberId?: number,
) => {
  let q = db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (memberId !== undefined && table !== 'ledger_entries') q = q.where('member_id', '=', memberId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const nonceOf = async (who: string) =>
  (await get<FairnessValue>('/wps/inhouse/fairness', who)).json.value.nonce;

describe(`one commit per round (${engine})`, () => {
  it('plays a round in one transaction: one commit, no write outside it', async () => {
    await signIn('cat');
    await fund('cat', 100_000n);
    const log: string[] = [];
    const logged = loggedDb(t, log);
    try {
      const wallet = new Wallet(new Ledger(logged, { groupCommit: engine === 'sqlite' }));
      const rounds = new Rounds({ db: logged, wallet, seeds: new Seeds(logged) });
      const brand = (await t.app.platform.brands.byCode('demo'))!;
      const member = await db()
        .selectFrom('members')
        .selectAll()
        .where('id', '=', ids['cat']!)
        .executeTakeFirstOrThrow();
      const player = { brand, member };
      const body = (i: number) => ({
        game: 'dice' as const,
        stake: '10.00',
        params: bodies.dice,
        requestId: `commit-cat-${i}`,
      });
      await rounds.play(player, body(0)); // first use: the pair, the accounts and the game row are made and kept
      const per: ReturnType<typeof split>[] = [];
      for (let i = 1; i <= 6; i++) {
        log.length = 0;
        const v = await rounds.play(player, body(i));
        expect(v.nonce).toBe(i);
        per.push(split(log));
      }
      for (const r of per) {
        expect(r.commits).toBe(1);
        expect(r.outside.filter((s) => !/^select/i.test(s))).toEqual([]);
      }
      const statements = per.map((r) => r.inside.filter((s) => !/^(savepoint|release)/i.test(s)).length);
      const outside = per.map((r) => r.outside.length);
      // what a round costs, for the record: claim, round, 3 per entry (stake, win), record, figures
      console.info(
        `${engine}: statements per round in its transaction ${statements.join(',')}; outside ${outside.join(',')}`,
      );
      expect(Math.max(...statements)).toBeLessThanOrEqual(11);
      expect(Math.max(...outside)).toBeLessThanOrEqual(1); // the balance answered
      // a replay: no transaction commits anything, the first round is answered
      log.length = 0;
      const again = await rounds.play(player, body(3));
      expect(again.nonce).toBe(3);
      expect(split(log).commits).toBe(engine === 'sqlite' ? 1 : 0); // the group commit's (empty) one
    } finally {
      await logged.destroy();
    }
  });

  it('answers a replay with the first round and debits once, even when the replays race', async () => {
    await signIn('dan');
    await fund('dan', 50_000n);
    const before = minor(await available('dan'));
    const requestId = 'commit-dan-replay';
    const results = await Promise.all(
      Array.from({ length: 6 }, () => play('dan', { game: 'keno', requestId })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const first = results[0]!.json.value;
    for (const r of results) expect({ ...r.json.value, balance: '' }).toEqual({ ...first, balance: '' });
    expect(minor(await available('dan'))).toBe(before - 1000n + minor(first.payout));
    expect(await count('inhouse_rounds', ids['dan'])).toBe(1);
    expect(await count('bets', ids['dan'])).toBe(1);
    expect(await nonceOf('dan')).toBe(1);
    const keys = await db()
      .selectFrom('ledger_entries')
      .select('idem_key')
      .where('idem_key', 'like', `inhouse:${ids['dan']}:${requestId}%`)
      .execute();
    expect(keys.length).toBe(minor(first.payout) > 0n ? 2 : 1);
  });

  it('writes nothing when the money is not there', async () => {
    await signIn('eve');
    await fund('eve', 999n);
    const nonce = await nonceOf('eve');
    const moved = await entries();
    const figures = await count('member_figures', ids['eve']);
    const res = await play('eve', { game: 'slot', stake: '10.00', requestId: 'commit-eve-broke' });
    expect([res.status, res.json.code]).toEqual([422, 'wallet.insufficient.funds']);
    expect(await entries()).toBe(moved);
    expect(await nonceOf('eve')).toBe(nonce);
    expect(await count('inhouse_rounds', ids['eve'])).toBe(0);
    expect(await count('bets', ids['eve'])).toBe(0);
    expect(await count('member_figures', ids['eve'])).toBe(figures);
    expect(await mainAccount(db(), ids['eve']!)).toEqual({ balance: 999n, held: 0n });
  });

  it('gives concurrent rounds of one member distinct nonces and never takes the balance below zero', async () => {
    await signIn('fay');
    await fund('fay', 5_000n); // 50.00: about five rounds of 10.00, more with wins
    const start = await nonceOf('fay');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        play('fay', (['dice', 'keno', 'plinko', 'slot', 'mines'] as const)[i % 5]!),
      ),
    );
    const won = results.filter((r) => r.status === 200).map((r) => r.json.value);
    const refused = results.filter((r) => r.status !== 200);
    expect(won.length).toBeGreaterThanOrEqual(5);
    expect(refused.every((r) => r.json.code === 'wallet.insufficient.funds')).toBe(true);
    expect(won.map((v) => v.nonce).sort((a, b) => a - b)).toEqual(won.map((_, i) => start + i));
    expect(await nonceOf('fay')).toBe(start + won.length); // a refused round uses no nonce
    const paid = won.reduce((s, v) => s + minor(v.payout) - minor(v.stake), 0n);
    const account = await mainAccount(db(), ids['fay']!);
    expect(account).toEqual({ balance: 5_000n + paid, held: 0n });
    expect(account.balance).toBeGreaterThanOrEqual(0n);
    const lowest = await db()
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .select((eb) => eb.fn.min('ledger_lines.balance_after').as('low'))
      .where('ledger_accounts.owner_id', '=', ids['fay']!)
      .where('ledger_accounts.owner_type', '=', 'member')
      .executeTakeFirstOrThrow();
    expect(BigInt(lowest.low ?? 0)).toBeGreaterThanOrEqual(0n);
    await checkLedgerInvariants(db());
  });

  it('finishes by its retry a round an older version left pending, with its committed outcome, once', async () => {
    await signIn('gus');
    await fund('gus', 100_000n);
    const memberId = ids['gus']!;
    const claimed = await leaveRoundPending(db(), t.app.platform.wallet, {
      merchantId,
      memberId,
      requestId: 'older-gus-0',
      stake: 1000n,
      claim: true,
    });
    const unclaimed = await leaveRoundPending(db(), t.app.platform.wallet, {
      merchantId,
      memberId,
      requestId: 'older-gus-1',
      stake: 1000n,
      claim: false,
    });
    expect(await mainAccount(db(), memberId)).toEqual({ balance: 100_000n, held: 2000n });
    // the older rounds were written with DICE's params (dice under 98.00): retried with them
    const send = (requestId: string) =>
      post<PlayValue>('/wps/inhouse/play', 'gus', { game: 'dice', stake: '10.00', params: DICE, requestId });
    const a = await send('older-gus-0');
    const b = await send('older-gus-1');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.value).toMatchObject({
      roundId: claimed.roundId,
      payout: (Number(claimed.win) / 100).toFixed(2),
    });
    expect(b.json.value.roundId).toBe(unclaimed.roundId);
    const wins = claimed.win + minor(b.json.value.payout);
    expect(await mainAccount(db(), memberId)).toEqual({ balance: 100_000n - 2000n + wins, held: 0n });
    // and once more: nothing moves
    await send('older-gus-0');
    await send('older-gus-1');
    expect(await mainAccount(db(), memberId)).toEqual({ balance: 100_000n - 2000n + wins, held: 0n });
    expect(await count('bets', memberId)).toBe(2);
    await checkLedgerInvariants(db());
  });
  it('counts the played rounds in the member figures: their stakes, payouts and wins', async () => {
    for (const who of ['cat', 'dan', 'fay', 'gus']) {
      const rounds = await db()
        .selectFrom('inhouse_rounds')
        .select(['stake', 'payout'])
        .where('member_id', '=', ids[who]!)
        .where('status', '=', 'settled')
        .where('mode', '=', 'real')
        .execute();
      expect(rounds.length, who).toBeGreaterThan(0);
      const figures = await db()
        .selectFrom('member_figures')
        .select((eb) => [
          eb.fn.sum<number | string>('bet_count').as('bets'),
          eb.fn.sum<number | string>('stake').as('stake'),
          eb.fn.sum<number | string>('valid_turnover').as('turnover'),
          eb.fn.sum<number | string>('payout').as('payout'),
          eb.fn.sum<number | string>('win_count').as('wins'),
        ])
        .where('member_id', '=', ids[who]!)
        .where('game_type', '!=', 'WALLET')
        .executeTakeFirstOrThrow();
      const stake = rounds.reduce((s, r) => s + BigInt(r.stake), 0n);
      const payout = rounds.reduce((s, r) => s + BigInt(r.payout), 0n);
      expect(
        [figures.bets, figures.stake, figures.turnover, figures.payout, figures.wins].map((v) =>
          BigInt(v ?? 0),
        ),
        who,
      ).toEqual([
        BigInt(rounds.length),
        stake,
        stake,
        payout,
        BigInt(rounds.filter((r) => BigInt(r.payout) > BigInt(r.stake)).length),
      ]);
    }
  });
});
