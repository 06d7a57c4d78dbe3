import { createDecipheriv, createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { serviceEntry } from '../src/modules/chat/service-entries.ts';
import { totpCode } from '../src/lib/totp.ts';
import { createStaff } from '../src/modules/staff/index.ts';
import { describeGroups } from './groups-kit.ts';
import { engine } from './harness.ts';
import { call, get, ids, merchantId, signIn, t, useInhouseApp } from './inhouse-suite.ts';

/**
 * Customer-service entries: the help centre for a guest, the chat room for a member, and an
 * address that names the member sealed so only the page that opens it reads it.
 */
useInhouseApp();

describeGroups(`customer-service entries (${engine})`, [serviceEntries, consoleMessages]);

/** What a client does with a type 3 path: the last 8 characters are the key of the AES-256-GCM seal. */
function unseal(path: string) {
  const key = path.slice(-8);
  const bytes = Buffer.from(path.slice(0, -8), 'base64url');
  const d = createDecipheriv('aes-256-gcm', createHash('sha256').update(key).digest(), bytes.subarray(0, 12));
  d.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([d.update(bytes.subarray(12, bytes.length - 16)), d.final()]).toString('utf8');
}

function serviceEntries() {
  it('sends a guest to the help centre, a member to the chat room, and seals an address that names the member', async () => {
    type Entry = { csType: string; version: { pathList: { type: number; path: string }[] } };
    const guest = await get<Entry>('/wps/system/customerService');
    expect(guest.json.value).toEqual({
      csType: 'LIVECHAT',
      version: { pathList: [{ type: 1, path: '/helpmc' }] },
    });
    await signIn('cse');
    const member = await get<Entry>('/wps/system/customerService', 'cse');
    expect(member.json.value.version.pathList).toEqual([{ type: 2, path: '/chat' }]);
    // a brand whose live chat is an outside vendor: the member's address is sealed, a guest's is not
    const brand = (await t.app.platform.brands.byId(merchantId))!;
    const vendor = {
      ...brand,
      customerService: [{ csType: 'LIVECHAT' as const, path: 'https://chat.vendor.example/room' }],
    };
    const row = await t.store.db.kysely
      .selectFrom('members')
      .selectAll()
      .where('id', '=', ids['cse']!)
      .executeTakeFirstOrThrow();
    const sealed = await serviceEntry(t.store.db.kysely, { brand: vendor, member: row });
    const item = sealed.version.pathList[0]!;
    expect(item.type).toBe(3);
    expect(item.path).not.toContain('vendor');
    expect(unseal(item.path)).toBe(`https://chat.vendor.example/room?account=${row.username}`);
    expect(
      (await serviceEntry(t.store.db.kysely, { brand: vendor, member: undefined })).version.pathList[0],
    ).toEqual({
      type: 1,
      path: 'https://chat.vendor.example/room',
    });
  });
}

async function staffToken(username: string, role: 'admin' | 'support') {
  const { secret } = await createStaff(t.store.db.kysely, {
    merchantId,
    brandCode: 'demo',
    username,
    password: 'console-pass-2026',
    role,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/backoffice/api/session',
    payload: { username, password: 'console-pass-2026', code: totpCode(secret) },
    headers: { 'x-forwarded-for': `10.7.0.${username.length}` },
  });
  return res.json<{ value: { token: string } }>().value.token;
}

function consoleMessages() {
  it('lets support write to one member and only admins broadcast', async () => {
    const support = await staffToken('msg_support', 'support');
    const admin = await staffToken('msg_admin', 'admin');
    await signIn('cmsg');
    const account = (
      await t.store.db.kysely
        .selectFrom('members')
        .select('username')
        .where('id', '=', ids['cmsg']!)
        .executeTakeFirstOrThrow()
    ).username;
    const send = (token: string, payload: object) =>
      t.app
        .inject({
          method: 'POST',
          url: '/backoffice/api/messages',
          payload,
          headers: { authorization: `Bearer ${token}` },
        })
        .then((r) => ({ status: r.statusCode, json: r.json<{ value: { id: number }; code?: string }>() }));
    const one = await send(support, {
      to: 'member',
      account,
      title: 'About your deposit',
      body: 'It is credited.',
    });
    expect(one.status).toBe(200);
    const list = await get<{ list: { title: string }[] }>('/wps/member/messages', 'cmsg');
    expect(JSON.stringify(list.json.value)).toContain('About your deposit');
    expect((await send(support, { to: 'brand', title: 'News', body: 'Hello all' })).json.code).toBe(
      'staff.forbidden',
    );
    expect((await send(admin, { to: 'brand', title: 'News', body: 'Hello all' })).status).toBe(200);
    expect(
      (await send(support, { to: 'member', account: 'nobody_here', title: 'x', body: 'y' })).status,
    ).toBe(400);
    expect((await send(support, { to: 'member', account, title: '', body: 'y' })).status).toBe(400);
    // a member's token is no staff token
    expect(
      (await call('POST', '/backoffice/api/messages', 'cmsg', { to: 'brand', title: 'x', body: 'y' })).status,
    ).toBe(401);
  });
}
