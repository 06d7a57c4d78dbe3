import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { Seamless } from '../src/modules/games/index.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import {
  bayani,
  fund,
  gameCode,
  ids,
  merchantId,
  openSeamlessSession,
  player,
  session,
  signIn,
  t,
  useGamesApp,
} from './games-suite.ts';

/**
 * Each seamless call commits once: its row, its money, the bet's record and the member's figures
 * in one transaction; replays move nothing; concurrent debits never overdraw.
 */
useGamesApp();

const db = () => t.store.db.kysely;
type Exec = { executeQuery: (q: CompiledQuery) => Promise<QueryResult<unknown>> };
/** The tables a seamless call writes. */
const WRITTEN = /seamless_tx|\bbets\b|member_figures|ledger_/;
const WRITE = /^\s*(\/\*[^*]*\*\/\s*)?(insert|update|delete|with)\b/i;

/**
 * Watches the app's database: the transactions that wrote a seamless row, and any write to the
 * tables a call moves that ran outside a transaction (its own commit).
 */
function watchCommits(kysely: Kysely<Database>) {
  const seen = { transactions: 0, loose: [] as string[] };
  const root = kysely.getExecutor() as unknown as Exec;
  const rootQuery = root.executeQuery.bind(root);
  vi.spyOn(root, 'executeQuery').mockImplementation((q: CompiledQuery) => {
    if (WRITE.test(q.sql) && WRITTEN.test(q.sql)) seen.loose.push(q.sql);
    return rootQuery(q);
  });
  // Runs `fn` on a transaction (or, for the ledger's PostgreSQL transactions, the connection
  // that runs BEGIN ... COMMIT), counting it when it wrote a seamless row.
  const counted =
    <T, D>(execute: (fn: (trx: D) => Promise<T>) => Promise<T>) =>
    (fn: (trx: D) => Promise<T>) =>
      execute(async (trx) => {
        let touched = false;
        const exec = (trx as Kysely<Database>).getExecutor() as unknown as Exec;
        const run = exec.executeQuery.bind(exec);
        exec.executeQuery = (q: CompiledQuery) => {
          if (/seamless_tx/.test(q.sql) && WRITE.test(q.sql)) touched = true;
          return run(q);
        };
        try {
          return await fn(trx);
        } finally {
          // committed, or rolled back whole (a refusal): either way one transaction
          if (touched) seen.transactions++;
        }
      });
  for (const open of ['transaction', 'connection'] as const) {
    const make = kysely[open].bind(kysely);
    vi.spyOn(kysely, open).mockImplementation(() => {
      const builder = make() as { execute: (fn: (trx: unknown) => Promise<unknown>) => Promise<unknown> };
      builder.execute = counted(builder.execute.bind(builder));
      return builder as never;
    });
  }
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('seamless calls commit once', () => {
  openSeamlessSession();
  commitOnce();
  replaysOnce();
  noOverdraw();
  figuresFollowBets();
});

function commitOnce() {
  it('commits each debit, credit and rollback (and their replays and refusals) in one transaction', async () => {
    const base = { sessionToken: session, playerId: player, gameCode };
    // warm the caches (game row, account ids) as a running server's are
    await bayani('debit', { ...base, txId: 'w-d', roundId: 'w-r', amount: '1.00' });
    const calls: [string, object, Record<string, unknown>][] = [
      ['debit', { ...base, txId: 'k-d-1', roundId: 'k-r-1', amount: '10.00' }, { ok: true }],
      ['debit', { ...base, txId: 'k-d-1', roundId: 'k-r-1', amount: '10.00' }, { ok: true }],
      [
        'credit',
        { ...base, txId: 'k-c-1', roundId: 'k-r-1', amount: '25.00', debitTxId: 'k-d-1' },
        { ok: true },
      ],
      [
        'credit',
        { ...base, txId: 'k-c-1', roundId: 'k-r-1', amount: '25.00', debitTxId: 'k-d-1' },
        { ok: true },
      ],
      [
        'credit',
        { ...base, txId: 'k-c-2', roundId: 'k-r-1', amount: '5.00', debitTxId: 'k-d-1' },
        { error: 'TX_SETTLED' },
      ],
      ['rollback', { ...base, txId: 'k-rb-1', roundId: 'k-r-1', refTxId: 'k-d-1' }, { error: 'TX_SETTLED' }],
      ['debit', { ...base, txId: 'k-d-2', roundId: 'k-r-2', amount: '4.00' }, { ok: true }],
      ['rollback', { ...base, txId: 'k-rb-2', roundId: 'k-r-2', refTxId: 'k-d-2' }, { ok: true }],
      ['rollback', { ...base, txId: 'k-rb-3', roundId: 'k-r-3', refTxId: 'k-d-3' }, { ok: true }],
      ['debit', { ...base, txId: 'k-d-3', roundId: 'k-r-3', amount: '4.00' }, { error: 'TX_ROLLED_BACK' }],
      [
        'debit',
        { ...base, txId: 'k-d-4', roundId: 'k-r-4', amount: '99999.00' },
        { error: 'INSUFFICIENT_FUNDS' },
      ],
    ];
    for (const [name, body, expected] of calls) {
      const seen = watchCommits(db());
      const answer = await bayani(name, body);
      vi.restoreAllMocks();
      expect(answer.json, `${name} ${JSON.stringify(body)}`).toMatchObject(expected);
      expect(seen.loose, `${name} ${JSON.stringify(body)}`).toEqual([]);
      expect(seen.transactions, `${name} ${JSON.stringify(body)}`).toBe(1);
    }
    await checkLedgerInvariants(db());
  });
}

const balanceOf = async (memberId: number, code = 'main') => {
  const a = await db()
    .selectFrom('ledger_accounts')
    .select(['balance', 'held'])
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return BigInt(a.balance) - BigInt(a.held);
};
const entries = async (prefix: string) =>
  (
    await db()
      .selectFrom('ledger_entries')
      .select('idem_key')
      .where('idem_key', 'like', `${prefix}%`)
      .execute()
  ).length;

function replaysOnce() {
  it('moves the money of each call once, however often and however concurrently it is sent', async () => {
    const base = { sessionToken: session, playerId: player, gameCode };
    const memberId = ids['max']!;
    const before = await balanceOf(memberId);
    const times = (n: number, name: string, body: object) =>
      Promise.all(Array.from({ length: n }, () => bayani(name, body)));
    const debit = { ...base, txId: 'rp-d-1', roundId: 'rp-r-1', amount: '30.00' };
    const debits = await times(5, 'debit', debit);
    expect(new Set(debits.map((a) => a.json['platformTxId'])).size).toBe(1);
    expect(await balanceOf(memberId)).toBe(before - 3_000n);
    const credit = { ...base, txId: 'rp-c-1', roundId: 'rp-r-1', amount: '45.00', debitTxId: 'rp-d-1' };
    const credits = await times(5, 'credit', credit);
    expect(credits.every((a) => a.json['ok'] === true)).toBe(true);
    expect(await balanceOf(memberId)).toBe(before + 1_500n);
    // a rollback after the credit is refused, every time, and moves nothing
    const late = await times(3, 'rollback', {
      ...base,
      txId: 'rp-rb-1',
      roundId: 'rp-r-1',
      refTxId: 'rp-d-1',
    });
    expect(late.map((a) => a.json['error'])).toEqual(['TX_SETTLED', 'TX_SETTLED', 'TX_SETTLED']);
    // a debit rolled back by five rollbacks at once comes back once
    await bayani('debit', { ...debit, txId: 'rp-d-2', roundId: 'rp-r-2' });
    await times(5, 'rollback', { ...base, txId: 'rp-rb-2', roundId: 'rp-r-2', refTxId: 'rp-d-2' });
    expect(await balanceOf(memberId)).toBe(before + 1_500n);
    expect(await entries('seamless:BAYANI:rp-')).toBe(4); // two stakes, one win, one reversal
    const bets = await db()
      .selectFrom('bets')
      .select(['ref', 'status'])
      .where('ref', 'like', 'rp-%')
      .execute();
    expect(bets.sort((a, b) => a.ref.localeCompare(b.ref))).toEqual([
      { ref: 'rp-d-1', status: 'settled' },
      { ref: 'rp-d-2', status: 'void' },
    ]);
    await checkLedgerInvariants(db());
  });
}

/** A session of `who` at the table max plays, in real money or play money. */
async function sessionOf(who: string, mode: 'real' | 'demo') {
  const brand = (await t.app.platform.brands.all()).find((b) => b.id === merchantId)!;
  const game = await db()
    .selectFrom('games')
    .select(['id', 'vendor_code'])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', 'BAYANI')
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const token = await new Seamless(db(), t.app.platform.wallet).open(brand, {
    memberId: ids[who]!,
    game,
    mode,
  });
  return { brand, base: { sessionToken: token, playerId: `m-${ids[who]}`, gameCode } };
}

function noOverdraw() {
  it('never overdraws, however many debits come at once, in real money or play money', async () => {
    await signIn('kim');
    await fund('kim', 10_000n); // 100.00
    const { base, brand } = await sessionOf('kim', 'real');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        bayani('debit', { ...base, txId: `od-${i}`, roundId: `or-${i}`, amount: '7.00' }),
      ),
    );
    const took = answers.filter((a) => a.json['ok'] === true).length;
    expect(took).toBe(14);
    expect(answers.filter((a) => a.json['error'] === 'INSUFFICIENT_FUNDS').length).toBe(16);
    expect(await balanceOf(ids['kim']!)).toBe(200n);
    expect((await db().selectFrom('bets').select('id').where('ref', 'like', 'od-%').execute()).length).toBe(
      14,
    );

    // play money: the play account pays, the vendor's play-money account takes it, no figures
    await t.app.platform.wallet.grantPlayMoney(brand, ids['kim']!);
    const play = await sessionOf('kim', 'demo');
    const first = await bayani('debit', { ...play.base, txId: 'pd-1', roundId: 'pr-1', amount: '10.00' });
    expect(first.json).toMatchObject({ ok: true, balance: '9990.00' });
    const win = { ...play.base, txId: 'pc-1', roundId: 'pr-1', amount: '30.00', debitTxId: 'pd-1' };
    expect((await bayani('credit', win)).json).toMatchObject({ ok: true, balance: '10020.00' });
    expect(await balanceOf(ids['kim']!, 'play')).toBe(1_002_000n);
    expect(await balanceOf(ids['kim']!)).toBe(200n);
    expect(await t.app.platform.wallet.houseBalance(merchantId, 'play.games:BAYANI')).toBe(-2_000n);
    await checkLedgerInvariants(db());
  });
}

