import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { drawsFrom } from '../src/modules/lottery/draws.ts';
import { bettingDraw, gameByCode } from '@lotto/contracts/lottery/index';
import { expectBalances, expectEachBetOnce } from './crash-bets.ts';
import { fundMember, makeMembers, signIn, type Member, type Target } from './crash-http.ts';
import { createTestStore, engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { betLoad, closeBurst, sweepWhatADeadNodeLeft } from './multi-node-steps.ts';
import { NGINX, startNginx, type Proxy } from './nginx-proxy.ts';
import { startTestProxy } from './test-proxy.ts';
import { killServers, ready, spawnServer, type ServerProcess } from './server-process.ts';

/**
 * Several nodes as an operator runs them (issue 22): three server processes on one PostgreSQL
 * database and one Redis, behind the reference nginx configuration (deploy/nginx.conf). They
 * start together on an empty database; a session and a live balance stream work across nodes
 * and end on every node at logout; a node killed under a load of dice rounds and tickets, and one
 * stopped gracefully, cost the players no failed request (the proxy replays the idempotent bet on
 * another node), and every bet is stored once with the ledger exact. The two come back on their
 * ports; a burst of tickets at a draw's close, spread over the three, is judged by when each
 * request arrived; and rounds a dead node left are finished once by whichever node sweeps first.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const FUNDS = 1_000_000n;

let store: TestStore | undefined;
let proxy: Proxy | undefined;
afterAll(async () => {
  await proxy?.stop();
  await killServers();
  await store?.drop();
});

const portOf = (s: ServerProcess) => Number(new URL(s.base).port);
const info = async (base: string, token: string) =>
  (await fetch(`${base}/wps/member/info`, { headers: { authorization: token } })).status;

/**
 * Debian's nginx with the reference configuration; where it is absent (or TEST_PROXY=node), the
 * small test proxy that keeps the same rules, and the output says so.
 */
function startProxy(ports: number[]) {
  if (NGINX && process.env['TEST_PROXY'] !== 'node') return startNginx(ports);
  console.warn('multi-node test: nginx not found (or TEST_PROXY=node); using the test proxy (test-proxy.ts)');
  return startTestProxy(ports);
}

describe.runIf(engine === 'postgres')('three nodes behind the reference proxy (postgres, Redis)', () => {
  it('start together, share sessions and streams, and lose no bet when a node dies or stops', async () => {
    store = await createTestStore();
    const env = {
      ...store.env,
      REDIS_URL,
      REDIS_PREFIX: `lotto-nodes-${randomUUID()}`,
      TRUSTED_PROXIES: '127.0.0.1',
      SHUTDOWN_DELAY_MS: '1000',
    };
    // 1. three nodes started at once on an empty database all come up
    const nodes = [spawnServer(env), spawnServer(env), spawnServer(env)];
    await Promise.all(nodes.map((n) => ready(n)));
    const [a, b, c] = nodes as [ServerProcess, ServerProcess, ServerProcess];
    proxy = await startProxy(nodes.map(portOf));
    const front: Target = { base: proxy.base };
    const merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow())
      .id;

    // 2. a session made on A works on B and C; logout on C ends it on A and B at once
    const [solo, ...made] = await makeMembers(store.db.kysely, {
      merchantId,
      names: ['nodesolo', 'nodebet1', 'nodebet2', 'nodebet3', 'nodebet4'],
    });
    const me = await signIn({ base: a.base }, solo!);
    expect([await info(b.base, me.token), await info(c.base, me.token)]).toEqual([200, 200]);

    // 3. a balance stream held on B hears money moved on A, and ends when C logs the member out
    const stream = await fetch(`${b.base}/wps/wallet/events`, { headers: { authorization: me.token } });
    const reader = stream.body!.getReader();
    const events: string[] = [];
    const ended = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        events.push(new TextDecoder().decode(value));
      }
    })();
    await fundMember({ base: a.base }, { member: me.id, amount: 12_345, key: `nodes-fund-${me.id}` });
    const deadline = Date.now() + 10_000;
    while (!events.join('').includes('123.45') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(events.join('')).toContain('123.45');
    const out = await fetch(`${c.base}/wps/session/logout`, {
      method: 'DELETE',
      headers: { authorization: me.token },
    });
    expect(out.status).toBe(200);
    expect([await info(a.base, me.token), await info(b.base, me.token)]).toEqual([401, 401]);
    await Promise.race([
      ended,
      new Promise((_, no) => setTimeout(() => no(new Error('stream still open')), 5000)),
    ]);

    // 4. dice rounds and tickets through the proxy while B is killed, then while C stops
    // gracefully: no failure (the proxy replays an idempotent bet on another node)
    const members: Member[] = [];
    for (const m of made) {
      const member = await signIn(front, m);
      await fundMember(front, { member: member.id, amount: Number(FUNDS), key: `nodes-fund-${member.id}` });
      members.push(member);
    }
    const game = gameByCode('SSC1')!;
    const numero = drawsFrom(game, { first: bettingDraw(game, Date.now()), n: 11 })[10]!.numero;
    const load = betLoad(front, { members, tag: 'nodes', numero });
    await load.until(40);
    b.child.kill('SIGKILL');
    await b.exit;
    await load.until(load.answered() + 40);
    c.child.kill('SIGTERM');
    expect(await c.exit).toBeNull(); // exited by itself (code 0), not by a signal's default
    await load.until(load.answered() + 40);
    await load.stop();
    const lastMiss = Date.now(); // the proxy's last try of a node that was gone
    expect(load.failures).toEqual([]);
    expect(load.answered()).toBeGreaterThanOrEqual(120);

    // every bet once, every balance exact, the ledger balanced
    await expectEachBetOnce(store.db.kysely, load.bets);
    await expectBalances(store.db.kysely, { bets: load.bets, members, funded: FUNDS });
    await checkLedgerInvariants(store.db.kysely);

    // 5. B and C come back where they were; the proxy takes them in again
    const back = [a, await ready(spawnServer(env, portOf(b))), await ready(spawnServer(env, portOf(c)))];

    // 6. a burst at a draw's close, spread over the three nodes: judged by receipt time
    const burst: Member[] = [];
    for (const m of await makeMembers(store.db.kysely, {
      merchantId,
      names: ['nodeburst1', 'nodeburst2', 'nodeburst3'],
    })) {
      const member = await signIn(front, m);
      await fundMember(front, { member: member.id, amount: Number(FUNDS), key: `nodes-fund-${member.id}` });
      burst.push(member);
    }
    // the proxy leaves a node out for 5 s after it failed (fail_timeout), then tries it again
    await new Promise((r) => setTimeout(r, Math.max(0, lastMiss + 5500 - Date.now())));
    await closeBurst({ nodes: back, front, members: burst, db: store.db.kysely });

    // 7. rounds a dead node left, swept by the three at once: each finished once
    await sweepWhatADeadNodeLeft({ nodes: back, db: store.db.kysely, merchantId, member: burst[0]! });
    await checkLedgerInvariants(store.db.kysely);
  }, 180_000);
});
