import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (payload: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/__test/echo',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

const expectEnvelope = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code, errorCode: code });
  expect(typeof body['message']).toBe('string');
  expect((body['message'] as string).length).toBeGreaterThan(0);
  return body;
};

describe(`bad requests answer the envelope with a translation key (${engine})`, () => {
  it('accepts a good body', async () => {
    const res = await post(JSON.stringify({ name: 'ana', count: 2 }));
    expect(res.json()).toEqual({ success: true, value: { name: 'ana', count: 2 } });
  });

  it('malformed JSON: 400 request.body.malformed', async () => {
    expectEnvelope(await post('{"name": "ana",'), 400, 'request.body.malformed');
  });

  it('wrong type: 400 request.invalid naming the field', async () => {
    const body = expectEnvelope(
      await post(JSON.stringify({ name: 'ana', count: 'two' })),
      400,
      'request.invalid',
    );
    expect(body['details']).toEqual([expect.objectContaining({ path: 'body.count' })]);
  });

  it('unknown field on a strict schema: 400 request.invalid', async () => {
    const body = expectEnvelope(
      await post(JSON.stringify({ name: 'ana', count: 1, admin: true })),
      400,
      'request.invalid',
    );
    expect(JSON.stringify(body['details'])).toContain('admin');
  });

  it('a 2 MB body: 413 request.body.too.large', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), count: 1 });
    expectEnvelope(await post(big), 413, 'request.body.too.large');
  });

  it('no body where one is required: 400 request_body_required', async () => {
    expectEnvelope(
      await post(undefined, { 'content-type': 'application/json' }),
      400,
      'request_body_required',
    );
  });

  it('an unsupported content type: 415', async () => {
    expectEnvelope(
      await post('name=ana', { 'content-type': 'application/xml' }),
      415,
      'unsupported.media.type',
    );
  });

  it('a bad query parameter: 400 request.invalid', async () => {
    const res = await t.app.inject({ url: '/wps/__test/sleep?ms=abc' });
    expectEnvelope(res, 400, 'request.invalid');
  });

  it('unknown route: 404 route.not.found; wrong method: 405 with Allow', async () => {
    expectEnvelope(await t.app.inject({ url: '/wps/nothing/here' }), 404, 'route.not.found');
    const res = await t.app.inject({ method: 'DELETE', url: '/wps/system/status' });
    expectEnvelope(res, 405, 'method.not.allowed');
    expect(res.headers['allow']).toContain('GET');
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/wps/__test/echo' }), 405, 'method.not.allowed');
  });

  it('a 500 hides its detail from the caller', async () => {
    const res = await t.app.inject({ url: '/wps/__test/boom' });
    const body = expectEnvelope(res, 500, 'system.error');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('messages follow the Language header', async () => {
    const en = await t.app.inject({ url: '/wps/nothing', headers: { language: 'EN' } });
    const ty = await t.app.inject({ url: '/wps/nothing', headers: { language: 'TY' } });
    expect(en.json().message).toMatch(/Invalid URL/);
    expect(ty.json().message).toMatch(/Maling URL/);
  });

  it('a duplicated Merchant header is refused with function.not.available', async () => {
    const res = await t.app.inject({
      url: '/wps/system/whitelabel',
      headers: { merchant: ['demo', 'other'] },
    });
    expectEnvelope(res, 400, 'function.not.available');
  });

  it('an unknown Merchant is 404 merchant.not.found', async () => {
    expectEnvelope(
      await t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'nobody' } }),
      404,
      'merchant.not.found',
    );
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers and a request id, and keeps CORS closed', async () => {
    const res = await t.app.inject({
      url: '/wps/system/status',
      headers: { origin: 'https://evil.example', 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const generated = await t.app.inject({ url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.json()).toEqual({ success: true, value: { status: 'ok', engine } });
  });

  it('sends the security headers and request id with errors too', async () => {
    for (const url of ['/wps/no/such', '/wps/__test/boom']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-request-id'], url).toBeDefined();
    }
  });

  it('keeps the API docs page under a content security policy', async () => {
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.headers['content-security-policy']).toContain("default-src 'self'");
    expect(ui.headers['x-content-type-options']).toBe('nosniff');
  });

  it('opens CORS only to configured origins', async () => {
    const open = await startTestApp({ CORS_ORIGINS: 'https://partner.example' });
    try {
      const ok = await open.app.inject({ url: '/healthz', headers: { origin: 'https://partner.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
      const no = await open.app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
      expect(no.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});
