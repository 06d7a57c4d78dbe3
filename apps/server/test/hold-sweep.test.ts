import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayValue } from '@lotto/contracts';
import { crashPayoutBp } from '@lotto/contracts/games/fair/crash';
import { payout } from '@lotto/contracts/games/fair/fair';
import { crashBetKey } from '../src/modules/inhouse/crash-bets.ts';
import { ROUND_HOLD_MS } from '../src/modules/inhouse/rounds.ts';
import { DICE, leaveRoundPending, mainAccount } from './crash-state.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { memberKit } from './member-kit.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
let merchantId = 0;
const kit = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'sweep' },
);
const db = () => t.store.db.kysely;
const wallet = () => t.app.platform.wallet;
const account = (who: string) => mainAccount(db(), kit.ids[who]!);
const sweep = async (now: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/__test/sweep', payload: { now } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { recovered: number; nextAt: number } }>().value;
};
const round = (id: number) =>
  db().selectFrom('inhouse_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.app.platform.brands.byCode('demo'))!.id;
  for (const who of ['ana', 'ben', 'cy']) {
    await kit.signIn(who);
    await kit.fund(who, 100_000n); // 1,000.00
  }
});
afterAll(() => t.close());

describe(`the sweep of held stakes (${engine})`, () => {
  it('finishes an in-house round left pending after its nonce, paying what its outcome gives', async () => {
    const memberId = kit.ids['ana']!;
    const left = [];
    for (let i = 0; i < 4; i++)
      left.push(
        await leaveRoundPending(db(), wallet(), {
          merchantId,
          memberId,
          requestId: `sweep-ana-round-${i}`,
          stake: 1000n,
          claim: true,
        }),
      );
    expect(await account('ana')).toEqual({ balance: 100_000n, held: 4000n });
    const wins = left.reduce((s, r) => s + r.win, 0n);
    expect(wins).toBeGreaterThan(0n); // dice under 98.00: wins to pay

    // a request still under way is not raced: nothing before the grace
    expect((await sweep(Date.now())).recovered).toBe(0);
    expect((await sweep(Date.now() + 2 * MINUTE)).recovered).toBe(4);
    expect(await account('ana')).toEqual({ balance: 100_000n - 4000n + wins, held: 0n });
    for (const r of left) {
      const row = await round(r.roundId);
      expect(row.status).toBe('settled');
      expect(BigInt(row.payout)).toBe(r.win);
      const bet = await db()
        .selectFrom('bets')
        .selectAll()
        .where('ref', '=', `inhouse:${r.roundId}`)
        .executeTakeFirstOrThrow();
      expect([bet.status, BigInt(bet.payout)]).toEqual(['settled', r.win]);
    }
    // a second sweep, and the client's late retry, move nothing more and answer the same round
    expect((await sweep(Date.now() + 3 * MINUTE)).recovered).toBe(0);
    const retry = await kit.post<PlayValue>('/wps/inhouse/play', 'ana', {
      game: 'dice',
      stake: '10.00',
      params: DICE,
      requestId: 'sweep-ana-round-0',
    });
    expect(retry.status).toBe(200);
    expect(retry.json.value).toMatchObject({
      roundId: left[0]!.roundId,
      payout: (Number(left[0]!.win) / 100).toFixed(2),
    });
    expect(await account('ana')).toEqual({ balance: 100_000n - 4000n + wins, held: 0n });
    await checkLedgerInvariants(db());
  });

  it('voids a round that never claimed a nonce once its hold expires, and its money is back', async () => {
    const memberId = kit.ids['ben']!;
    const { roundId } = await leaveRoundPending(db(), wallet(), {
      merchantId,
      memberId,
      requestId: 'sweep-ben-round-0',
      stake: 2500n,
      claim: false,
    });
    expect(await account('ben')).toEqual({ balance: 100_000n, held: 2500n });
    expect((await sweep(Date.now() + 2 * MINUTE)).recovered).toBe(0);
    expect((await round(roundId)).status).toBe('pending');
    expect((await sweep(Date.now() + ROUND_HOLD_MS + MINUTE)).recovered).toBe(1);
    expect((await round(roundId)).status).toBe('void');
    expect(await account('ben')).toEqual({ balance: 100_000n, held: 0n });
    // its late retry is refused and takes no stake
    const retry = await kit.post('/wps/inhouse/play', 'ben', {
      game: 'dice',
      stake: '25.00',
      params: DICE,
      requestId: 'sweep-ben-round-0',
    });
    expect(retry.status).toBe(409);
    expect(retry.json.details?.[0]?.code).toBe('inhouse.round.void');
    expect(await account('ben')).toEqual({ balance: 100_000n, held: 0n });
    await checkLedgerInvariants(db());
  });

  it('settles a crash bet left pending in a round that has crashed, with that crash point', async () => {
    const memberId = kit.ids['cy']!;
    const r = await t.app.inhouse.crash.current(merchantId);
    const requestId = 'sweep-cy-crash-0';
    const bet = await db()
      .insertInto('crash_bets')
      .values({
        merchant_id: merchantId,
        round_id: r.id,
        member_id: memberId,
        stake: 5000n,
        target: 101,
        payout: 0,
        mode: 'real',
        currency: 'PHP',
        request_id: requestId,
        fingerprint: 'x',
        status: 'pending',
        hold_id: null,
        bet_id: null,
        created_at: Date.now(),
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await wallet().hold({
      merchantId,
      currency: 'PHP',
      idemKey: crashBetKey(bet),
      member: memberId,
      amount: 5000n,
      type: 'bet',
      ref: `XGS crash:${r.id}`,
      ttlMs: DAY,
    });
    await db().updateTable('crash_rounds').set({ phase: 'crashed' }).where('id', '=', r.id).execute();
    const win = payout(5000n, crashPayoutBp(r.crash_point, 101));
    expect((await sweep(Date.now() + 2 * MINUTE)).recovered).toBe(1);
    const after = await db()
      .selectFrom('crash_bets')
      .selectAll()
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect([after.status, BigInt(after.payout)]).toEqual(['settled', win]);
    expect(await account('cy')).toEqual({ balance: 100_000n - 5000n + win, held: 0n });
    await checkLedgerInvariants(db());
  });

  it('sleeps until the next hold falls due', async () => {
    const now = Date.now();
    const { roundId } = await leaveRoundPending(db(), wallet(), {
      merchantId,
      memberId: kit.ids['ana']!,
      requestId: 'sweep-ana-next',
      stake: 100n,
      claim: true,
      at: now,
    });
    const { nextAt } = await sweep(now + 1000);
    expect(nextAt).toBe(now + MINUTE);
    expect((await sweep(nextAt)).recovered).toBe(1);
    expect((await round(roundId)).status).toBe('settled');
  });
});
