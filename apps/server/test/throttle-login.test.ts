import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../src/modules/identity/index.ts';
import { accountsClient } from './accounts-kit.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';
import { BURST, brandId, burst, ipOf, send, tally } from './throttle-kit.ts';

/**
 * Sign-in throttles under bursts of parallel requests: each limit lets exactly its number
 * through, however many requests read the counts at the same moment.
 */
const PASSWORD = 'Tahimik2026x';
const login = (t: TestApp, body: object, headers: Record<string, string> = {}) =>
  send(t.app, { url: '/wps/session/login', payload: body, headers });

describe(`login bursts per account and per IP (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_BURST_PER_ACCOUNT: '10', LOGIN_BURST_PER_IP: '20' });
  });
  afterAll(() => t.close());

  it('lets exactly 10 of 100 parallel logins at one account through, the rest 429 with Retry-After', async () => {
    const answers = await burst(BURST, (i) =>
      login(t, { username: 'burstaccount', password: 'Wrong2026x' }, ipOf(i)),
    );
    const refused = answers.filter((a) => a.body.code === 'too.many.requests');
    expect(refused).toHaveLength(BURST - 10);
    expect(refused.every((a) => a.status === 429 && a.retryAfter! > 0)).toBe(true);
  });

  it('lets exactly 20 of 100 parallel logins from one IP through', async () => {
    const answers = await burst(BURST, (i) =>
      login(t, { username: `burstip${i}`, password: 'Wrong2026x' }, { 'x-forwarded-for': '198.51.100.7' }),
    );
    expect(tally(answers)).toEqual({ 'login.failed': 20, 'too.many.requests': BURST - 20 });
  });
});

describe(`captcha after a failure and the lock, under bursts (${engine})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof accountsClient>;
  let merchantId: number;
  const member = async (username: string) => {
    await createMember(t.store.db.kysely, { merchantId, member: { username, password: PASSWORD } });
    return username;
  };
  /** `n` solved captchas, each good for one request. */
  const captchas = (n: number) => burst(n, () => c.captcha());

  beforeAll(async () => {
    // The burst limits are out of the way here: what is under test is what they let through.
    t = await startTestApp({
      LOGIN_BURST_PER_ACCOUNT: '1000',
      LOGIN_BURST_PER_IP: '1000',
      LOGIN_FAILURES_BEFORE_LOCK: '10',
    });
    c = accountsClient(t.app);
    merchantId = await brandId(t.app);
  });
  afterAll(() => t.close());

  it('checks one of 100 parallel captcha-less wrong passwords; 99 are asked for the captcha', async () => {
    const username = await member('nocaptcha');
    const answers = await burst(BURST, (i) => login(t, { username, password: 'Wrong2026x' }, ipOf(i)));
    expect(tally(answers)).toEqual({ 'login.failed': 1, 'captcha.required': BURST - 1 });
    expect(answers.every((a) => (a.body.value as { captcha?: boolean }).captcha === true)).toBe(true);
    // the failure stands: the right password now needs the captcha too
    const after = await login(t, { username, password: PASSWORD });
    expect(after.body).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    // and such a burst does not lock the account: one failure counted, not a hundred
    expect((await login(t, { username, password: PASSWORD, ...(await c.captcha()) })).status).toBe(200);
  });

  it('signs in once for 100 parallel right passwords without a captcha', async () => {
    const username = await member('rightburst');
    const answers = await burst(BURST, (i) => login(t, { username, password: PASSWORD }, ipOf(i)));
    expect(tally(answers)).toEqual({ ok: 1, 'captcha.required': BURST - 1 });
  });

  it('checks exactly 10 of 100 parallel wrong passwords that each carry a valid captcha, then locks', async () => {
    const username = await member('lockburst');
    const solved = await captchas(BURST);
    const answers = await burst(BURST, (i) =>
      login(t, { username, password: 'Wrong2026x', ...solved[i] }, ipOf(i)),
    );
    expect(tally(answers)).toEqual({ 'login.failed': 10, 'account.locked': BURST - 10 });
    const locked = await login(t, { username, password: PASSWORD, ...(await c.captcha()) });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: 'account.locked' });
  });

  it('does not lock on a burst of wrong captchas: they are refused before the password is checked', async () => {
    const username = await member('badcaptchas');
    const solved = await captchas(BURST);
    const answers = await burst(BURST, (i) =>
      login(
        t,
        { username, password: 'Wrong2026x', captchaKey: solved[i]!.captchaKey, captcha: 'XXXX' },
        ipOf(i),
      ),
    );
    // one request uses the account's single captcha-free try; every other one is refused
    expect(tally(answers)).toEqual({ 'login.failed': 1, 'captcha.invalid': BURST - 1 });
    expect((await login(t, { username, password: PASSWORD, ...(await c.captcha()) })).status).toBe(200);
  });
});
