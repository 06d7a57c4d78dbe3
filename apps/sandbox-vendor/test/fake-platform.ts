import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

/** Untyped JSON bodies, as they come off the wire (tests only). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read wire JSON field by field
export type Json = any;

/**
 * A small stand-in for the platform's seamless wallet (docs/seamless-wallet.md): signed
 * requests, an in-memory balance per game session, idempotent on txId, and switches to
 * answer 500 (before or after doing the work) or to end a session.
 */
type Player = { playerId: string; balance: number; currency: string; ended: boolean };
type Debit = {
  vendor: string;
  amount: number;
  sessionToken: string;
  state: 'DEBITED' | 'ROLLED_BACK';
  credited: boolean;
};
export type Logged = { call: string; vendor: string; raw: string; body: Json; status: number; answer: Json };

const cents = (s: unknown) => {
  const m = typeof s === 'string' ? /^(\d{1,12})\.(\d{2})$/.exec(s) : null;
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
};
const fmt = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
/** The platform's check, written out here: method, path, vendor, timestamp and body hash, one a line. */
const sig = (secret: string, c: { path: string; vendor: string; ts: string; raw: string }) =>
  createHmac('sha256', secret)
    .update(['POST', c.path, c.vendor, c.ts, createHash('sha256').update(c.raw).digest('hex')].join('\n'))
    .digest('hex');

export async function startFakePlatform(secrets: Record<string, string>) {
  const players = new Map<string, Player>();
  const answers = new Map<string, { raw: string; answer: Json }>();
  const debits = new Map<string, Debit>();
  const rolledBackEarly = new Set<string>();
  const log: Logged[] = [];
  const fail: Record<string, { times: number; after: boolean }> = {};
  let movements = 0;
  let seq = 0;

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post('/seamless/v1/:vendor/:call', async (req, reply) => {
    const { vendor, call } = req.params as { vendor: string; call: string };
    const raw = typeof req.body === 'string' ? req.body : '';
    const secret = secrets[vendor];
    const ts = String(req.headers['x-timestamp'] ?? '');
    const given = Buffer.from(String(req.headers['x-signature'] ?? ''), 'hex');
    const path = `/seamless/v1/${vendor}/${call}`;
    const want = secret ? Buffer.from(sig(secret, { path, vendor, ts, raw }), 'hex') : Buffer.alloc(0);
    const body = JSON.parse(raw || '{}');
    const record = (status: number, answer: Json) => {
      log.push({ call, vendor, raw, body, status, answer });
      return reply.code(status).send(answer);
    };
    if (
      req.headers['x-vendor'] !== vendor ||
      !secret ||
      Math.abs(Date.now() - Number(ts)) > 300_000 ||
      given.length !== want.length ||
      !timingSafeEqual(given, want)
    )
      return record(401, { ok: false, error: 'SIGNATURE' });
    const f = fail[call];
    if (f && f.times > 0 && !f.after) {
      f.times--;
      return record(500, { error: 'boom' });
    }
    const answer = handle(vendor, call, body, raw);
    if (f && f.times > 0 && f.after) {
      f.times--;
      return record(500, { error: 'answer lost' });
    }
    return record(200, answer);
  });

  const handle = (vendor: string, call: string, b: Json, raw: string): Json => {
    const p = players.get(b.sessionToken);
    if (!p || p.ended) return { ok: false, error: 'SESSION_EXPIRED' };
    if (p.playerId !== b.playerId) return { ok: false, error: 'PLAYER_MISMATCH' };
    if (call === 'balance') return { ok: true, balance: fmt(p.balance), currency: p.currency };
    const key = `${vendor}:${b.txId}`;
    const seen = answers.get(key);
    if (seen) return seen.raw === raw ? seen.answer : { ok: false, error: 'DUPLICATE_TX' };
    const answer = move(vendor, call, b, p);
    answers.set(key, { raw, answer });
    return answer;
  };

  const move = (vendor: string, call: string, b: Json, p: Player): Json => {
    const done = () => ({ ok: true, balance: fmt(p.balance), txId: b.txId, platformTxId: `P${++seq}` });
    if (call === 'debit') {
      const amount = cents(b.amount);
      if (amount === null || amount <= 0 || !b.txId || !b.roundId)
        return { ok: false, error: 'INVALID_REQUEST' };
      if (rolledBackEarly.has(`${vendor}:${b.txId}`)) return { ok: false, error: 'TX_ROLLED_BACK' };
      if (amount > p.balance) return { ok: false, error: 'INSUFFICIENT_FUNDS', balance: fmt(p.balance) };
      p.balance -= amount;
      movements++;
      debits.set(`${vendor}:${b.txId}`, {
        vendor,
        amount,
        sessionToken: b.sessionToken,
        state: 'DEBITED',
        credited: false,
      });
      return done();
    }
    if (call === 'credit') {
      const amount = cents(b.amount);
      if (amount === null || !b.txId || !b.debitTxId) return { ok: false, error: 'INVALID_REQUEST' };
      const d = debits.get(`${vendor}:${b.debitTxId}`);
      if (!d) return { ok: false, error: 'TX_NOT_FOUND' };
      if (d.state === 'ROLLED_BACK') return { ok: false, error: 'TX_ROLLED_BACK' };
      d.credited = true;
      p.balance += amount;
      movements++;
      return done();
    }
    if (call === 'rollback') {
      if (!b.txId || !b.refTxId) return { ok: false, error: 'INVALID_REQUEST' };
      const d = debits.get(`${vendor}:${b.refTxId}`);
      if (!d) rolledBackEarly.add(`${vendor}:${b.refTxId}`);
      else if (d.state === 'DEBITED' && !d.credited) {
        d.state = 'ROLLED_BACK';
        p.balance += d.amount;
        movements++;
      }
      return done();
    }
    return { ok: false, error: 'INVALID_REQUEST' };
  };

  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    log,
    players,
    addPlayer: (sessionToken: string, playerId: string, balance: string, currency = 'PHP') =>
      players.set(sessionToken, { playerId, balance: cents(balance)!, currency, ended: false }),
    balance: (sessionToken: string) => fmt(players.get(sessionToken)!.balance),
    failNext: (call: string, times: number, after = false) => (fail[call] = { times, after }),
    movements: () => movements,
    calls: (call?: string) => log.filter((l) => !call || l.call === call),
    close: () => app.close(),
  };
}
export type FakePlatform = Awaited<ReturnType<typeof startFakePlatform>>;
