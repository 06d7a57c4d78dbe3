import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettingDraw, gameByCode } from '@lotto/contracts/lottery/index';
import { drawsFrom } from '../src/modules/lottery/draws.ts';
import {
  betLoop,
  diceBet,
  expectBalances,
  expectEachBetOnce,
  runBet,
  sameResult,
  seamlessBet,
  ticketBet,
  type Bet,
  type Kind,
} from './crash-bets.ts';
import {
  fundMember,
  launchAt,
  makeMembers,
  pointVendorAt,
  send,
  signIn,
  startVendorStub,
  vendorEnv,
  type Member,
  type Target,
} from './crash-http.ts';
import { figureGaps } from './figures-gaps.ts';
import { createDemoStore, engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { killServers, ready, spawnServer } from './server-process.ts';

/**
 * The bet paths across a crash (issue 18): members play dice rounds, buy lottery tickets and a
 * vendor debits and credits their seamless wallets, all at once over HTTP against a real server
 * process; it is SIGKILLed mid-load and restarted on the same database. Every bet answered before
 * the crash is there once, every request left unanswered finishes once when sent again unchanged,
 * a replay answers what the first answer said and moves nothing, and the ledger and the member
 * figures agree with the bets.
 */

const FUNDS = 1_000_000n; // 10,000.00 each
const VENDOR = 'BAYANI';
let store: TestStore;
let vendor: Awaited<ReturnType<typeof startVendorStub>>;
let merchantId: number;

beforeAll(async () => {
  store = await createDemoStore();
  vendor = await startVendorStub();
  await pointVendorAt(store.db.kysely, { vendor: VENDOR, baseUrl: vendor.url });
  const brand = await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  merchantId = brand.id;
}, 60_000);
afterAll(async () => {
  await killServers();
  await vendor.close();
  await store.drop();
});

/** Signs the members in, funds them, and opens seamless sessions for those who play at the vendor. */
async function players(target: Target, names: Record<Kind, string[]>) {
  const made = await makeMembers(store.db.kysely, { merchantId, names: Object.values(names).flat() });
  const members: Member[] = [];
  for (const m of made) {
    const member = await signIn(target, m);
    await fundMember(target, { member: member.id, amount: Number(FUNDS), key: `crash-fund-${member.id}` });
    members.push(member);
  }
  const byName = (n: string) => members.find((m) => m.username === n)!;
  const sessions = new Map<number, { sessionToken: string; gameCode: string }>();
  for (const n of names.seamless) {
    const m = byName(n);
    const gameCode = await launchAt(target, { vendor: VENDOR, member: m });
    sessions.set(m.id, { sessionToken: vendor.sessions.get(m.playerId)!.sessionToken, gameCode });
  }
  const of = (k: Kind) => names[k].map(byName);
  return { members, dice: of('dice'), ticket: of('ticket'), seamless: of('seamless'), sessions };
}

/** Bet loops, one per member: each member's bets go one after another, the members' all at once. */
function loops(target: Target, p: Awaited<ReturnType<typeof players>>, bets: Bet[]) {
  const game = gameByCode('SSC1')!;
  // a draw some ten minutes ahead: still taking bets when the retries come after the restart
  const numero = drawsFrom(game, { first: bettingDraw(game, Date.now()), n: 11 })[10]!.numero;
  return [
    ...p.dice.map((m, w) => betLoop(target, { bets, make: (i) => diceBet(m, `crash-dice-${w}-${i}`) })),
    ...p.ticket.map((m, w) =>
      betLoop(target, {
        bets,
        make: (i) => ticketBet(m, { key: `crash-ticket-${w}-${i}`, gameCode: game.code, numero, pick: i }),
      }),
    ),
    ...p.seamless.map((m, w) =>
      betLoop(target, {
        bets,
        make: (i) =>
          seamlessBet(m, {
            key: `crash-tx-${w}-${i}`,
            vendor: VENDOR,
            ...p.sessions.get(m.id)!,
            stake: 300n,
            win: [0n, 600n, 300n][i % 3]!,
          }),
      }),
    ),
  ];
}

const lines = async () =>
  Number(
    (
      await store.db.kysely
        .selectFrom('ledger_lines')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`bets across a crash (${engine})`, () => {
  it('keeps every answered bet once, finishes every cut-off one once on retry, and the money and figures agree', async () => {
    const env = { ...store.env, ...vendorEnv };
    const first = await ready(spawnServer(env));
    const target: Target = { base: first.base };
    const p = await players(target, {
      dice: ['crashdice1', 'crashdice2', 'crashdice3'],
      ticket: ['crashlot1', 'crashlot2', 'crashlot3'],
      seamless: ['crashvend1', 'crashvend2', 'crashvend3'],
    });

    // All three bet paths under load, then the process dies mid-request.
    const bets: Bet[] = [];
    const load = Promise.allSettled(loops(target, p, bets));
    const done = (k: Kind) => bets.filter((b) => b.kind === k && b.next === b.steps.length).length;
    const started = Date.now();
    while (
      Date.now() - started < 15_000 &&
      (Date.now() - started < 1000 || !['dice', 'ticket', 'seamless'].every((k) => done(k as Kind) >= 4))
    )
      await new Promise((r) => setTimeout(r, 25));
    first.child.kill('SIGKILL');
    expect(await first.exit).toBe('SIGKILL');
    const ended = await load;
    expect(
      ended.filter((r) => r.status === 'rejected'),
      'no bet refused before the crash',
    ).toEqual([]);
    for (const bet of bets) bet.answeredBeforeCrash = bet.next;
    const cut = bets.filter((b) => b.next < b.steps.length);
    for (const k of ['dice', 'ticket', 'seamless'] as const)
      expect(done(k), `${k} bets answered before the crash`).toBeGreaterThanOrEqual(2);
    expect(cut.length, 'requests in flight at the crash').toBeGreaterThan(0);

    // Restart on the same database; each cut-off bet is sent again, unchanged, and finishes.
    const second = await ready(spawnServer(env));
    target.base = second.base;
    for (const bet of cut) await runBet(target, bet);

    // A replay of any answered request answers the same and moves nothing.
    const before = await lines();
    const sample = (k: Kind) =>
      bets.filter((b) => b.kind === k && b.answeredBeforeCrash === b.steps.length).slice(0, 4);
    for (const bet of [...cut, ...sample('dice'), ...sample('ticket'), ...sample('seamless')])
      for (const step of bet.steps) {
        const again = await send(target, step);
        expect(again.status, `replay of ${bet.key}`).toBe(200);
        expect(sameResult(bet.kind, again), `replay of ${bet.key}`).toEqual(
          sameResult(bet.kind, step.answer!),
        );
      }
    expect(await lines(), 'ledger lines after the replays').toBe(before);

    const db = store.db.kysely;
    await expectEachBetOnce(db, bets);
    await expectBalances(db, { bets, members: p.members, funded: FUNDS });
    await checkLedgerInvariants(db);
    await expectFiguresRecount();

    second.child.kill('SIGTERM');
    await second.exit;
  }, 60_000);
});

/**
 * The member figures equal a recount from the betting record, hour by hour: every bet (a dice
 * round, a ticket, a seamless call) commits with its figures, so none may lag, not even one cut
 * by the crash.
 */
async function expectFiguresRecount() {
  const gaps = await figureGaps(store.db.kysely);
  expect(gaps.recounted, 'hours of bets recounted').toBeGreaterThan(0);
  expect(gaps.byHour, 'member figures minus the recount, by member, hour and game type').toEqual(new Map());
}
