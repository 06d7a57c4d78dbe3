import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { bettingDraw, gameByCode } from '@lotto/contracts/lottery/index';
import type { Database } from '../src/db/schema.ts';
import { ROUND_HOLD_MS } from '../src/modules/inhouse/rounds.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { diceBet, runBet, ticketBet, type Bet } from './crash-bets.ts';
import { send, type Member, type Target } from './crash-http.ts';
import { leaveRoundPending, mainAccount } from './crash-state.ts';
import { sweepAt, type ServerProcess } from './server-process.ts';

/**
 * The steps of the three-node test (multi-node.test.ts) that need more than a few lines: the
 * bet load that runs through a node's death, the close burst judged by receipt time, and the
 * sweep of rounds a dead node left.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A ticket on the one-minute SSC1 draw `numero`. */
const ticket = (m: Member, key: string, numero: string, pick: number): Bet =>
  ticketBet(m, { key, gameCode: 'SSC1', numero, pick });

/**
 * Bets for each member through `target` until `stop`, a dice round and a ticket on a draw far
 * ahead in turn; answers the bets and the failures (any refusal or unanswered request).
 */
export function betLoad(target: Target, o: { members: Member[]; tag: string; numero: string }) {
  const bets: Bet[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loops = o.members.map(async (m, w) => {
    for (let i = 0; !stopped; i++) {
      const key = `${o.tag}-${w}-${i}`;
      const bet = i % 2 ? ticket(m, key, o.numero, i) : diceBet(m, key);
      bets.push(bet);
      try {
        await runBet(target, bet);
      } catch (err) {
        failures.push(String(err));
        return;
      }
    }
  });
  const answered = () => bets.filter((b) => b.next === b.steps.length).length;
  return {
    bets,
    failures,
    answered,
    /** Waits until `n` bets are answered (or one failed, or 15 s passed). */
    until: async (n: number) => {
      const end = Date.now() + 15_000;
      while (answered() < n && failures.length === 0 && Date.now() < end) await sleep(20);
    },
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Moves a node's lottery clock on by `ms` and ticks its scheduler (test mode). */
async function advance(node: ServerProcess, ms: number) {
  const a = await send(node, {
    path: '/wps/__test/lottery/advance',
    body: { ms: Math.max(0, Math.round(ms)) },
  });
  expect(a.status, JSON.stringify(a.json)).toBe(200);
}

/** Holds or releases the node's queue in front of ticket placement; answers how many wait in it. */
async function queue(node: ServerProcess, hold: boolean) {
  const a = await send(node, { path: '/wps/__test/lottery/queue', body: { hold } });
  expect(a.status, JSON.stringify(a.json)).toBe(200);
  return (a.json.value as { waiting: number }).waiting;
}

const stateOf = async (db: Kysely<Database>, numero: string) =>
  (
    await db
      .selectFrom('lottery_draws')
      .select('state')
      .where('game_code', '=', 'SSC1')
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow()
  ).state;

/**
 * A burst of tickets at a draw's close through the proxy, spread over the three nodes (issue 22,
 * point 4). Every node's lottery clock is set to 3 s before the close of a one-minute draw and
 * its placements are held in a queue, as a burst makes one. The burst arrives before the close;
 * the nodes close the draw; only then does the queue move. Every ticket of the burst is placed,
 * judged by when it arrived; tickets sent after the close are refused with `lottery.draw.closed`;
 * the draw is drawn and settled with exactly the burst's tickets.
 */
export async function closeBurst(o: {
  nodes: ServerProcess[];
  front: Target;
  members: Member[];
  db: Kysely<Database>;
}) {
  const game = gameByCode('SSC1')!;
  const lead = 3000;
  const t0 = Date.now();
  const draw = bettingDraw(game, t0 + lead + 1000);
  const delta = draw.closeTime - lead - t0;
  await Promise.all(o.nodes.map((n) => advance(n, delta)));
  const lotteryNow = () => Date.now() + delta;

  await Promise.all(o.nodes.map((n) => queue(n, true)));
  const early = o.members.flatMap((m, w) =>
    Array.from({ length: 12 }, (_, i) => ticket(m, `burst-${w}-${i}`, draw.numero, i)),
  );
  const sent = Promise.all(early.map((b) => send(o.front, b.steps[0]!)));
  sent.catch(() => undefined); // awaited below; a failed check before that must not leave it unhandled
  let waiting: number[] = [];
  while (waiting.reduce((a, b) => a + b, 0) < early.length) {
    await sleep(20);
    waiting = await Promise.all(o.nodes.map((n) => queue(n, true)));
  }
  expect(lotteryNow(), 'the burst arrived before the close').toBeLessThan(draw.closeTime);
  expect(
    waiting.every((n) => n > 0),
    `spread over the nodes: ${waiting.join(', ')}`,
  ).toBe(true);

  while (lotteryNow() < draw.closeTime + 20) await sleep(10);
  await Promise.all(o.nodes.map((n) => advance(n, 0)));
  expect(await stateOf(o.db, draw.numero)).toBe('closed');
  await Promise.all(o.nodes.map((n) => queue(n, false)));
  const placed = await sent;
  expect(placed.map((a) => [a.status, a.json.code])).toEqual(early.map(() => [200, undefined]));

  const late = o.members.map((m, w) => ticket(m, `burst-late-${w}`, draw.numero, w));
  const refused = await Promise.all(late.map((b) => send(o.front, b.steps[0]!)));
  expect(refused.map((a) => [a.status, a.json.code])).toEqual(late.map(() => [409, 'lottery.draw.closed']));

  // the result: every node's clock past the draw time, ticked until the draw is settled
  const step = draw.drawTime + 1 - lotteryNow();
  await Promise.all(o.nodes.map((n) => advance(n, step)));
  for (let i = 0; i < 50 && (await stateOf(o.db, draw.numero)) !== 'settled'; i++) {
    await sleep(100);
    await Promise.all(o.nodes.map((n) => advance(n, 0)));
  }
  const tickets = await o.db
    .selectFrom('lottery_tickets')
    .select(['request_id', 'status'])
    .where('game_code', '=', game.code)
    .where('numero', '=', draw.numero)
    .execute();
  expect(tickets.map((t) => t.request_id).sort()).toEqual(early.map((b) => b.key).sort());
  expect(tickets.filter((t) => t.status === 'open' || t.status === 'pending')).toEqual([]);
}

/**
 * Rounds a node died in the middle of (their stakes held, their outcome committed or not), swept
 * by all three nodes at once, twice over, at a time past their hold: each is finished or voided
 * exactly once, whichever node found it (issue 22, point 2).
 */
export async function sweepWhatADeadNodeLeft(o: {
  nodes: ServerProcess[];
  db: Kysely<Database>;
  merchantId: number;
  member: Member;
}) {
  const ledger = new Ledger(o.db);
  const before = await mainAccount(o.db, o.member.id);
  let wins = 0n;
  for (let i = 0; i < 6; i++) {
    const left = await leaveRoundPending(o.db, ledger, {
      merchantId: o.merchantId,
      memberId: o.member.id,
      requestId: `nodes-dead-${i}`,
      stake: 1000n,
      claim: i % 3 !== 2,
    });
    wins += left.win;
  }
  const now = Date.now() + ROUND_HOLD_MS + 120_000;
  let recovered = 0;
  for (let pass = 0; pass < 2; pass++)
    recovered += (await Promise.all(o.nodes.map((n) => sweepAt(n, now)))).reduce((a, b) => a + b, 0);
  expect(recovered).toBe(6);
  const rounds = await o.db
    .selectFrom('inhouse_rounds')
    .select('status')
    .where('request_id', 'like', 'nodes-dead-%')
    .execute();
  expect(rounds.map((r) => r.status).sort()).toEqual([
    'settled',
    'settled',
    'settled',
    'settled',
    'void',
    'void',
  ]);
  const after = await mainAccount(o.db, o.member.id);
  expect([after.balance, after.held]).toEqual([before.balance - 4n * 1000n + wins, 0n]);
}
