import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildVendor } from '../src/app.ts';
import { sign } from '../src/signing.ts';
import { type FakePlatform, type Json, startFakePlatform } from './fake-platform.ts';

/**
 * The sandbox vendor and a fake platform, each on its own port: launches are signed by the
 * platform, every stake and win goes back to the platform's wallet as signed debit, credit
 * and rollback calls, retried on a 5xx with the same txId. What the vendor test files share:
 * both started by `useVendor()` (the platform's log emptied before each test), and the
 * helpers that launch and play. `platform` and `vendorUrl` are set from its `beforeAll` on.
 */
export const SECRETS = {
  BAYANI: 'bayani-secret',
  ARENA: 'arena-secret',
  IA: 'ia-secret',
  KIDLAT: 'kidlat-secret',
  DAGAT: 'dagat-secret',
  BARAHA: 'baraha-secret',
};
export let platform: FakePlatform;
let vendor: FastifyInstance;
export let vendorUrl: string;

export function useVendor(): void {
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
}

export const launchBody = (category: string, sessionToken: string) => ({
  playerId: 'm-42',
  sessionToken,
  currency: 'PHP',
  language: 'EN',
  gameCode: 'G-1',
  gameName: 'Test game',
  category,
  mode: 'real',
  returnUrl: 'https://site.example/games',
});

/** A launch of `raw` signed with `secret`, at `timestamp` (now by default). */
export const launchRaw = (
  vendorCode: string,
  signed: { raw: string; secret: string; timestamp?: number },
) => {
  const { raw, secret, timestamp = Date.now() } = signed;
  return fetch(`${vendorUrl}/api/launch`, {
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
};

/** Launches a session of `category` for a fresh player holding 100.00, or the balance given; answers the play path. */
export const launch = async (
  vendorCode: keyof typeof SECRETS,
  play: string | { category: string; balance: string },
) => {
  const { category, balance } = typeof play === 'string' ? { category: play, balance: '100.00' } : play;
  const token = randomUUID();
  platform.addPlayer(token, 'm-42', balance);
  const res = await launchRaw(vendorCode, {
    raw: JSON.stringify(launchBody(category, token)),
    secret: SECRETS[vendorCode],
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { ok: boolean; url: string };
  expect(answer.ok).toBe(true);
  expect(answer.url).toMatch(/^http:\/\/vendor\.test\/play\/[\w-]{20,}$/);
  return { token, path: new URL(answer.url).pathname };
};

export const post = async (path: string, body: object) => {
  const res = await fetch(`${vendorUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
};

export const cents = (s: string) => Math.round(Number(s) * 100);

/** The debit then the credit of one round, the credit naming the debit. */
export const expectRound = (token: string, { stake, win }: { stake: string; win: string }) => {
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
