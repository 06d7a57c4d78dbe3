import { expect, it } from 'vitest';
import { engine } from './harness.ts';
import { app, ask, header, json, names, send, useStatusHttpApp, type Ask } from './status-http-suite.ts';
import { describeGroups } from './groups-kit.ts';

/**
 * The status call over real HTTP, as in production (decision 006): it is an ordinary Fastify
 * route, so every hook of the app runs for it. Each status call is checked to pass every hook
 * stage, besides its answer (status, every header in order, body) and its access line. The ETag
 * is status-http-etag.test.ts.
 */
useStatusHttpApp();

describeGroups(`status over HTTP (${engine})`, [usualAndHeaders, maintenanceAndUnusual]);

function usualAndHeaders() {
  it('answers the usual status calls through every hook of the app', async () => {
    const usual: Ask[] = [
      { headers: ['x-forwarded-for', '8.8.8.8', 'language', 'EN'] },
      { path: '/wps/system/status' },
      { path: '/wps/system/status?' },
      { path: '/wps/system/status?url=' },
      { path: `/wps/system/status?url=${'a'.repeat(2048)}` },
      { path: '/wps/system/status?url=localhost%3A5173' },
      { headers: ['language', 'TY'] },
      { headers: ['language', 'ko'] },
      { headers: ['merchant', 'sun'] },
      { headers: ['merchant', ' sun '] },
      { headers: ['host', 'sun.example:8443'] },
      { headers: ['host', 'SUN.example'] },
      { headers: ['host', 'unknown.example'] },
      { headers: ['host', 'sun.example', 'merchant', 'demo'] },
      // the peer (127.0.0.1) is trusted, the next hop is not: the visitor is the last untrusted one
      { headers: ['x-forwarded-for', '1.2.3.4, 133.242.0.1'] },
      { headers: ['x-forwarded-for', ' '] },
    ];
    for (const a of usual) expect((await ask(a)).status, JSON.stringify(a)).toBe(200);
    const sun = await ask({ headers: ['merchant', 'sun'] });
    expect(json(sun)).toMatchObject({ value: { info: { whitelabel: { name: 'Sun Lotto' } } } });
    const hop = await ask({ headers: ['x-forwarded-for', '1.2.3.4, 133.242.0.1'] });
    expect(json(hop)).toMatchObject({ value: { location: { ip: '133.242.0.1', country: 'JP' } } });
  });

  it('writes every security header, the request id, the ETag and the JSON type, in that order', async () => {
    const answer = await ask({});
    expect(names(answer)).toEqual([
      'x-content-type-options',
      'strict-transport-security',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-resource-policy',
      'x-request-id',
      'etag',
      'content-type',
      'content-length',
      'connection',
      'keep-alive',
    ]);
    const headers = Object.fromEntries(
      answer.headers.flatMap((v, i, all) => (i % 2 === 0 ? [[v.toLowerCase(), all[i + 1]]] : [])),
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'same-origin',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(answer.body.length),
    });
    expect(headers['x-request-id']).toMatch(/^status-\d+-request$/);
    const fresh = await send({ headers: ['x-request-id', 'no'] }, 'x');
    expect(header(fresh, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
}

function maintenanceAndUnusual() {
  it('answers maintenance (with a non-Latin-1 message) and restrictions', async () => {
    const { admin, brands } = app.platform;
    await admin.setMaintenance('demo', { on: true, message: 'Balik kami ₱ 04:00 — salamat' });
    brands.invalidate();
    const down = await ask({ headers: ['x-forwarded-for', '8.8.8.8'] });
    expect(json(down)).toMatchObject({
      value: {
        systemStatus: 1,
        maintenance: { enabled: true, message: 'Balik kami ₱ 04:00 — salamat' },
      },
    });
    await admin.setMaintenance('demo', { on: false });
    await admin.restrict('demo', { kind: 'block_country', value: 'US' });
    brands.invalidate();
    const blocked = await ask({ headers: ['x-forwarded-for', '8.8.8.8'] });
    expect(json(blocked)).toMatchObject({ value: { systemStatus: 2, regionRestriction: true } });
    await admin.restrict('demo', { kind: 'block_country', value: 'US', remove: true });
    brands.invalidate();
  });

  it('answers everything unusual as before, through the hooks up to where it is refused', async () => {
    // refused by the app's brand hook, an onRequest hook before those added here: Fastify runs no
    // later onRequest hook, and the answer goes through the send and response hooks
    const early = ['onSend', 'onResponse'];
    const invalid = ['onRequest', 'preParsing', 'preValidation', 'onSend', 'onResponse']; // by the query schema
    const unusual: [Ask, number, string[]?][] = [
      [{ headers: ['merchant', 'demo', 'merchant', 'sun'] }, 400, early],
      [{ method: 'HEAD' }, 200],
      [{ method: 'POST', headers: ['content-type', 'application/json'], body: '{}' }, 405],
      [{ headers: ['content-type', 'text/plain'], body: 'hello' }, 200],
      [{ path: '/wps/system/status?foo=1' }, 400, invalid],
      [{ path: '/wps/system/status?url=a&url=b' }, 400, invalid],
      [{ path: `/wps/system/status?url=${'a'.repeat(2049)}` }, 400, invalid],
      [{ path: `/wps/system/status?url=${'%61'.repeat(683)}` }, 200],
      [{ path: '/wps/system/status/?url=localhost' }, 200],
      [{ headers: ['merchant', 'nobody'] }, 404, early],
      [{ headers: ['x-forwarded-host', 'sun.example'] }, 200],
    ];
    for (const [a, status, stagesRun] of unusual)
      expect((await ask(a, stagesRun)).status, JSON.stringify(a)).toBe(status);
    const duplicated = await ask({ headers: ['merchant', 'demo', 'merchant', 'sun'] }, early);
    expect(json(duplicated)).toMatchObject({ success: false, code: 'function.not.available' });
  });
}
