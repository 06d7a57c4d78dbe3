import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const expectEnvelope = (res: { statusCode: number; body: string }, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code, errorCode: code });
  expect(typeof body['message']).toBe('string');
  expect((body['message'] as string).length).toBeGreaterThan(0);
  return body;
};

/** Sends raw bytes on a fresh connection and reads what comes back until the server closes it. */
function raw(bytes: string): Promise<{ statusCode: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.on('data', (d: Buffer) => (data += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ statusCode: Number(head.split(' ')[1]), head, body });
    });
    socket.setTimeout(5000, () => socket.destroy());
  });
}

describe(`what the router and the HTTP parser refuse answers the envelope (${engine})`, () => {
  it('a path parameter over the router limit: 414 request.uri.too.long', async () => {
    const res = await t.app.inject({ url: `/wps/wallet/deposit/orders/${'x'.repeat(300)}` });
    expectEnvelope(res, 414, 'request.uri.too.long');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('a path that is not valid percent-encoding: 400 request.invalid', async () => {
    expectEnvelope(await t.app.inject({ url: '/wps/%zz' }), 400, 'request.invalid');
    expectEnvelope(await t.app.inject({ url: '/%' }), 400, 'request.invalid');
  });

  it('in the asked language', async () => {
    const res = await t.app.inject({ url: '/wps/%zz', headers: { language: 'TY' } });
    expect(expectEnvelope(res, 400, 'request.invalid')['message']).toBe('May kulang o maling field.');
  });

  it('the lottery verifier with a code that is no lottery game: 404 game.not.found, not a 500', async () => {
    for (const code of ['DICE', 'XX', 'CRASH']) {
      const res = await t.app.inject({ url: `/lgw/lottery/verify?gameCode=${code}&numero=1` });
      expectEnvelope(res, 404, 'game.not.found');
    }
  });

  it('headers over the size limit: 431 request.headers.too.large', async () => {
    const res = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectEnvelope(res, 431, 'request.headers.too.large');
    expect(res.head.toLowerCase()).toContain('content-type: application/json');
  });

  it('bytes that are not HTTP: 400 request.invalid', async () => {
    expectEnvelope(await raw('HELLO THERE\r\n\r\n'), 400, 'request.invalid');
    expectEnvelope(
      await raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'),
      400,
      'request.invalid',
    );
  });

  it('over the network too, the 414 and the bad URL', async () => {
    const long = await raw(
      `GET /wps/inhouse/rounds/${'9'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expectEnvelope(long, 414, 'request.uri.too.long');
    const bad = await raw('GET /wps/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectEnvelope(bad, 400, 'request.invalid');
  });
});

describe(`values the database cannot hold are refused as bad input, not a 500 (${engine})`, () => {
  it('a NUL character in text (PostgreSQL refuses it in any text column)', async () => {
    for (const url of [
      '/wps/relay/GCSGAME_gameList?gameName=a%00b',
      '/wps/relay/GLS2_roomList?vassalage=%00',
      '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=%00',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('success');
    }
  });

  it('an id past the 32-bit range: 400 request.invalid naming the field', async () => {
    const { token } = await t.app.platform.identity.sessions.issue(
      { id: await member(), merchant_id: (await t.app.platform.brands.byCode('demo'))!.id },
      { ip: '127.0.0.1', userAgent: 'test', remember: false },
    );
    for (const url of ['/wps/inhouse/rounds/6464933125782630', '/wps/inhouse/rounds/2147483648']) {
      const body = expectEnvelope(
        await t.app.inject({ url, headers: { authorization: token } }),
        400,
        'request.invalid',
      );
      expect(JSON.stringify(body['details'])).toContain('roundId');
    }
  });
});

async function member(): Promise<number> {
  const { createMember } = await import('../src/modules/identity/operator.ts');
  const merchantId = (await t.app.platform.brands.byCode('demo'))!.id;
  return createMember(t.store.db.kysely, {
    merchantId,
    member: { username: 'edgecases', password: 'Edge2026xyz' },
  });
}
