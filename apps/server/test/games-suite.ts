import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Game } from '@lotto/contracts';
import { signedHeaders, verifyVendorCall } from '../src/modules/games/vendor-signing.ts';
import { memberKit } from './member-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * What the games test files share: one app per file, started by `useGamesApp()`, whose KIDLAT,
 * BAYANI and IA vendors launch on a vendor of our own that checks the platform's signature
 * (BARAHA points at a port nobody answers), with lia and max signed in and rex restricted.
 * `t` and `merchantId` are set from the file's `beforeAll` on.
 */
const SECRET = 'games-test-vendor-secret';
process.env['SANDBOX_VENDOR_SECRET'] = SECRET;

export let t: TestApp;
export let merchantId: number;
let vendorApp: FastifyInstance;
let vendorUrl: string;
/** Every launch our vendor received, in order. */
export const launches: { body: Record<string, string>; signed: boolean }[] = [];

export const { tokens, ids, signIn, fund, get, post } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'games' },
);

export const available = async (who: string) =>
  (await get<{ sumBalance: string }>('/wps/v2/wallets/balance', who)).json.value.sumBalance;

/** A vendor's signed calls to the platform's seamless wallet: `vendorClient('BAYANI')('debit', body)`. */
export function vendorClient(vendor: string, secret = SECRET) {
  return async (call: string, body: object) => {
    const raw = JSON.stringify(body);
    const res = await t.app.inject({
      method: 'POST',
      url: `/seamless/v1/${vendor}/${call}`,
      headers: signedHeaders({ vendor, secret, path: `/seamless/v1/${vendor}/${call}`, body: raw }),
      payload: raw,
    });
    // A vendor's call never meets a server error, however its calls race (a deadlock once did).
    expect(res.statusCode, `${call} ${raw}: ${res.body}`).toBeLessThan(500);
    return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
  };
}
export const bayani = vendorClient('BAYANI');

/** A vendor of our own that checks the platform's signature and answers a page URL. */
async function startVendor() {
  vendorApp = Fastify();
  vendorApp.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r: FastifyRequest, b: Buffer) =>
    Promise.resolve(b),
  );
  vendorApp.post('/api/launch', (req) => {
    const raw = req.body as Buffer;
    const vendor = String(req.headers['x-vendor']);
    const signed = verifyVendorCall({
      headers: req.headers,
      method: req.method,
      path: req.url,
      vendor,
      raw,
      secret: SECRET,
    });
    launches.push({ body: JSON.parse(raw.toString()) as Record<string, string>, signed });
    return signed ? { ok: true, url: `http://vendor.test/play/${launches.length}` } : { ok: false };
  });
  vendorUrl = await vendorApp.listen({ port: 0, host: '127.0.0.1' });
}

export function useGamesApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    await startVendor();
    await t.store.db.kysely
      .updateTable('vendors')
      .set({ config: JSON.stringify({ baseUrl: vendorUrl, secretEnv: 'SANDBOX_VENDOR_SECRET' }) })
      .where('code', 'in', ['KIDLAT', 'BAYANI', 'IA'])
      .execute();
    await t.store.db.kysely
      .updateTable('vendors')
      .set({ config: JSON.stringify({ baseUrl: 'http://127.0.0.1:9', secretEnv: 'SANDBOX_VENDOR_SECRET' }) })
      .where('code', '=', 'BARAHA')
      .execute();
    t.app.platform.brands.invalidate();
    await signIn('lia');
    await signIn('max');
    await signIn('rex', { type: 4 });
  }, 60_000);
  afterAll(async () => {
    await vendorApp?.close();
    await t.close();
  });
}

/** max's play session at a BAYANI table, funded with 1,000.00: set by `openSeamlessSession()`'s hook. */
export let session: string;
export let player: string;
export let gameCode: string;

export function openSeamlessSession(): void {
  beforeAll(async () => {
    await fund('max', 100_000n); // 1,000.00
    const table = (await get<{ games: Game[] }>('/wps/relay/GCSGAME_gameList?vassalage=BAYANI&pageSize=1'))
      .json.value.games[0]!;
    gameCode = table.gameId;
    await post('/wps/game/launchGame', 'max', { nodeId: table.nodeId });
    session = launches.at(-1)!.body['sessionToken']!;
    player = launches.at(-1)!.body['playerId']!;
  });
}
