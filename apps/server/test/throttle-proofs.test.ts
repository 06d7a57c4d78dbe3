import { beforeAll, describe, expect, it } from 'vitest';
import type { BankCard, LoginAnswer } from '@lotto/contracts';
import { createMember } from '../src/modules/identity/index.ts';
import { fresh } from './accounts-kit.ts';
import { engine } from './harness.ts';
import { BURST, burst, changeBrand, ipOf, send, tally } from './throttle-kit.ts';
import { c, merchantId, t, useThrottleApp } from './throttle-suite.ts';

/**
 * The proofs behind a password: the payment password, and the extra proof of a login from a
 * new IP. Each try is counted before its answer is looked at, so a burst of parallel guesses
 * gets exactly as many checks as the limit allows.
 */
const PASSWORD = 'Tahimik2026x';
useThrottleApp({
  LOGIN_BURST_PER_ACCOUNT: '1000',
  LOGIN_BURST_PER_IP: '1000',
  IP_CHECK_FAILURES_BEFORE_LOCK: '5',
  IP_CHECK_PER_IP: '3',
});

/** Creates a member and signs it in once (which also records its first IP); answers its token. */
async function member(username: string, extra: { mobile?: string; upline?: string } = {}) {
  await createMember(t.store.db.kysely, merchantId, { username, password: PASSWORD, ...extra });
  const res = await send(t.app, { url: '/wps/session/login', payload: { username, password: PASSWORD } });
  return (res.body.value as { token: string }).token;
}

describe(`payment password tries under a burst (${engine})`, () => {
  const auth = (token: string) => ({ authorization: token });

  it('checks exactly 5 of 100 parallel wrong withdrawals, then locks with Retry-After', async () => {
    const token = await member('pinburst');
    await send(t.app, {
      method: 'PUT',
      url: '/wps/wallet/payment-password',
      headers: auth(token),
      payload: { newPassword: '246810', confirmPassword: '246810' },
    });
    const card = await send(t.app, {
      url: '/wps/wallet/bank-cards',
      headers: auth(token),
      payload: {
        bankName: 'Bangko Perlas',
        accountName: 'Pin Burst',
        accountNumber: '1234 5678 9012',
        paymentPassword: '246810',
      },
    });
    const cardId = (card.body.value as BankCard).id;
    const withdraw = (paymentPassword: string, i: number) =>
      send(t.app, {
        url: '/wps/wallet/withdraw',
        headers: auth(token),
        payload: { cardId, amount: '100.00', paymentPassword, requestId: `pin-burst-${i}` },
      });
    const answers = await burst(BURST, (i) => withdraw('111111', i));
    expect(tally(answers)).toEqual({ 'payment.password.invalid': 5, 'payment.password.locked': BURST - 5 });
    const right = await withdraw('246810', BURST);
    expect(right.status).toBe(403);
    // The 30-minute lock started during the burst: on a busy machine a second or more has passed.
    expect(right.body).toMatchObject({ code: 'payment.password.locked' });
    const left = (right.body.value as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(left).toBeGreaterThan(1790);
    expect(left).toBeLessThanOrEqual(1800);
    expect(right.retryAfter).toBe(left);
  });

  it('checks exactly 5 of 100 parallel wrong transfers; the lock covers withdrawals too', async () => {
    await createMember(t.store.db.kysely, merchantId, { username: 'pinagent', password: PASSWORD, type: 1 });
    const token = await member('pintransfer', { upline: 'pinagent' });
    await send(t.app, {
      method: 'PUT',
      url: '/wps/wallet/payment-password',
      headers: auth(token),
      payload: { newPassword: '135790', confirmPassword: '135790' },
    });
    const answers = await burst(BURST, (i) =>
      send(t.app, {
        url: '/wps/wallet/transfer',
        headers: auth(token),
        payload: {
          to: 'pinagent',
          amount: '1.00',
          paymentPassword: '000000',
          requestId: `pin-transfer-${i}`,
        },
      }),
    );
    expect(tally(answers)).toEqual({ 'payment.password.invalid': 5, 'payment.password.locked': BURST - 5 });
    const info = await send(t.app, { method: 'GET', url: '/wps/wallet/withdraw/info', headers: auth(token) });
    expect(
      (info.body.value as { paymentPasswordLockedUntil: number | null }).paymentPasswordLockedUntil,
    ).toBeGreaterThan(Date.now());
  });
});

describe(`the new-IP proof (${engine})`, () => {
  type Pending = Extract<LoginAnswer, { verifyIp: unknown }>['verifyIp'];

  beforeAll(() =>
    changeBrand(t.app, () =>
      t.app.platform.admin.setModule('demo', { modId: 'LOGINIPVERF3', enabled: true }),
    ),
  );

  /** `n` logins from new IPs, each with its own captcha: `n` tickets for one proof each. */
  async function tickets(username: string, n: number): Promise<Pending[]> {
    const captchas = await burst(n, () => c.captcha());
    const answers = await burst(n, (i) =>
      send(t.app, {
        url: '/wps/session/login',
        payload: { username, password: PASSWORD, ...captchas[i] },
        headers: ipOf(i, 20),
      }),
    );
    return answers.map((a) => (a.body.value as { verifyIp: Pending }).verifyIp);
  }
  const prove = (ticket: string, answer: string, headers: Record<string, string>) =>
    send(t.app, { url: '/wps/session/login/verify', payload: { ticket, method: 'phone', answer }, headers });

  it('asks for the digits the mask hides, and only those', async () => {
    const u = fresh();
    await member(u.username, { mobile: u.e164 });
    const [first, second, third] = await tickets(u.username, 3);
    const hidden = u.e164.slice(3, -2);
    expect(first!.phoneProof).toEqual({ start: '+63', hiddenDigits: hidden.length, end: u.e164.slice(-2) });
    expect(first!.maskedMobile).toBe(`+63${'•'.repeat(hidden.length)}${u.e164.slice(-2)}`);
    // the tail of the number (the shown digits and a couple more) and the whole number prove nothing
    expect((await prove(first!.ticket, u.e164.slice(-6), ipOf(1, 21))).body.code).toBe('login.verify.failed');
    expect((await prove(second!.ticket, u.e164, ipOf(2, 21))).body.code).toBe('login.verify.failed');
    const ok = await prove(third!.ticket, hidden, ipOf(3, 21));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('checks exactly 5 of 100 parallel wrong proofs for one account, then locks it', async () => {
    const u = fresh();
    await member(u.username, { mobile: u.e164 });
    const pending = await tickets(u.username, BURST);
    const answers = await burst(BURST, (i) => prove(pending[i]!.ticket, '00000000', ipOf(i, 22)));
    expect(tally(answers)).toEqual({ 'login.verify.failed': 5, 'login.verify.locked': BURST - 5 });
    // even the right answer waits for the lock to end
    const [last] = await tickets(u.username, 1);
    const right = await prove(last!.ticket, u.e164.slice(3, -2), ipOf(BURST, 22));
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('login.verify.locked');
    expect(right.retryAfter).toBeGreaterThan(0);
  });

  it('checks exactly 3 of 100 parallel proofs from one IP', async () => {
    const u = fresh();
    await member(u.username, { mobile: u.e164 });
    const pending = await tickets(u.username, BURST);
    const ip = { 'x-forwarded-for': '198.51.100.40' };
    const answers = await burst(BURST, (i) => prove(pending[i]!.ticket, '00000000', ip));
    expect(tally(answers)).toEqual({ 'login.verify.failed': 3, 'too.many.requests': BURST - 3 });
  });
});
