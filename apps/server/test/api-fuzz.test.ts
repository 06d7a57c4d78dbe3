import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../sandbox-pay/src/app.ts';
import { casesOf, type Case, type Op } from './fuzz/cases.ts';
import type { Schema } from './fuzz/schema-arb.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';
import { memberKit } from './member-kit.ts';

/**
 * Every operation of the OpenAPI document, fuzzed from its own schemas: a valid request, each
 * field mutated one at a time, malformed bodies and hostile headers, each sent without and with
 * a member's token. No answer may be a 5xx, and every answer is the envelope (a vendor's
 * seamless call answers its own protocol instead). Seeded: every run prints its seed, and
 * FUZZ_SEED=<seed> runs the same cases again (FUZZ_OUT=<file> writes every failure there).
 */

/** Operations left out, each for a reason in its nature. */
const EXCLUDED: Record<string, string> = {
  'GET /wps/wallet/events': 'an event stream (text/event-stream): it stays open and is not JSON',
  'GET /lgw/lottery/events': 'an event stream (text/event-stream): it stays open and is not JSON',
};
/** Test-only routes (tag `test`, NODE_ENV=test only) are left out: one of them fails on purpose. */
const TEST_TAG = 'test';
/** Operations that answer with a redirect by nature: a 3xx with a Location is their answer. */
const REDIRECTS = new Set([
  'GET /wps/session/oauth/{provider}',
  'GET /wps/session/oauth/{provider}/callback',
]);
/** Vendors' calls answer the seamless-wallet protocol (`{ ok, ... }`), not the site's envelope. */
const PROTOCOL_TAG = 'seamless';

/** Values known to exist in the demo brand, so a request gets past its lookups to the code behind. */
const HINTS: Record<string, unknown> = {
  gameCode: 'SSC1',
  vassalage: 'KIDLAT',
  vendor: 'BAYANI',
  provider: 'google',
  merchant: 'demo',
  channel: 'SANDBOXPAY',
  stake: '1.00',
  amount: '100.00',
};

const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = 4;

let t: TestApp;
let merchantId = 0;
const kit = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'fuzz' },
);

beforeAll(async () => {
  t = await startTestApp({
    SMS_PER_NUMBER: '1000000',
    SMS_PER_IP: '1000000',
    REGISTER_PER_IP: '1000000',
    LOGIN_BURST_PER_ACCOUNT: '1000000',
    LOGIN_BURST_PER_IP: '1000000',
  });
  merchantId = (await t.app.platform.brands.byCode('demo'))!.id;
  await reachableOutside();
  await kit.signIn('ana');
  await kit.fund('ana', 100_000_000n);
}, 60_000);
afterAll(async () => {
  await t.close();
  await Promise.all(outside.map((a) => a.close()));
});

const outside: FastifyInstance[] = [];
/**
 * A vendor and a payment gateway that answer: a launch or a deposit order then goes all the way,
 * and an answer of 503 (a partner down) would be the partner's doing, not the input's.
 */
async function reachableOutside() {
  process.env['SANDBOX_VENDOR_SECRET'] = 'fuzz-vendor-secret';
  process.env['SANDBOX_PAY_FUZZ_SECRET'] = 'fuzz-gateway-secret';
  const vendor = Fastify();
  vendor.post('/api/launch', () => ({ ok: true, url: 'https://vendor.example/play/1' }));
  const gateway = await buildGateway({
    merchants: { 'perlas-fuzz': 'fuzz-gateway-secret' },
    publicUrl: 'http://127.0.0.1:1',
  });
  outside.push(vendor, gateway);
  const vendorUrl = await vendor.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const k = t.store.db.kysely;
  await k
    .updateTable('vendors')
    .set({ config: JSON.stringify({ baseUrl: vendorUrl, secretEnv: 'SANDBOX_VENDOR_SECRET' }) })
    .where('config', 'like', '%baseUrl%')
    .execute();
  await k
    .updateTable('payment_channels')
    .set({
      config: JSON.stringify({
        provider: 'sandbox',
        baseUrl: gatewayUrl,
        merchantId: 'perlas-fuzz',
        secretEnv: 'SANDBOX_PAY_FUZZ_SECRET',
      }),
    })
    .where('kind', '=', 'gateway')
    .execute();
  t.app.platform.brands.invalidate();
}

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
};

