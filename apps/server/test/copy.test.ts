import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, fresh } from './accounts-kit.ts';
import { addSunBrand, engine, eventually, startTestApp, type TestApp } from './harness.ts';
import { memberKit } from './member-kit.ts';

/**
 * What a new player reads in the API's answers: one minimum age, the brand's own bonus and
 * currency, messages in the player's language, no sandbox wording, and a 404 in the brand's
 * default language.
 */
let t: TestApp;
let c: ReturnType<typeof accountsClient>;
let demoId = 0;
const SUFFIX = `cp${Date.now().toString(36).slice(-5)}`;
const kit = memberKit(
  () => t,
  () => demoId,
  { suffix: SUFFIX },
);

beforeAll(async () => {
  t = await startTestApp({ ALTCHA_MAX_NUMBER: '100', SMS_PER_IP: '1000', REGISTER_PER_IP: '1000' });
  c = accountsClient(t.app);
  demoId = (await t.app.platform.brands.byCode('demo'))!.id;
  await addSunBrand(t.store);
  await kit.signIn('juan');
});
afterAll(() => t.close());

type Status = { info: { register: { minAge: number; newMemberBonus: string | null } } };
type Footer = { minAge: number; responsibility: string };
const get = async <T>(url: string, headers: Record<string, string> = {}) =>
  (await c.call('GET', url, undefined, headers)).body.value as T;

describe(`brand copy (${engine})`, () => {
  it('states one minimum age, the brand setting, at registration, in the footer mark and its text', async () => {
    for (const language of ['TY', 'EN']) {
      const status = await get<Status>('/wps/system/status', { language });
      const footer = await get<Footer>('/wps/system/footer', { language });
      expect(status.info.register.minAge).toBe(21);
      expect(footer.minAge).toBe(21);
      expect(footer.responsibility).toMatch(/\b21\b/);
      expect(footer.responsibility).not.toMatch(/\b18\b|\{minAge\}/);
    }
    await t.app.platform.admin.patchSettings('demo', { minAge: 25 });
    await eventually(async () => {
      const status = await get<Status>('/wps/system/status');
      const footer = await get<Footer>('/wps/system/footer');
      expect([status.info.register.minAge, footer.minAge]).toEqual([25, 25]);
      expect(footer.responsibility).toMatch(/Dapat 25 taong gulang/);
    });
    await t.app.platform.admin.patchSettings('demo', { minAge: 21 });
  });

  it('promises a new-member bonus only when the brand configures one, as an amount of its currency', async () => {
    expect((await get<Status>('/wps/system/status')).info.register.newMemberBonus).toBeNull();
    await t.app.platform.admin.patchSettings('demo', { newMemberBonus: 50_000 });
    await eventually(async () =>
      expect((await get<Status>('/wps/system/status')).info.register.newMemberBonus).toBe('500.00'),
    );
    await t.app.platform.admin.patchSettings('demo', { newMemberBonus: 0 });
  });

  it('answers an unknown path in the brand default language when the caller names none', async () => {
    const notFound = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: '/wps/no/such/call', headers });
      expect(res.statusCode).toBe(404);
      return res.json<{ code: string; message: string }>();
    };
    expect(await notFound({})).toEqual(
      expect.objectContaining({
        code: 'route.not.found',
        message: 'Maling URL, makipag-ugnayan sa customer service.',
      }),
    );
    expect((await notFound({ language: 'EN' })).message).toBe(
      'Invalid URL, please contact customer service.',
    );
    expect((await notFound({ merchant: 'sun' })).message).toBe(
      'Invalid URL, please contact customer service.',
    );
    // an unknown brand is still a 404 for an unknown path, not a brand error
    expect((await notFound({ merchant: 'nobody' })).code).toBe('route.not.found');
    expect((await t.app.inject({ url: '/lgw/no/such/call' })).json().message).toMatch(/^Maling URL/);
  });
});

