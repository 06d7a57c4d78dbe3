import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { addDays, localDayStart, localHour } from '../src/lib/local-hour.ts';
import { GRACE_MS } from '../src/modules/agent/index.ts';
import { setModule, t, useAccountsApp } from './accounts-suite.ts';
import { engine, eventually } from './harness.ts';
import { brandOf, idOf, member } from './agent-kit.ts';
import {
  contractAt,
  fundMember,
  mainBalance,
  platformContract,
  play,
  scheduler,
} from './agent-contracts-kit.ts';

/**
 * Random trees, contracts and activity over two days: every bill equals the rules worked out here
 * from the activity the test wrote (not from the server's figures), no money is made or lost,
 * nobody's balance goes below zero, and two schedulers running side by side bill each day once.
 */
useAccountsApp();

const DAY = 86_400_000;
const VALID = 10_000n;
type Kind = 'daily' | 'dividend';
type Tier = { rate: number; minTurnover: bigint; minUsers: number; minLoss: bigint };
type Node = { name: string; agent: boolean; up: number | null };
type Act = { turnover: bigint; payout: bigint };

const arbTiers = (cap: number) =>
  fc
    .array(
      fc.record({
        rate: fc.integer({ min: 1, max: cap }),
        turnover: fc.nat(2_000),
        users: fc.nat(3),
        loss: fc.nat(500),
      }),
      {
        minLength: 1,
        maxLength: 3,
      },
    )
    .map((raw) => {
      const rates = [...new Set(raw.map((r) => r.rate))].sort((a, b) => a - b);
      const sorted = (k: 'turnover' | 'users' | 'loss') => raw.map((r) => r[k]).sort((a, b) => a - b);
      const [tu, us, lo] = [sorted('turnover'), sorted('users'), sorted('loss')];
      return rates.map((rate, i) => ({
        rate,
        minTurnover: BigInt(tu[i]!) * 100n,
        minUsers: us[i]!,
        minLoss: BigInt(lo[i]!) * 100n,
      }));
    });

const arbCase = fc.record({
  shape: fc.array(fc.record({ up: fc.nat(), agent: fc.boolean() }), { minLength: 3, maxLength: 9 }),
  kind: fc.constantFrom<Kind>('daily', 'dividend'),
  mode: fc.constantFrom<'fixed' | 'floating'>('fixed', 'floating'),
  offers: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
  tiers: fc.array(arbTiers(300), { minLength: 10, maxLength: 10 }),
  acts: fc.array(fc.record({ turnover: fc.nat(2_000), win: fc.nat(300) }), { minLength: 20, maxLength: 20 }),
  funds: fc.array(fc.constantFrom(0n, 500n, 1_000_000n), { minLength: 10, maxLength: 10 }),
});

/** The tier a team reaches and what the bill comes to, worked out apart from the server's code. */
function expected(
  kind: Kind,
  mode: 'fixed' | 'floating',
  tiers: Tier[],
  team: { turnover: bigint; loss: bigint; users: number },
) {
  if (kind === 'dividend' && team.loss <= 0n) return { tier: 0, amount: 0n };
  for (let i = tiers.length - 1; i >= 0; i--) {
    const tr = tiers[i]!;
    if (team.turnover < tr.minTurnover || team.users < tr.minUsers) continue;
    if (kind === 'daily') return { tier: i + 1, amount: (team.turnover * BigInt(tr.rate)) / 10_000n };
    if (team.loss >= tr.minLoss) return { tier: i + 1, amount: (team.loss * BigInt(tr.rate)) / 10_000n };
    if (mode === 'floating')
      return { tier: i + 1, amount: (team.loss * team.loss * BigInt(tr.rate)) / (tr.minLoss * 10_000n) };
  }
  return { tier: 0, amount: 0n };
}

let tz = 'UTC';
let run = 0;
const seen = { paid: 0 };
beforeAll(async () => {
  for (const id of ['SIGNCONDIV3', 'DAILYSALCONT3']) await setModule(id, true);
  const next = { ...(await brandOf()).settings.agentContracts, dividendPeriod: 'D', carryOver: 'permanent' };
  await t.app.platform.admin.patchSettings('demo', { agentContracts: next });
  await eventually(async () => expect((await brandOf()).settings.agentContracts.carryOver).toBe('permanent'));
  tz = (await brandOf()).settings.timeZone;
}, 60_000);

const ledgerSum = async () => {
  const row = await t.store.db.kysely
    .selectFrom('ledger_lines')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('s'))
    .executeTakeFirstOrThrow();
  return BigInt(row.s ?? 0);
};

