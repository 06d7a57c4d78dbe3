import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildVendor } from '../src/app.ts';
import { sign } from '../src/signing.ts';
import { type FakePlatform, type Json, startFakePlatform } from './fake-platform.ts';

/**
 * The sandbox vendor and a fake platform, each on its own port: launches are signed by the
 * platform, every stake and win goes back to the platform's wallet as signed debit, credit
 * and rollback calls, retried on a 5xx with the same txId.
 */
const SECRETS = {
  BAYANI: 'bayani-secret',
  ARENA: 'arena-secret',
  IA: 'ia-secret',
  KIDLAT: 'kidlat-secret',
  DAGAT: 'dagat-secret',
  BARAHA: 'baraha-secret',
};
let platform: FakePlatform;
let vendor: FastifyInstance;
let vendorUrl: string;

beforeAll(async () => {
  platform = await startFakePlatform(SECRETS);
  vendor = await buildVendor({
    vendors: SECRETS,
    platformBaseUrl: platform.url,
    publicUrl: 'http://vendor.test',
    retryDelaysMs: [20, 40],
  });
  await vendor.listen({ port: 0, host: '127.0.0.1' });
  vendorUrl = `http://127.0.0.1:${(vendor.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await vendor.close();
  await platform.close();
});
beforeEach(() => {
  platform.log.length = 0;
});

const launchBody = (category: string, sessionToken: string, gameCode = 'G-1') => ({
  playerId: 'm-42',
  sessionToken,
  currency: 'PHP',
  language: 'EN',
  gameCode,
  gameName: 'Test game',
  category,
  mode: 'real',
  returnUrl: 'https://site.example/games',
});

const launchRaw = (vendorCode: string, raw: string, secret: string, timestamp = Date.now()) =>
  fetch(`${vendorUrl}/api/launch`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor': vendorCode,
      'x-timestamp': String(timestamp),
      'x-signature': sign(secret, {
        method: 'POST',
        path: '/api/launch',
        vendor: vendorCode,
        timestamp,
        body: raw,
      }),
    },
    body: raw,
  });

/** Launches a session for a fresh player holding `balance`; answers the play path. */
const launch = async (vendorCode: keyof typeof SECRETS, category: string, balance = '100.00') => {
  const token = randomUUID();
  platform.addPlayer(token, 'm-42', balance);
  const res = await launchRaw(vendorCode, JSON.stringify(launchBody(category, token)), SECRETS[vendorCode]);
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { ok: boolean; url: string };
  expect(answer.ok).toBe(true);
  expect(answer.url).toMatch(/^http:\/\/vendor\.test\/play\/[\w-]{20,}$/);
  return { token, path: new URL(answer.url).pathname };
};

const post = async (path: string, body: object) => {
  const res = await fetch(`${vendorUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
};

const cents = (s: string) => Math.round(Number(s) * 100);

/** The debit then the credit of one round, the credit naming the debit. */
const expectRound = (token: string, stake: string, win: string) => {
  const debits = platform.calls('debit');
  const credits = platform.calls('credit');
  expect(debits).toHaveLength(1);
  expect(credits).toHaveLength(1);
  expect(debits[0]!.body).toMatchObject({
    sessionToken: token,
    playerId: 'm-42',
    amount: stake,
    gameCode: 'G-1',
  });
  expect(credits[0]!.body).toMatchObject({
    sessionToken: token,
    amount: win,
    debitTxId: debits[0]!.body.txId,
    roundId: debits[0]!.body.roundId,
  });
  expect(credits[0]!.body.txId).not.toBe(debits[0]!.body.txId);
  expect(platform.log.indexOf(debits[0]!)).toBeLessThan(platform.log.indexOf(credits[0]!));
};

describe('launch', () => {
  it('refuses a wrong signature, an unknown vendor and a stale timestamp', async () => {
    const raw = JSON.stringify(launchBody('RNG', 'tok'));
    const wrong = await launchRaw('KIDLAT', raw, 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ ok: false, error: 'SIGNATURE' });
    // Signed with another vendor's secret.
    expect((await launchRaw('KIDLAT', raw, SECRETS.BAYANI)).status).toBe(401);
    expect((await launchRaw('NOBODY', raw, 'x')).status).toBe(401);
    expect((await launchRaw('KIDLAT', raw, SECRETS.KIDLAT, Date.now() - 6 * 60_000)).status).toBe(401);
    // The signature covers the exact bytes: the body cannot be changed after signing.
    const ts = Date.now();
    const tampered = await fetch(`${vendorUrl}/api/launch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendor': 'KIDLAT',
        'x-timestamp': String(ts),
        'x-signature': sign(SECRETS.KIDLAT, {
          method: 'POST',
          path: '/api/launch',
          vendor: 'KIDLAT',
          timestamp: ts,
          body: raw,
        }),
      },
      body: raw.replace('m-42', 'm-43'),
    });
    expect(tampered.status).toBe(401);
    // It covers the method, the path and the vendor too: a signature made for another call is refused.
    for (const c of [
      { method: 'POST', path: '/api/other', vendor: 'KIDLAT' },
      { method: 'PUT', path: '/api/launch', vendor: 'KIDLAT' },
      { method: 'POST', path: '/api/launch', vendor: 'BAYANI' },
    ]) {
      const res = await fetch(`${vendorUrl}/api/launch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vendor': 'KIDLAT',
          'x-timestamp': String(ts),
          'x-signature': sign(SECRETS.KIDLAT, { ...c, timestamp: ts, body: raw }),
        },
        body: raw,
      });
      expect(res.status, JSON.stringify(c)).toBe(401);
    }
    expect(platform.log).toHaveLength(0);
  });

  it('refuses a body that fails the protocol and opens a page for a good one', async () => {
    const bad = await launchRaw(
      'KIDLAT',
      JSON.stringify({ ...launchBody('CASINO', 't'), currency: 'php' }),
      SECRETS.KIDLAT,
    );
    expect(bad.status).toBe(400);
    const { path } = await launch('KIDLAT', 'RNG');
    const page = await fetch(`${vendorUrl}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    for (const id of ['vendor-balance', 'vendor-bet', 'vendor-result', 'vendor-error', 'vendor-stake'])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).not.toMatch(/<(link|img)\b|src=["']http/);
    expect((await fetch(`${vendorUrl}/play/nope`)).status).toBe(404);
  });
});

describe('a round of each category moves money through debit and credit', () => {
  it('LIVE: baccarat debits the bets and credits by the coup', async () => {
    const { token, path } = await launch('BAYANI', 'LIVE');
    const page = await (await fetch(`${vendorUrl}${path}`)).text();
    expect(page).toContain('data-testid="vendor-side-banker"');
    const state = (await (await fetch(`${vendorUrl}${path}/state`)).json()) as Json;
    expect(state).toMatchObject({ ok: true, balance: '100.00', currency: 'PHP', cardsLeft: 416 });
    platform.log.length = 0;
    const r = await post(`${path}/bet`, { bets: { player: '0.00', banker: '10.00', tie: '2.00' } });
    expect(r.body.ok).toBe(true);
    const { winner, player, banker, playerTotal, bankerTotal } = r.body.result;
    expect(player.length).toBeGreaterThanOrEqual(2);
    expect(banker.length).toBeGreaterThanOrEqual(2);
    expect(winner).toBe(playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE');
    const win = winner === 'BANKER' ? '19.50' : winner === 'TIE' ? '28.00' : '0.00';
    expect(r.body.win).toBe(win);
    expectRound(token, '12.00', win);
    expect(r.body.balance).toBe(platform.balance(token));
    expect(cents(r.body.balance)).toBe(10000 - 1200 + cents(win));
    for (const bets of [{}, { player: '0.50' }, { player: '-1' }, { tie: 'x' }])
      expect((await post(`${path}/bet`, { bets })).status).toBe(400);
  });

  it('RNG: a spin debits the stake and credits the line win', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    const r = await post(`${path}/bet`, { stake: '5.00' });
    expect(r.body.ok).toBe(true);
    expect(r.body.result.reels).toHaveLength(5);
    expect(r.body.win).toBe((5 * r.body.result.multiplier).toFixed(2));
    expectRound(token, '5.00', r.body.win);
    expect(r.body.balance).toBe(platform.balance(token));
  });

  it('FISH: a shot debits its cost and credits the catch', async () => {
    const { token, path } = await launch('DAGAT', 'FISH');
    const r = await post(`${path}/bet`, { stake: '2.00', fish: 'SARDINE' });
    expect(r.body.ok).toBe(true);
    expect(r.body.win).toBe(r.body.result.hit ? '4.00' : '0.00');
    expectRound(token, '2.00', r.body.win);
    expect(r.body.balance).toBe(platform.balance(token));
    expect((await post(`${path}/bet`, { stake: '2.00', fish: 'MERMAID' })).status).toBe(400);
  });

  it('PVP: a showdown debits the ante and credits the pot less rake', async () => {
    const { token, path } = await launch('BARAHA', 'PVP');
    const r = await post(`${path}/bet`, { stake: '10.00' });
    expect(r.body.ok).toBe(true);
    expect(r.body.result.seats).toHaveLength(3);
    const me = r.body.result.seats[0];
    const expected = me.winner ? (Math.floor(2850 / r.body.result.winners) / 100).toFixed(2) : '0.00';
    expect(r.body.win).toBe(expected);
    expectRound(token, '10.00', r.body.win);
    expect(r.body.balance).toBe(platform.balance(token));
  });

  for (const [code, category] of [
    ['ARENA', 'SPORTS'],
    ['IA', 'ESPORTS'],
  ] as const)
    it(`${category}: a bet debits at once, kick-off credits it, a cancelled bet is rolled back`, async () => {
      const { token, path } = await launch(code, category);
      const state = (await (await fetch(`${vendorUrl}${path}/state`)).json()) as Json;
      expect(state.matches).toHaveLength(4);
      const match = state.matches[0];
      expect(match.picks).toHaveLength(category === 'SPORTS' ? 3 : 2);
      const pick = match.picks[0];
      expect(Number(pick.odds)).toBeGreaterThan(1);
      platform.log.length = 0;

      const placed = await post(`${path}/bet`, { matchId: match.id, pick: pick.pick, stake: '10.00' });
      expect(placed.body).toMatchObject({ ok: true, balance: '90.00' });
      expect(platform.calls('credit')).toHaveLength(0);
      const other = state.matches[1];
      const toCancel = await post(`${path}/bet`, {
        matchId: other.id,
        pick: other.picks[1].pick,
        stake: '4.00',
      });
      expect(toCancel.body.balance).toBe('86.00');

      const settled = await post(`${path}/settle`, { matchId: match.id });
      expect(settled.body.ok).toBe(true);
      const won = settled.body.result.pick === pick.pick;
      const win = won ? (Math.floor(1000 * cents(pick.odds)) / 100 / 100).toFixed(2) : '0.00';
      const credits = platform.calls('credit');
      expect(credits).toHaveLength(1);
      expect(credits[0]!.body).toMatchObject({
        amount: win,
        debitTxId: platform.calls('debit')[0]!.body.txId,
      });
      expect(settled.body.balance).toBe(platform.balance(token));
      expect(cents(settled.body.balance)).toBe(8600 + cents(win));
      expect(settled.body.matches.filter((m: Json) => m.status === 'OPEN')).toHaveLength(4);
      expect((await post(`${path}/settle`, { matchId: match.id })).status).toBe(400);

      const bet = settled.body.bets.find((b: Json) => b.matchId === other.id);
      const cancelled = await post(`${path}/cancel`, { betId: bet.id });
      expect(cancelled.body.ok).toBe(true);
      const rollbacks = platform.calls('rollback');
      expect(rollbacks).toHaveLength(1);
      expect(rollbacks[0]!.body.refTxId).toBe(platform.calls('debit')[1]!.body.txId);
      expect(cancelled.body.balance).toBe(platform.balance(token));
      expect(cents(cancelled.body.balance)).toBe(9000 + cents(win));
      // The voided match settles nothing for the cancelled bet.
      await post(`${path}/settle`, { matchId: other.id });
      expect(platform.calls('credit')).toHaveLength(1);
    });
});

describe('retries and refusals', () => {
  it('retries a debit whose answer was lost with the same txId and body; the platform moves once', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    platform.log.length = 0;
    const before = platform.movements();
    platform.failNext('debit', 1, true); // the platform debits, then the answer is a 500
    const r = await post(`${path}/bet`, { stake: '10.00' });
    expect(r.body.ok).toBe(true);
    const debits = platform.calls('debit');
    expect(debits.map((d) => d.status)).toEqual([500, 200]);
    expect(debits[1]!.body.txId).toBe(debits[0]!.body.txId);
    expect(debits[1]!.raw).toBe(debits[0]!.raw);
    expect(platform.movements() - before).toBe(2); // one debit, one credit
    expect(cents(platform.balance(token))).toBe(10000 - 1000 + cents(r.body.win));
    expect(r.body.balance).toBe(platform.balance(token));
  });

  it('retries a credit after 500s with the same txId', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    platform.log.length = 0;
    platform.failNext('credit', 2);
    const r = await post(`${path}/bet`, { stake: '1.00' });
    expect(r.body.ok).toBe(true);
    const credits = platform.calls('credit');
    expect(credits.map((c) => c.status)).toEqual([500, 500, 200]);
    expect(new Set(credits.map((c) => c.body.txId)).size).toBe(1);
    expect(cents(platform.balance(token))).toBe(10000 - 100 + cents(r.body.win));
  });

  it('voids the round by a rollback when the debit never gets an answer', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    platform.log.length = 0;
    platform.failNext('debit', 3, true); // debited, but all three attempts answer 500
    const r = await post(`${path}/bet`, { stake: '10.00' });
    expect(r.body).toMatchObject({ ok: false, error: 'PLATFORM_UNAVAILABLE' });
    const rollbacks = platform.calls('rollback');
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]!.body.refTxId).toBe(platform.calls('debit')[0]!.body.txId);
    expect(platform.calls('credit')).toHaveLength(0);
    expect(platform.balance(token)).toBe('100.00');
  });

  it('shows INSUFFICIENT_FUNDS as an error and sends no credit', async () => {
    const { token, path } = await launch('BAYANI', 'LIVE', '5.00');
    platform.log.length = 0;
    const r = await post(`${path}/bet`, { bets: { player: '10.00' } });
    expect(r.body).toMatchObject({ ok: false, error: 'INSUFFICIENT_FUNDS', balance: '5.00' });
    expect(platform.calls('debit')).toHaveLength(1);
    expect(platform.calls('credit')).toHaveLength(0);
    expect(platform.calls('rollback')).toHaveLength(0);
    expect(platform.balance(token)).toBe('5.00');
    const html = await (await fetch(`${vendorUrl}${path}`)).text();
    expect(html).toContain('Insufficient funds: your balance is too low for this stake.');
  });

  it('ends the play session when the platform answers SESSION_EXPIRED', async () => {
    const { token, path } = await launch('DAGAT', 'FISH');
    platform.players.get(token)!.ended = true;
    const r = await post(`${path}/bet`, { stake: '1.00', fish: 'SHARK' });
    expect(r.body).toMatchObject({ ok: false, error: 'SESSION_EXPIRED' });
    expect(platform.calls('credit')).toHaveLength(0);
    const page = await fetch(`${vendorUrl}${path}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('data-code="SESSION_EXPIRED"');
    expect((await post(`${path}/bet`, { stake: '1.00', fish: 'SHARK' })).body.error).toBe('SESSION_EXPIRED');
  });

  it('runs the rounds of one session one at a time', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    platform.log.length = 0;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(`${path}/bet`, { stake: '1.00' })));
    expect(answers.every((a) => a.body.ok)).toBe(true);
    // Each debit is followed by its own credit before the next round's debit.
    expect(platform.log.map((l) => l.call)).toEqual(Array(5).fill(['debit', 'credit']).flat());
    for (let i = 0; i < 10; i += 2)
      expect(platform.log[i + 1]!.body.debitTxId).toBe(platform.log[i]!.body.txId);
    const won = answers.reduce((t, a) => t + cents(a.body.win), 0);
    expect(cents(platform.balance(token))).toBe(10000 - 500 + won);
  });
});
