import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatHistoryValue, ChatMessage, ChatPush, QueueItem, ThreadValue } from '@lotto/contracts';
import { buildApp } from '../src/app.ts';
import { RedisLiveBus } from '../src/lib/live-bus.ts';
import { totpCode } from '../src/lib/totp.ts';
import { createStaff } from '../src/modules/staff/index.ts';
import { describeGroups } from './groups-kit.ts';
import { engine, geo, testConfig } from './harness.ts';
import { call, get, ids, merchantId, signIn, t, tokens, useInhouseApp } from './inhouse-suite.ts';

/**
 * Live chat (CBS3) and the support console's staff: sign-in with password and a one-time
 * authenticator code; a member writes, support takes and answers, each side's unread count and
 * read marks; members and staff see only their own brand's and their own rows; pushes reach the
 * sockets, across two nodes through Redis.
 */
useInhouseApp();

const PASSWORD = 'support-pass-2026';
const staffToken: Record<string, string> = {};
const staffSecret: Record<string, string> = {};

async function makeStaff(name: string, at = merchantId) {
  const made = await createStaff(t.store.db.kysely, {
    merchantId: at,
    brandCode: 'demo',
    username: name,
    password: PASSWORD,
    role: 'support',
  });
  staffSecret[name] = made.secret;
}

const staffSignIn = (name: string, code: string, { host, ip }: { host?: string; ip?: string } = {}) =>
  t.app
    .inject({
      method: 'POST',
      url: '/backoffice/api/session',
      payload: { username: name, password: PASSWORD, code },
      headers: { ...(host ? { host } : {}), 'x-forwarded-for': ip ?? `10.1.0.${name.length}` },
    })
    .then((r) => ({ status: r.statusCode, json: r.json<{ value: { token: string }; code?: string }>() }));

const asStaff = <T>(method: 'GET' | 'POST', url: string, name: string, payload?: object) =>
  t.app
    .inject({
      method,
      url,
      headers: { authorization: `Bearer ${staffToken[name]}` },
      ...(payload ? { payload } : {}),
    })
    .then((r) => ({ status: r.statusCode, json: r.json<{ value: T; code?: string }>() }));

const send = (who: string, body: string, clientId: string) =>
  call<ChatMessage>('POST', '/wps/chat/messages', who, { clientId, body });

describeGroups(`chat (${engine})`, [staffAccounts, conversations, sockets]);

function staffAccounts() {
  it('signs staff in with password and an authenticator code that is good once', async () => {
    await makeStaff('amy');
    const code = totpCode(staffSecret['amy']!);
    expect((await staffSignIn('amy', '000000')).json.code).toBe('staff.signin.failed');
    const first = await staffSignIn('amy', code);
    expect(first.status).toBe(200);
    staffToken['amy'] = first.json.value.token;
    // the same code again (a replay) is refused
    expect((await staffSignIn('amy', code)).json.code).toBe('staff.signin.failed');
    const me = await asStaff<{ username: string; role: string }>('GET', '/backoffice/api/me', 'amy');
    expect(me.json.value).toMatchObject({ username: 'amy', role: 'support' });
    // a member's token is no staff token, and no token is none
    expect((await call('GET', '/backoffice/api/me', undefined)).json.code).toBe('staff.not.session');
  });

  it('refuses sign-in past ten failures for a name, even a right answer from another address', async () => {
    await makeStaff('ben');
    for (let i = 0; i < 10; i++)
      expect((await staffSignIn('ben', '123456', { ip: '10.2.0.1' })).json.code).toBe('staff.signin.failed');
    expect((await staffSignIn('ben', '123456', { ip: '10.2.0.1' })).json.code).toBe('too.many.requests');
    const right = totpCode(staffSecret['ben']!);
    expect((await staffSignIn('ben', right, { ip: '10.2.0.2' })).json.code).toBe('too.many.requests');
  });
}

