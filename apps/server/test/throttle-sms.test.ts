import { describe, expect, it } from 'vitest';
import { createMember } from '../src/modules/identity/index.ts';
import { fresh } from './accounts-kit.ts';
import { engine } from './harness.ts';
import { BURST, burst, changeBrand, ipOf, outboxCount, send, tally } from './throttle-kit.ts';
import { c, merchantId, t, useThrottleApp } from './throttle-suite.ts';
import { describeGroups } from './groups-kit.ts';

/**
 * Text messages and registrations under bursts of parallel requests: per number, per IP, the
 * brand's hour and the allowed countries, each exact however many requests race.
 */
useThrottleApp({
  ALTCHA_MAX_NUMBER: '100',
  SMS_PER_NUMBER: '3',
  SMS_PER_IP: '10',
  REGISTER_PER_IP: '5',
});

const smsSettings = (sms: object) =>
  changeBrand(t.app, () => t.app.platform.admin.patchSettings('demo', { sms }));

/** `n` parallel SMS requests, each with its own solved human check. */
async function sends(
  n: number,
  request: (i: number) => { path?: string; mobileNum: string; dial?: string; ip: object },
) {
  const checks = await burst(n, () => c.humanCheck());
  return burst(n, (i) => {
    const r = request(i);
    return send(t.app, {
      url: r.path ?? '/wps/verification/sms/register',
      payload: { mobileNum: r.mobileNum, countryDialingCode: r.dial ?? '63', humanCheck: checks[i] },
      headers: r.ip as Record<string, string>,
    });
  });
}

describeGroups(`SMS throttles (${engine})`, [caps, refusals]);

function caps() {
  it("sends exactly the brand's hourly cap of 100 parallel requests, then says so", async () => {
    await smsSettings({ allowedDialCodes: ['63'], hourlyCap: 7 });
    const numbers = Array.from({ length: BURST }, () => fresh());
    const answers = await sends(BURST, (i) => ({ mobileNum: numbers[i]!.mobileNum, ip: ipOf(i) }));
    expect(tally(answers)).toEqual({ ok: 7, 'sms.hourly.cap': BURST - 7 });
    const refused = answers.find((a) => !a.body.success)!;
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    const sent = await Promise.all(numbers.map((u) => outboxCount(t.app, u.e164)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(7);
    await smsSettings({ allowedDialCodes: ['63'], hourlyCap: 100_000 });
  });

  it('sends exactly 3 texts to one number of 100 parallel requests from 100 IPs', async () => {
    const u = fresh();
    const answers = await sends(BURST, (i) => ({ mobileNum: u.mobileNum, ip: ipOf(i, 11) }));
    expect(tally(answers)).toEqual({ ok: 3, 'too.many.requests': BURST - 3 });
    expect(await outboxCount(t.app, u.e164)).toBe(3);
  });

  it('sends exactly 10 texts of 100 parallel requests from one IP to 100 numbers', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.20' };
    const answers = await sends(BURST, () => ({ mobileNum: fresh().mobileNum, ip }));
    expect(tally(answers)).toEqual({ ok: 10, 'too.many.requests': BURST - 10 });
  });

  it("throttles a number with no account exactly like a member's: the answers tell nothing", async () => {
    const member = fresh();
    await createMember(t.store.db.kysely, merchantId, {
      username: member.username,
      password: 'Tahimik2026x',
      mobile: member.e164,
    });
    const stranger = fresh();
    for (const u of [member, stranger]) {
      const answers = await sends(BURST, (i) => ({
        path: '/wps/verification/sms/noLogin',
        mobileNum: u.mobileNum,
        ip: ipOf(i, 12),
      }));
      expect(tally(answers)).toEqual({ ok: 3, 'too.many.requests': BURST - 3 });
    }
    expect(await outboxCount(t.app, member.e164)).toBe(3);
    expect(await outboxCount(t.app, stranger.e164)).toBe(0);
  });
}

function refusals() {
  it("refuses dial codes outside the brand's countries, premium ranges included", async () => {
    for (const [dial, path] of [
      ['44', '/wps/verification/sms/register'],
      ['882', '/wps/verification/sms/register'],
      ['1', '/wps/verification/sms/noLogin'],
      ['6', '/wps/verification/sms/noLogin'],
    ] as const) {
      const [answer] = await sends(1, () => ({ path, mobileNum: '9171234567', dial, ip: ipOf(7, 13) }));
      expect(answer!.status).toBe(400);
      expect(answer!.body).toMatchObject({ code: 'sms.country.not.allowed' });
      expect(await outboxCount(t.app, `+${dial}9171234567`)).toBe(0);
    }
    await smsSettings({ allowedDialCodes: ['63', '44'], hourlyCap: 100_000 });
    const [uk] = await sends(1, () => ({ mobileNum: '7700900123', dial: '44', ip: ipOf(8, 13) }));
    expect(uk!.status).toBe(200);
    await smsSettings({ allowedDialCodes: ['63'], hourlyCap: 100_000 });
  });

  it('gives 100 parallel guesses at one code five tries in all', async () => {
    const u = fresh();
    const [sent] = await sends(1, () => ({ mobileNum: u.mobileNum, ip: ipOf(9, 13) }));
    expect(sent!.status).toBe(200);
    const { sms } = t.app.platform.identity;
    const guesses = await burst(BURST, () =>
      sms.verify(merchantId, { purpose: 'register', target: u.e164, code: '000000' }).then(
        () => 'ok',
        (err: Error) => err.message,
      ),
    );
    const count = (what: string) => guesses.filter((g) => g === what).length;
    // (000000 may happen to be the code: then one of the five tries is a success)
    expect(count('sms.code.invalid') + count('ok')).toBe(5);
    expect(count('sms.code.expired')).toBe(BURST - 5);
  });

  it('validates the SMS settings', async () => {
    for (const sms of [
      { allowedDialCodes: ['+63'] },
      { allowedDialCodes: [] },
      { allowedDialCodes: ['63'], hourlyCap: 0 },
      { allowedDialCodes: ['63'], perHour: 5 },
    ])
      await expect(t.app.platform.admin.patchSettings('demo', { sms })).rejects.toThrow();
  });
}

describe(`registration per IP (${engine})`, () => {
  it('registers exactly 5 of 100 parallel sign-ups from one IP', async () => {
    await changeBrand(t.app, () =>
      t.app.platform.admin.setModule('demo', { modId: 'REGMOBVERF3', enabled: false }),
    );
    const checks = await burst(BURST, () => c.humanCheck());
    const captchas = await burst(BURST, () => c.captcha());
    const answers = await burst(BURST, (i) => {
      const u = fresh();
      return send(t.app, {
        url: '/wps/member/register',
        headers: { 'x-forwarded-for': '198.51.100.30' },
        payload: {
          username: u.username,
          password: 'Tahimik2026x',
          confirmPassword: 'Tahimik2026x',
          mobileNum: u.mobileNum,
          countryDialingCode: '63',
          ageConfirmed: true,
          termsAccepted: true,
          humanCheck: checks[i],
          ...captchas[i],
        },
      });
    });
    expect(tally(answers)).toEqual({ ok: 5, 'too.many.requests': BURST - 5 });
  });
});