it(`bills every contract by the rules and moves money exactly, once (${engine})`, async () => {
  await fc.assert(
    fc.asyncProperty(arbCase, async (k) => {
      run++;
      const dayStart = localDayStart(addDays(localHour(Date.now(), tz).day, 40 + run * 4), tz);
      // the tree: node 0 is the top agent; each node hangs under an earlier agent
      const nodes: Node[] = [{ name: `r${run}n0`, agent: true, up: null }];
      for (const [i, s] of k.shape.entries()) {
        const agents = nodes.map((n, j) => (n.agent ? j : -1)).filter((j) => j >= 0);
        nodes.push({ name: `r${run}n${i + 1}`, agent: s.agent, up: agents[s.up % agents.length]! });
      }
      for (const n of nodes)
        await member(n.name, {
          type: n.agent ? 1 : 0,
          ...(n.up === null ? {} : { upline: nodes[n.up]!.name }),
        });
      const ids = await Promise.all(nodes.map((n) => idOf(n.name)));
      // contracts top-down, each within its upline's top rate
      const held = new Map<number, { id: number; tiers: Tier[] }>();
      const at = dayStart + 3_600_000;
      for (const [i, n] of nodes.entries()) {
        if (!n.agent || !k.offers[i % 10]) continue;
        const cap = n.up === null ? 300 : Math.max(0, ...(held.get(n.up)?.tiers.map((x) => x.rate) ?? [0]));
        const tiers = k.tiers[i % 10]!.filter((x) => x.rate <= cap);
        if (tiers.length === 0) continue;
        const wire = tiers.map((x) => ({
          rate: (x.rate / 100).toFixed(2),
          minTurnover: (Number(x.minTurnover) / 100).toFixed(2),
          minUsers: x.minUsers,
          minLoss: (Number(x.minLoss) / 100).toFixed(2),
        }));
        const c =
          n.up === null
            ? await platformContract(n.name, { kind: k.kind, tiers: wire, mode: k.mode, now: at })
            : await contractAt(nodes[n.up]!.name, {
                member: n.name,
                kind: k.kind,
                tiers: wire,
                mode: k.mode,
                now: at,
              });
        held.set(i, { id: c.id, tiers });
      }
      for (const [i, id] of ids.entries())
        if (nodes[i]!.agent && k.funds[i % 10]! > 0n)
          await fundMember(id, k.funds[i % 10]!, `prop-${run}-${i}`);
      const start = new Map(await Promise.all(ids.map(async (id) => [id, await mainBalance(id)] as const)));
      const sumBefore = await ledgerSum();
      // two days of play: each member's turnover and win from the case
      const acts: Act[][] = [[], []];
      for (const d of [0, 1])
        for (const [i, id] of ids.entries()) {
          const a = k.acts[(i + d * 10) % 20]!;
          const act = { turnover: BigInt(a.turnover) * 100n, payout: BigInt(a.turnover) * BigInt(a.win) };
          acts[d]![i] = act;
          if (act.turnover > 0n) await play(id, { ...act, at: at + d * DAY });
        }
      const clock = { now: dayStart + DAY + GRACE_MS + 1 };
      const [one, two] = [scheduler(clock), scheduler(clock)];
      await Promise.all([one.tick(), two.tick()]);
      clock.now += DAY;
      await Promise.all([one.tick(), two.tick()]);
      await one.tick();

      // the team of node i: itself and every node below it
      const inTeam = (i: number, j: number): boolean =>
        j === i || (nodes[j]!.up !== null && inTeam(i, nodes[j]!.up));
      const carried = new Map<number, bigint>();
      for (const d of [0, 1])
        for (const [i, c] of held) {
          const team = ids.map((_, j) => j).filter((j) => inTeam(i, j));
          const turnover = team.reduce((s, j) => s + acts[d]![j]!.turnover, 0n);
          const loss = team.reduce((s, j) => s + acts[d]![j]!.turnover - acts[d]![j]!.payout, 0n);
          const users = team.filter((j) => acts[d]![j]!.turnover >= VALID).length;
          const carry = k.kind === 'dividend' ? (carried.get(i) ?? 0n) : 0n;
          const want = expected(k.kind, k.mode, c.tiers, { turnover, loss: loss + carry, users });
          const bill = (
            await t.store.db.kysely
              .selectFrom('agent_bills')
              .selectAll()
              .where('contract_id', '=', c.id)
              .orderBy('period_start')
              .execute()
          )[d];
          expect(bill, `day ${d} of ${nodes[i]!.name}`).toBeDefined();
          expect([
            bill!.tier,
            BigInt(bill!.amount),
            BigInt(bill!.turnover),
            BigInt(bill!.loss),
            BigInt(bill!.carried),
            bill!.valid_users,
          ]).toEqual([want.tier, want.amount, turnover, loss, carry, users]);
          carried.set(i, loss + carry < 0n ? loss + carry : 0n);
        }
      // money: nothing made or lost, each balance moved by what its bills paid in and out
      expect(await ledgerSum()).toBe(sumBefore);
      const bills = await t.store.db.kysely
        .selectFrom('agent_bills')
        .selectAll()
        .where('payee_id', 'in', ids)
        .execute();
      expect(bills).toHaveLength(held.size * 2);
      for (const id of ids) {
        const got = bills.filter((b) => b.payee_id === id).reduce((s, b) => s + BigInt(b.claimed), 0n);
        const gave = bills.filter((b) => b.payer_id === id).reduce((s, b) => s + BigInt(b.funded), 0n);
        const now = await mainBalance(id);
        expect(now).toBeGreaterThanOrEqual(0n);
        expect(now - start.get(id)!).toBe(got - gave);
      }
      for (const b of bills) {
        if (BigInt(b.amount) > 0n) seen.paid++;
        const [amount, funded, claimed] = [BigInt(b.amount), BigInt(b.funded), BigInt(b.claimed)];
        expect(claimed).toBe(funded);
        expect(funded <= amount).toBe(true);
        expect(b.state === 'paid').toBe(funded === amount);
        if (b.payer_id === null) expect(b.state).toBe('paid');
      }
    }),
    { numRuns: 20 },
  );
  // the runs billed money (bills a payer could not cover are in agent-contract-bills.test.ts)
  expect(seen.paid).toBeGreaterThan(5);
}, 240_000);