function conversations() {
  it('carries a conversation: the member writes, support takes and answers, unread counts and read marks', async () => {
    await signIn('cm1');
    const a = await send('cm1', 'Hello, my deposit is late', 'cm1-first-0001');
    expect(a.status).toBe(200);
    // a resend with the same client id is the same message
    expect((await send('cm1', 'Hello, my deposit is late', 'cm1-first-0001')).json.value.id).toBe(
      a.json.value.id,
    );
    const queue = await asStaff<{ conversations: QueueItem[] }>(
      'GET',
      '/backoffice/api/chats?status=waiting',
      'amy',
    );
    const item = queue.json.value.conversations.find((c) => c.account.startsWith('cm1'))!;
    expect(item).toMatchObject({ status: 'waiting', unread: 1, lastBody: 'Hello, my deposit is late' });
    const thread = await asStaff<ThreadValue>('GET', `/backoffice/api/chats/${item.id}`, 'amy');
    expect(thread.json.value.member).toMatchObject({ vipLevel: 0, currency: 'PHP' });
    expect(thread.json.value.messages.map((m) => m.body)).toEqual(['Hello, my deposit is late']);
    const answer = await asStaff<ChatMessage>('POST', `/backoffice/api/chats/${item.id}/messages`, 'amy', {
      clientId: 'amy-answer-0001',
      body: 'Checking it now',
    });
    expect(answer.json.value).toMatchObject({ sender: 'staff', staffName: 'amy' });
    expect((await get<{ unReadCount: number }>('/wps/chat/unread', 'cm1')).json.value.unReadCount).toBe(1);
    const url = await get<{ chatUrl: string; unReadCount: number }>('/wps/chat/url?b2c=1', 'cm1');
    expect(url.json.value.chatUrl).toMatch(/^\/chat\?b2c=1&title=.+&headerColor=%23/);
    const read = await call<{ unReadCount: number }>('POST', '/wps/chat/read', 'cm1', {
      upTo: answer.json.value.id,
    });
    expect(read.json.value.unReadCount).toBe(0);
    const history = await get<ChatHistoryValue>('/wps/chat/messages', 'cm1');
    expect(history.json.value.messages.map((m) => m.sender)).toEqual(['member', 'staff']);
    expect(history.json.value.unReadCount).toBe(0);
    // another support agent cannot answer a taken conversation
    await makeStaff('cat');
    staffToken['cat'] = (await staffSignIn('cat', totpCode(staffSecret['cat']!))).json.value.token;
    const other = await asStaff('POST', `/backoffice/api/chats/${item.id}/messages`, 'cat', {
      clientId: 'cat-x-00001',
      body: 'x',
    });
    expect(other.json.code).toBe('chat.taken');
  });

  it('keeps members and brands apart, refuses agents and empty or bad messages', async () => {
    await signIn('cm2');
    const empty = await get<ChatHistoryValue>('/wps/chat/messages', 'cm2');
    expect(empty.json.value.messages).toEqual([]);
    expect((await send('cm2', '', 'cm2-empty-001')).status).toBe(400);
    expect((await call('POST', '/wps/chat/messages', 'cm2', { clientId: 'no', body: 'x' })).status).toBe(400);
    await signIn('ca1', { type: 1 });
    expect((await send('ca1', 'hi', 'ca1-agent-001')).json.code).toBe('in_please_information');
    expect((await get('/wps/chat/messages')).json.code).toBe('login.not.session');
    // staff of another brand see none of this brand's conversations
    const sun = await t.store.db.kysely
      .insertInto('merchants')
      .values({
        code: 'chatsun',
        settings: (
          await t.store.db.kysely
            .selectFrom('merchants')
            .select('settings')
            .where('id', '=', merchantId)
            .executeTakeFirstOrThrow()
        ).settings,
        maintenance: 0,
        maintenance_message: '',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.store.db.kysely
      .insertInto('merchant_domains')
      .values({ merchant_id: sun.id, host: 'chatsun.example', kind: 'primary', sort: 0 })
      .execute();
    await makeStaff('sunny', sun.id);
    const res = await staffSignIn('sunny', totpCode(staffSecret['sunny']!), { host: 'chatsun.example' });
    expect(res.status).toBe(200);
    const headers = { authorization: `Bearer ${res.json.value.token}`, host: 'chatsun.example' };
    const q = await t.app.inject({ method: 'GET', url: '/backoffice/api/chats', headers });
    expect(q.json<{ value: { conversations: unknown[] } }>().value.conversations).toEqual([]);
    const own = await asStaff<{ conversations: QueueItem[] }>('GET', '/backoffice/api/chats', 'amy');
    const id = own.json.value.conversations[0]!.id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/backoffice/api/chats/${id}`, headers })).json<{
        code: string;
      }>().code,
    ).toBe('chat.not.found');
    // and the demo brand's staff token means nothing on the other brand's host
    const cross = await t.app.inject({
      method: 'GET',
      url: '/backoffice/api/me',
      headers: { authorization: `Bearer ${staffToken['amy']}`, host: 'chatsun.example' },
    });
    expect(cross.json<{ code: string }>().code).toBe('staff.not.session');
  });
}

const open = (base: string, path: string, token: string) =>
  new Promise<{ ws: WebSocket; got: ChatPush[] }>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${path}`, ['bearer', token]);
    const got: ChatPush[] = [];
    ws.on('message', (d: Buffer) => got.push(JSON.parse(d.toString()) as ChatPush));
    ws.on('open', () => resolve({ ws, got }));
    ws.on('error', reject);
  });

const postJson = (url: string, { token, body }: { token: string; body: object }) =>
  fetch(url, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function until(check: () => boolean) {
  const end = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function sockets() {
  it('pushes messages, typing and read marks to both sides, across two nodes through Redis', async () => {
    const channel = `chat-test-${Date.now()}`;
    const redis = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
    const busA = new RedisLiveBus(redis, { prefix: channel });
    const busB = new RedisLiveBus(redis, { prefix: channel });
    const nodeA = await buildApp({ config: testConfig(), db: t.store.db, geo, live: busA });
    const nodeB = await buildApp({ config: testConfig(), db: t.store.db, geo, live: busB });
    try {
      await nodeA.listen({ port: 0, host: '127.0.0.1' });
      await nodeB.listen({ port: 0, host: '127.0.0.1' });
      const base = (n: typeof nodeA) => `http://127.0.0.1:${(n.server.address() as AddressInfo).port}`;
      await signIn('cs1');
      const member = await open(base(nodeA), '/wps/chat/socket', tokens['cs1']!);
      const console = await open(base(nodeB), '/backoffice/api/socket', staffToken['amy']!);
      // each node listens to the channels of the sockets open on it
      await Promise.all([busA.ready(), busB.ready()]);
      // the member writes on node A: the console on node B hears it
      const sent = await postJson(`${base(nodeA)}/wps/chat/messages`, {
        token: tokens['cs1']!,
        body: { clientId: 'cs1-sock-0001', body: 'Are you there?' },
      });
      const sentId = ((await sent.json()) as { value: ChatMessage }).value.id;
      await until(() => console.got.some((e) => e.type === 'message' && e.message.id === sentId));
      const conversationId = (console.got.find((e) => e.type === 'message') as { conversationId: number })
        .conversationId;
      // support types and answers through node B: the member on node A hears both
      console.ws.send(JSON.stringify({ type: 'typing', conversationId }));
      await until(() => member.got.some((e) => e.type === 'typing' && e.sender === 'staff'));
      const res = await postJson(`${base(nodeB)}/backoffice/api/chats/${conversationId}/messages`, {
        token: `Bearer ${staffToken['amy']}`,
        body: { clientId: 'amy-sock-0001', body: 'Yes, how can I help?' },
      });
      expect(res.status).toBe(200);
      await until(() =>
        member.got.some((e) => e.type === 'message' && e.message.body === 'Yes, how can I help?'),
      );
      // the member only ever hears its own conversation
      expect(member.got.every((e) => e.conversationId === conversationId)).toBe(true);
      member.ws.close();
      console.ws.close();
      // a socket without a valid token is closed
      const bad = new WebSocket(`${base(nodeA).replace('http', 'ws')}/wps/chat/socket`, [
        'bearer',
        'x'.repeat(43),
      ]);
      const code = await new Promise<number>((r) => bad.on('close', (c: number) => r(c)));
      expect(code).toBe(4401);
      expect(ids['cs1']).toBeGreaterThan(0);
    } finally {
      await nodeA.close();
      await nodeB.close();
      await busA.close();
      await busB.close();
    }
  });
}
