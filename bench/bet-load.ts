// The bet load of bench/bets and bench/nodes: the two bet paths, the members' sign-in and an
// autocannon run of new bets spread over their tokens.
import autocannon from 'autocannon';
import { PASSWORD } from './bets-members.ts';
import type { Load } from './lib.ts';

/** A bet path: its route and a body whose `[<id>]` the load generator replaces per request. */
export type BetPath = { key: string; label: string; path: string; body: Record<string, unknown> };

/** The dice round and the SSC5 sides ticket, as BENCH_PATHS (dice,lottery) picks them. */
export const BET_PATHS: BetPath[] = [
  {
    key: 'dice',
    label: 'dice round (POST /wps/inhouse/play)',
    path: '/wps/inhouse/play',
    body: { game: 'dice', stake: '1.00', params: { target: 4950, direction: 'under' }, requestId: '[<id>]' },
  },
  {
    key: 'lottery',
    label: 'SSC5 sides ticket (POST /lgw/lottery/tickets)',
    path: '/lgw/lottery/tickets',
    body: { gameCode: 'SSC5', playId: 'SSC_SIDES_SUM', selection: [[0]], requestId: '[<id>]' },
  },
].filter((p) => (process.env['BENCH_PATHS'] ?? 'dice,lottery').split(',').includes(p.key));

/** Signs in the members bench0 .. bench<count - 1> that `prepare` made; their tokens. */
export async function signInMembers(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let m = 0; m < count; m++) {
    const res = await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench${m}`, password: PASSWORD }),
    });
    const json = (await res.json()) as { value?: { token?: string }; code?: string };
    if (!json.value?.token) throw new Error(`bench${m} did not sign in: ${res.status} ${json.code}`);
    tokens.push(json.value.token);
  }
  return tokens;
}

export type Bets = Load & { ok: number; requests: number };

/** `connections` connections, the i-th one betting with token i % tokens, each request a new request id. */
export async function betLoad(
  base: string,
  run: { path: BetPath; tokens: string[]; seconds: number; connections: number },
): Promise<Bets> {
  let client = 0;
  const r = await autocannon({
    url: base,
    duration: run.seconds,
    connections: run.connections,
    idReplacement: true,
    // A bet unanswered after 30 s counts as an error; autocannon's 10 s default was within
    // reach of the p99 on a machine loaded by other work.
    timeout: 30,
    setupClient: (c) => {
      const token = run.tokens[client++ % run.tokens.length]!;
      c.setRequests([
        {
          method: 'POST',
          path: run.path.path,
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify(run.path.body),
        },
      ]);
    },
  });
  const requests = r.requests.total;
  return {
    rps: requests / run.seconds,
    requests,
    ok: r['2xx'],
    p99: r.latency.p99,
    errors: r.errors, // timeouts included
    non2xx: r.non2xx,
  };
}