function operations(doc: Doc): Op[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, o]): Op => {
      const [type, media] = Object.entries(o.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        tags: o.tags ?? [],
        params: (o.parameters ?? [])
          .filter((p) => p.in === 'query' || p.in === 'path')
          .map((p) => ({
            in: p.in as 'query' | 'path',
            name: p.name,
            required: p.required ?? false,
            schema: p.schema,
          })),
        ...(type ? { body: { type, schema: media?.schema } } : {}),
      };
    }),
  );
}

/** The body as sent, whatever compression the answer chose. */
const decoded = (raw: Buffer, encoding: string | undefined): Buffer => {
  const decode: Record<string, (b: Buffer) => Buffer> = {
    gzip: gunzipSync,
    br: brotliDecompressSync,
    deflate: inflateSync,
    zstd: zstdDecompressSync,
  };
  return encoding && decode[encoding] ? decode[encoding](raw) : raw;
};

const STACK = /\n\s+at \S.*:\d+|node:internal|node_modules\/|apps\/server\/src\//;

/** What is wrong with an answer, if anything. */
function problemOf(
  op: Op,
  res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer },
) {
  const key = `${op.method} ${op.path}`;
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (REDIRECTS.has(key) && res.statusCode >= 300 && res.statusCode < 400)
    return typeof res.headers['location'] === 'string' ? undefined : 'a redirect without Location';
  let text: string;
  try {
    text = decoded(res.rawPayload, res.headers['content-encoding'] as string | undefined).toString('utf8');
  } catch {
    return `an undecodable ${String(res.headers['content-encoding'])} body`;
  }
  if (STACK.test(text)) return `a stack trace: ${text.slice(0, 200)}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `not JSON: ${text.slice(0, 120)}`;
  }
  if (body === null || typeof body !== 'object') return `not an object: ${text.slice(0, 120)}`;
  if (op.tags.includes(PROTOCOL_TAG) && typeof body['ok'] === 'boolean') return undefined;
  if (body['success'] === true && 'value' in body) return undefined;
  if (body['success'] === false && typeof body['code'] === 'string' && typeof body['message'] === 'string')
    return undefined;
  return `not the envelope (${res.statusCode}): ${text.slice(0, 160)}`;
}

async function pool<T>(items: T[], n: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

describe(`fuzzing every operation of the OpenAPI document (${engine})`, () => {
  it('answers no 5xx, and the envelope to everything', async () => {
    console.log(`api fuzz (${engine}): seed ${SEED} (FUZZ_SEED=${SEED} to run these cases again)`);
    const all = operations(t.app.swagger() as unknown as Doc);
    const ops = all.filter((op) => !op.tags.includes(TEST_TAG) && !EXCLUDED[`${op.method} ${op.path}`]);
    expect(ops.length).toBeGreaterThan(80);
    const member = { id: kit.ids['ana']!, merchant_id: merchantId };
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const [i, op] of ops.entries()) {
      // A fresh session per operation: an earlier one may have signed out or changed the password.
      const { token } = await t.app.platform.identity.sessions.issue(member, {
        ip: '127.0.0.1',
        userAgent: 'fuzz',
        remember: false,
      });
      const cases = casesOf(op, SEED + i * 1009, HINTS);
      const sends: [Case, boolean][] = cases.flatMap((c): [Case, boolean][] =>
        c.headers['authorization']
          ? [[c, false]]
          : [
              [c, false],
              [c, true],
            ],
      );
      await pool(sends, CONCURRENCY, async ([c, signedIn]) => {
        const headers = signedIn ? { ...c.headers, authorization: token } : c.headers;
        let problem: string | undefined;
        try {
          const res = await t.app.inject({
            method: c.method as 'GET',
            url: c.url,
            headers,
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
          problem = problemOf(op, res);
        } catch (err) {
          problem = `inject threw ${(err as Error).message}`;
        }
        sent++;
        if (problem)
          failures.push(
            `${op.method} ${op.path} | ${c.name}${signedIn ? ' | signed in' : ''} | ${c.url.slice(0, 120)} | ${problem}`,
          );
      });
    }
    console.log(
      `api fuzz (${engine}): ${sent} requests over ${ops.length} operations in ${Date.now() - started} ms`,
    );
    if (process.env['FUZZ_OUT'])
      (await import('node:fs')).writeFileSync(process.env['FUZZ_OUT'], failures.join('\n'));
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(failures.slice(0, 40), `seed ${SEED}: ${failures.length} failures`).toEqual([]);
  }, 240_000);
});