describe(`SMS and email texts (${engine})`, () => {
  const lastMessage = async (target: string) =>
    (
      await get<{ subject: string; body: string; code: string | null }[]>(
        `/wps/test/outbox?target=${encodeURIComponent(target)}`,
      )
    )[0]!;

  it('sends the SMS code in the asked language, else the brand default (TY)', async () => {
    const sent = async (headers: Record<string, string>) => {
      const u = fresh();
      const res = await c.call(
        'POST',
        '/wps/verification/sms/register',
        { mobileNum: u.mobileNum, countryDialingCode: '63', humanCheck: await c.humanCheck() },
        headers,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return lastMessage(u.e164);
    };
    const ty = await sent({});
    expect(ty.body).toMatch(
      /^Perlas Play: ang verification code mo ay \d{6}\. Mag-e-expire ito sa loob ng 5 minuto/,
    );
    expect(ty.code).toMatch(/^\d{6}$/);
    expect((await sent({ language: 'EN' })).body).toMatch(/^Perlas Play: your verification code is \d{6}\./);
    // a language the brand does not offer gets the brand default
    expect((await sent({ language: 'KO' })).body).toMatch(/ang verification code mo/);
  });

  it('mails the password reset in the asked language, else the member language, else the default', async () => {
    let n = 0;
    const reset = async (headers: Record<string, string>, language = 'TY') => {
      const who = `reset${(n += 1)}`;
      const email = `${who}${SUFFIX}@example.com`;
      await kit.signIn(who, { email, language });
      const res = await c.call(
        'POST',
        '/wps/member/password/email',
        { username: `${who}${SUFFIX}`, email },
        headers,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return lastMessage(email);
    };
    const ty = await reset({});
    expect(ty.subject).toBe('Perlas Play: i-reset ang password mo');
    expect(ty.body).toMatch(/Buksan ang link na ito sa loob ng 30 minuto[\s\S]*modal=resetPassword/);
    const en = await reset({ language: 'EN' });
    expect(en.subject).toBe('Perlas Play: reset your password');
    expect(en.body).toMatch(/Open this link within 30 minutes/);
    expect((await reset({}, 'EN')).subject).toBe('Perlas Play: reset your password');
    expect((await reset({ language: 'TY' }, 'EN')).subject).toBe('Perlas Play: i-reset ang password mo');
  });
});

/** Every text of an answer, leaving out upper-case codes (SANDBOXPAY): those are the operator's handles, not names. */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? /^[A-Z0-9_]+$/.test(value)
      ? []
      : [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : [];

describe(`player-facing names (${engine})`, () => {
  const calls = [
    '/wps/system/status',
    '/wps/system/footer',
    '/wps/system/whitelabel',
    '/wps/relay/GCSGAME_newGameVendor',
    '/wps/relay/GCSGAME_getVassGameType',
    '/wps/relay/GCSGAME_gameList?pageSize=200',
    '/wps/relay/GCSGAME_hotGamesV2',
    '/wps/relay/GLS2_roomList',
    '/lgw/games/game_menus',
    '/lgw/games/popular',
    '/lgw/lottery/games',
    '/wps/wallet/deposit/channels',
    '/wps/v2/wallets/balance',
    '/wps/relay/GCS_merchantWallet',
    '/wps/wallet/transfer/info',
    '/wps/wallet/withdraw/info',
  ];

  it('never say "sandbox" in any language, to a guest or a member', async () => {
    let answered = 0;
    for (const language of ['TY', 'EN'])
      for (const url of calls) {
        const res = await t.app.inject({
          url,
          headers: { language, authorization: kit.tokens['juan']! },
        });
        if (res.statusCode !== 200) continue;
        answered += 1;
        const found = texts(res.json()).filter((s) => /sandbox/i.test(s));
        expect(found, `${language} ${url}`).toEqual([]);
      }
    expect(answered).toBeGreaterThanOrEqual(calls.length * 2 - 4);
  });
});