function figuresFollowBets() {
  it("keeps the member's figures equal to the bets' stakes and payouts", async () => {
    await signIn('fay');
    await fund('fay', 100_000n);
    const { base } = await sessionOf('fay', 'real');
    const rounds = Array.from({ length: 12 }, (_, i) => i);
    await Promise.all(
      rounds.map(async (i) => {
        const debit = { ...base, txId: `fg-d-${i}`, roundId: `fg-r-${i}`, amount: `${i + 1}.00` };
        await bayani('debit', debit);
        if (i % 3 === 0)
          await bayani('rollback', {
            ...base,
            txId: `fg-rb-${i}`,
            roundId: debit.roundId,
            refTxId: debit.txId,
          });
        else
          await bayani('credit', {
            ...base,
            txId: `fg-c-${i}`,
            roundId: debit.roundId,
            amount: `${(i * 7) % 5}.00`,
            debitTxId: debit.txId,
          });
      }),
    );
    const memberId = ids['fay']!;
    const bets = await db().selectFrom('bets').selectAll().where('member_id', '=', memberId).execute();
    expect(bets.length).toBe(12);
    const settled = bets.filter((b) => b.status === 'settled');
    const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
    const figures = await db()
      .selectFrom('member_figures')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    const total = (k: 'bet_count' | 'stake' | 'valid_turnover' | 'payout' | 'win_count') =>
      sum(figures.map((f) => BigInt(f[k])));
    expect({
      bets: total('bet_count'),
      stake: total('stake'),
      turnover: total('valid_turnover'),
      payout: total('payout'),
      wins: total('win_count'),
    }).toEqual({
      bets: 12n,
      stake: sum(bets.map((b) => BigInt(b.stake))),
      turnover: sum(settled.map((b) => BigInt(b.stake))),
      payout: sum(settled.map((b) => BigInt(b.payout))),
      wins: BigInt(settled.filter((b) => BigInt(b.payout) > BigInt(b.stake)).length),
    });
    // and the money follows the same bets
    expect(await balanceOf(memberId)).toBe(
      100_000n - sum(settled.map((b) => BigInt(b.stake))) + sum(settled.map((b) => BigInt(b.payout))),
    );
  });
}
