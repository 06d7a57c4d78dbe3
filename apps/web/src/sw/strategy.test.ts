import { describe, expect, it } from 'vitest';
import { assetsNamedIn, isShellAnswer, strategyOf, type RequestFacts } from './strategy.ts';

const origin = 'https://www.perlasplay.ph';
const facts = (path: string, over: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: `${origin}${path}`,
  origin,
  mode: 'cors',
  accept: '*/*',
  ...over,
});

describe('service worker strategy (decision 032)', () => {
  it('answers page navigations network first and hashed build files cache first', () => {
    expect(strategyOf(facts('/', { mode: 'navigate', accept: 'text/html' }))).toBe('page');
    expect(strategyOf(facts('/down?x=1', { mode: 'navigate', accept: 'text/html' }))).toBe('page');
    expect(strategyOf(facts('/assets/shell-Ab12Cd34.js'))).toBe('asset');
    expect(strategyOf(facts('/assets/Balls--mRZAF1T.css'))).toBe('asset');
  });

  it('never touches API calls, streams, media, uploads, other apps or other origins', () => {
    for (const path of [
      '/wps/system/status?url=x',
      '/lgw/lottery/events',
      '/lotto/draws',
      '/api/anything',
      '/media/demo/logo-dark.svg',
      '/uploads/chat/1.png',
      '/docs/json',
      '/backoffice/',
      '/manifest.webmanifest',
      '/pwa/icon-192.png',
      '/sw.js',
    ]) {
      expect(strategyOf(facts(path)), path).toBe('pass');
      expect(strategyOf(facts(path, { mode: 'navigate', accept: 'text/html' })), path).toBe('pass');
    }
    expect(strategyOf(facts('/wps/wallet/events', { accept: 'text/event-stream' }))).toBe('pass');
    expect(strategyOf(facts('/down', { accept: 'application/json' }))).toBe('pass');
    expect(strategyOf(facts('/assets/shell-Ab12Cd34.js', { method: 'POST' }))).toBe('pass');
    expect(strategyOf(facts('/assets/shell-Ab12Cd34.js?v=2'))).toBe('pass');
    expect(strategyOf(facts('/assets/plain.js'))).toBe('pass');
    expect(
      strategyOf({ ...facts('/'), url: 'https://cdn.example/assets/shell-Ab12Cd34.js', mode: 'navigate' }),
    ).toBe('pass');
  });

  it("keeps only the hashed files a document names, and only a site's own complete HTML page", () => {
    const html =
      '<link rel="stylesheet" href="/assets/shell-Ab12Cd34.css"><script type="module" src="/assets/boot-Zx9_Yy8w.js"></script>' +
      '<link rel="modulepreload" href="/assets/shell-Ab12Cd34.css"><img src="/media/demo/logo.svg">';
    expect(assetsNamedIn(html)).toEqual(['/assets/shell-Ab12Cd34.css', '/assets/boot-Zx9_Yy8w.js']);
    const page = { ok: true, status: 200, type: 'basic', contentType: 'text/html; charset=utf-8' };
    expect(isShellAnswer(page)).toBe(true);
    expect(isShellAnswer({ ...page, ok: false, status: 421 })).toBe(false);
    expect(isShellAnswer({ ...page, type: 'opaqueredirect' })).toBe(false);
    expect(isShellAnswer({ ...page, contentType: 'application/json' })).toBe(false);
  });
});
