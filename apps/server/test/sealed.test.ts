import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealBody, type PublicKeyInfo } from '@lotto/contracts/member/seal';
import { createMember } from '../src/modules/identity/index.ts';
import { eventually, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let key: PublicKeyInfo & { required: boolean };

beforeAll(async () => {
  t = await startTestApp();
  const id = (
    await t.store.db.kysely
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
  await createMember(t.store.db.kysely, id, { username: 'sealeduser', password: 'Selyado2026' });
  key = (await t.app.inject({ url: '/wps/system/publicKey' })).json<{ value: typeof key }>().value;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const credentials = { username: 'sealeduser', password: 'Selyado2026' };

describe('encrypted payloads of the E calls', () => {
  it('publishes one key that every request sees', async () => {
    expect(key.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(key.required).toBe(false);
    const again = (await t.app.inject({ url: '/wps/system/publicKey' })).json<{ value: typeof key }>().value;
    expect(again.spki).toBe(key.spki);
  });

  it('opens a sealed login, in both body forms', async () => {
    const sealed = await sealBody(key, { method: 'POST', path: '/wps/session/login', body: credentials });
    const res = await post('/wps/session/login', sealed);
    expect(res.statusCode, res.body).toBe(200);
    const compact = await sealBody(key, { method: 'POST', path: '/wps/session/login', body: credentials });
    const res2 = await post('/wps/session/login', {
      value: [compact.kid, compact.key, compact.iv, compact.data].join('.'),
    });
    expect(res2.statusCode, res2.body).toBe(200);
  });

  it('refuses a tampered body, a body sealed for another call, and an unknown key', async () => {
    const sealed = await sealBody(key, { method: 'POST', path: '/wps/session/login', body: credentials });
    const flipped = Buffer.from(sealed.data, 'base64');
    flipped[0]! ^= 1;
    for (const body of [
      { ...sealed, data: flipped.toString('base64') },
      await sealBody(key, { method: 'POST', path: '/wps/member/register', body: credentials }),
      { ...sealed, kid: '0000000000000000' },
    ]) {
      const res = await post('/wps/session/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'payload.decrypt.failed' });
    }
  });

  it('refuses plain JSON when the brand requires encryption', async () => {
    await t.app.platform.admin.patchSettings('demo', { encryptPayloads: true });
    await eventually(async () => {
      const res = await post('/wps/session/login', credentials);
      expect(res.json()).toMatchObject({ code: 'payload.encryption.required' });
    });
    const sealed = await sealBody(key, { method: 'POST', path: '/wps/session/login', body: credentials });
    expect((await post('/wps/session/login', sealed)).statusCode).toBe(200);
    await t.app.platform.admin.patchSettings('demo', { encryptPayloads: false });
  });
});
