import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AltchaChallenge } from '@lotto/contracts';
import { expect } from 'vitest';

type Json = Record<string, unknown>;
export type Call = { status: number; body: Json & { success: boolean; code?: string; value?: unknown } };

/** Small client for the accounts API as a browser would call it. */
export function accountsClient(app: FastifyInstance, base: Record<string, string> = {}) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Call> => {
    const res: LightMyRequestResponse = await app.inject({
      method,
      url,
      headers: { ...base, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Json }),
    });
    return { status: res.statusCode, body: res.json() };
  };

  /** Solves a human-check challenge by brute force, as the browser's worker does. */
  const humanCheck = async (): Promise<string> => {
    const c = (await call('GET', '/wps/verification/altcha')).body.value as AltchaChallenge;
    for (let n = 0; n <= c.maxnumber; n++) {
      if (createHash('sha256').update(`${c.salt}${n}`).digest('hex') === c.challenge)
        return Buffer.from(JSON.stringify({ ...c, number: n })).toString('base64');
    }
    throw new Error('unsolvable challenge');
  };

  const captcha = async (): Promise<{ captchaKey: string; captcha: string }> => {
    const { captchaKey } = (await call('GET', '/wps/captcha')).body.value as { captchaKey: string };
    const { answer } = (await call('GET', `/wps/test/captcha/${captchaKey}`)).body.value as {
      answer: string;
    };
    return { captchaKey, captcha: answer };
  };

  const lastCode = async (target: string): Promise<string> => {
    const list = (await call('GET', `/wps/test/outbox?target=${encodeURIComponent(target)}`)).body.value as {
      code: string | null;
    }[];
    expect(list[0]?.code, `a code sent to ${target}`).toBeTruthy();
    return list[0]!.code!;
  };

  const lastLink = async (target: string): Promise<string> => {
    const list = (await call('GET', `/wps/test/outbox?target=${encodeURIComponent(target)}`)).body.value as {
      link: string | null;
    }[];
    return list[0]!.link!;
  };

  const sendSms = async (path: string, mobileNum: string, dial = '63') =>
    call('POST', path, { mobileNum, countryDialingCode: dial, humanCheck: await humanCheck() });

  return { call, humanCheck, captcha, lastCode, lastLink, sendSms };
}

let seq = 0;
/** A unique valid username and PH mobile number (pattern ^9[0-9]{9}$) per call. */
export const fresh = () => {
  seq += 1;
  const n = `${Date.now() % 1_000_000}${seq}`.padStart(9, '0').slice(-9);
  return { username: `user${n}`, mobileNum: `9${n}`, e164: `+639${n}` };
};

/** The password the accounts tests register their members with. */
export const PASSWORD = 'Tala2026x';

/**
 * A complete username registration for a fresh visitor on `c`: the registration SMS sent and its
 * code, a solved human check and captcha, both confirmations; `over` replaces or adds fields.
 */
export async function registerBodyOf(
  c: ReturnType<typeof accountsClient>,
  over: Record<string, unknown> = {},
) {
  const u = fresh();
  const sms = await c.sendSms('/wps/verification/sms/register', u.mobileNum);
  expect(sms.status, JSON.stringify(sms.body)).toBe(200);
  return {
    u,
    body: {
      username: u.username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: u.mobileNum,
      countryDialingCode: '63',
      verificationCode: await c.lastCode(u.e164),
      ageConfirmed: true,
      termsAccepted: true,
      humanCheck: await c.humanCheck(),
      ...(await c.captcha()),
      ...over,
    },
  };
}
