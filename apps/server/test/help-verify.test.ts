import { describe, expect, it } from 'vitest';
import type { VerifyRepresentativeValue } from '@lotto/contracts';
import { normaliseHandle, VERIFY_PER_IP } from '../src/modules/help/index.ts';
import { c, t, useAccountsApp } from './accounts-suite.ts';
import { adminCli, adminCliRefused } from './cli.ts';
import { addSunBrand, engine } from './harness.ts';

/**
 * Verify Representative (POST /wps/system/verifyRepresentative): a guest or member learns whether
 * a handle is one of the brand's official contacts, however it is typed; the operator lists them
 * with the CLI; checks are limited per address; brands never mix.
 */
useAccountsApp();

let ipSeq = 0;
/** Each check from its own address unless told, so the limit only counts where a test means it. */
const check = async (kind: string, handle: string, o: { ip?: string; merchant?: string } = {}) => {
  const headers: Record<string, string> = { 'x-forwarded-for': o.ip ?? `198.51.100.${++ipSeq}` };
  if (o.merchant) headers['merchant'] = o.merchant;
  return c.call('POST', '/wps/system/verifyRepresentative', { kind, handle }, headers);
};
const value = async (kind: string, handle: string, o: { merchant?: string } = {}) => {
  const res = await check(kind, handle, o);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as VerifyRepresentativeValue;
};

describe(`verify representative (${engine})`, () => {
  it('normalises handles: case, @, links, spaces, dashes, local and international numbers', () => {
    const n = (kind: 'telegram' | 'phone', raw: string) => normaliseHandle(kind, { raw, dialCode: '63' });
    expect(n('telegram', ' @PerlasPlay_Support ')).toBe('perlasplay_support');
    expect(n('telegram', 'https://t.me/perlasplay_support')).toBe('perlasplay_support');
    expect(n('telegram', '@ab')).toBeNull();
    expect(n('telegram', 'bad name!')).toBeNull();
    for (const raw of [
      '+63 917 555 0101',
      '0917-555-0101',
      '(0917) 555 0101',
      '9175550101',
      '639175550101',
      '0063 917 555 0101',
    ])
      expect(n('phone', raw), raw).toBe('639175550101');
    expect(n('phone', '+84 90 123 4567')).toBe('84901234567');
    expect(n('phone', 'call me')).toBeNull();
    expect(n('phone', '123')).toBeNull();
  });

  it('answers yes for an official handle however it is typed, and no for any other', async () => {
    expect(await value('telegram', '@PerlasPlay_Support')).toEqual({
      handle: 'perlasplay_support',
      official: true,
      matches: [{ kind: 'telegram', label: 'Customer service' }],
    });
    // the WhatsApp number is the brand's, whichever number kind the visitor picks
    const phone = await value('phone', '0917 555 0101');
    expect(phone).toMatchObject({ handle: '639175550101', official: true });
    expect(phone.matches).toEqual([{ kind: 'whatsapp', label: 'Customer service' }]);
    expect((await value('zalo', '+639175550101')).official).toBe(true);
    expect(await value('telegram', 'perlasplay_supp0rt')).toEqual({
      handle: 'perlasplay_supp0rt',
      official: false,
      matches: [],
    });
    // a Telegram name is never compared with numbers
    expect((await value('whatsapp', '+63 917 555 0199')).official).toBe(false);
  });

  it('refuses what is no handle (422) and a malformed request (400), never a 500', async () => {
    expect([(await check('phone', 'hello')).status, (await check('phone', 'hello')).body.code]).toEqual([
      422,
      'contact.handle.invalid',
    ]);
    expect((await check('fax', '123456789')).body.code).toBe('request.invalid');
    expect((await check('phone', '')).body.code).toBe('request.invalid');
    expect((await check('phone', '1'.repeat(65))).body.code).toBe('request.invalid');
  });

  it('limits checks per address (429 with Retry-After), not for other addresses', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < VERIFY_PER_IP; i++)
      expect((await check('telegram', `someone_${i}x`, { ip })).status).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/system/verifyRepresentative',
      headers: { 'x-forwarded-for': ip },
      payload: { kind: 'telegram', handle: 'perlasplay_support' },
    });
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([429, 'too.many.requests']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('telegram', 'perlasplay_support', { ip: '203.0.113.78' })).status).toBe(200);
  });

  it('the operator adds and removes contacts with the CLI; brands never mix', async () => {
    await addSunBrand(t.store);
    const env = t.store.env;
    const added = await adminCli(
      env,
      'contact',
      'add',
      'telegram',
      '@Sun_Helpdesk',
      '--label',
      'Sun help',
      '--merchant',
      'sun',
    );
    expect(added.stdout).toContain('telegram sun_helpdesk is an official contact of sun');
    expect((await value('telegram', 'sun_helpdesk', { merchant: 'sun' })).official).toBe(true);
    // the demo brand's staff are not Sun's, nor Sun's the demo brand's
    expect((await value('telegram', 'sun_helpdesk')).official).toBe(false);
    expect((await value('telegram', 'perlasplay_support', { merchant: 'sun' })).official).toBe(false);
    const list = await adminCli(env, 'contact', 'list', '--merchant', 'sun');
    expect(list.stdout.trim()).toBe('telegram sun_helpdesk Sun help');
    await adminCli(env, 'contact', 'remove', 'telegram', 't.me/sun_helpdesk', '--merchant', 'sun');
    expect((await value('telegram', 'sun_helpdesk', { merchant: 'sun' })).official).toBe(false);
    const refused = await adminCliRefused(env, 'contact', 'add', 'phone', 'not a number', '--label', 'x');
    expect([refused.code, refused.stderr.trim()]).toEqual([65, 'contact.handle.invalid']);
  });
});
