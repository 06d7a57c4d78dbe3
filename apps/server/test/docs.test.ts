import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { schemaGuard } from '../src/plugins/schema-guard.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Operation = { responses?: Record<string, unknown>; requestBody?: unknown; parameters?: unknown[] };

describe('OpenAPI at /docs', () => {
  it('serves the UI and the document', async () => {
    const ui = await t.app.inject({ url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = await t.app.inject({ url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
  });

  it('lists every API route with a response schema, and a body schema where it takes one', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    const api = documented.filter((d) => /^\/(wps|lgw|lotto|healthz)/.test(d.path));
    expect(api.length).toBeGreaterThanOrEqual(6);
    for (const { path, method, op } of api) {
      // A WebSocket answers the upgrade (101), documented as such.
      if (op.responses?.['101']) continue;
      expect(op.responses?.['200'], `${method} ${path} has no 200 schema`).toBeDefined();
      // Every JSON answer is the envelope; an event stream (SSE) or an image is documented as such instead.
      const ok = JSON.stringify(op.responses?.['200']);
      if (ok.includes('text/event-stream') || ok.includes('image/png')) continue;
      expect(ok).toContain('"success"');
      if (['POST', 'PUT', 'PATCH'].includes(method)) {
        expect(op.requestBody, `${method} ${path} has no body schema`).toBeDefined();
      }
    }
    for (const p of [
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/system/domainRoute',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/relay/GCSGAME_newGameVendor',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });

  it("says what the near draws' remainTime and lockTime count (docs/product/lottery.md#near-draws: seconds to close, close to draw)", async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, { get: { description: string; responses: Record<string, unknown> } }>;
    }>();
    const near = doc.paths['/lotto/lgw/games/opened/numero']!.get;
    expect(near.description).toContain(
      'remainTime is the number of seconds until betting on the numero closes',
    );
    expect(near.description).toContain('lockTime is the number of seconds from that close to the draw');
    const fields = JSON.stringify(near.responses['200']);
    expect(fields).toContain('Seconds from now until betting on this numero closes');
    expect(fields).toContain('Seconds from the close of betting to the draw');
  });

  it('is not served in production unless DOCS_ENABLED turns it on; the document is still built', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production' });
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const res = await prod.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'route.not.found' });
      }
      expect(prod.app.swagger().paths?.['/wps/system/status']).toBeDefined();
    } finally {
      await prod.close();
    }
    const on = await startTestApp({ NODE_ENV: 'production', DOCS_ENABLED: 'true' });
    try {
      const doc = await on.app.inject({ url: '/docs/json' });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().openapi).toMatch(/^3\./);
    } finally {
      await on.close();
    }
  });

  it('refuses to register an API route without schemas', () => {
    const bare = Fastify();
    schemaGuard(bare);
    expect(() => bare.get('/wps/naked', () => ({}))).toThrow(/no response schema/);
    expect(() => bare.post('/wps/naked-post', { schema: { response: { 200: {} } } }, () => ({}))).toThrow(
      /no body schema/,
    );
    expect(() => bare.get('/not-api', () => ({}))).not.toThrow();
  });
});
