import { describe, expect, it } from 'vitest';
import type { HelpCentreValue } from '@lotto/contracts';
import { helpArticles, helpCategories } from '../src/seed/demo-help-articles.ts';
import { c, t, useAccountsApp } from './accounts-suite.ts';
import { addSunBrand, engine } from './harness.ts';

/**
 * The help centre (GET /wps/system/helpCenter): categories and articles in the reader's
 * language (else the brand's default, else English), a deep link's topic, a server-side search
 * over titles and bodies in that language; each brand has its own.
 */
useAccountsApp();

const centre = async (query = '', headers: Record<string, string> = { language: 'EN' }) => {
  const res = await c.call('GET', `/wps/system/helpCenter${query}`, undefined, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as HelpCentreValue;
};

describe(`help centre (${engine})`, () => {
  it('answers every category and article in the asked language, else the brand default, else English', async () => {
    const en = await centre();
    expect(en.language).toBe('EN');
    expect(en.categories.map((x) => x.code)).toEqual(helpCategories.map(([code]) => code));
    expect(en.categories[0]).toMatchObject({ title: 'Deposits', count: 2 });
    expect(en.articles.map((a) => a.title)).toEqual(helpArticles.map((a) => a[2]));
    expect(en.articles[0]!.body).toContain('<p>');
    expect(en).toMatchObject({ topic: null, q: null });
    const ty = await centre('', { language: 'TY' });
    expect([ty.language, ty.categories[0]!.title, ty.articles[0]!.title]).toEqual([
      'TY',
      'Pag-deposit',
      'Paano mag-deposit',
    ]);
    // without a Language header: the brand's default (TY); a language it has no articles in: TY too
    expect((await centre('', {})).language).toBe('TY');
    const vi = await centre('', { language: 'VI' });
    expect([vi.language, vi.articles[0]!.title]).toEqual(['TY', 'Paano mag-deposit']);
  });

  it('a deep link narrows to a category or one article; an unknown topic answers the whole centre', async () => {
    const withdrawals = await centre('?topic=withdrawals');
    expect(withdrawals.topic).toBe('withdrawals');
    expect(withdrawals.articles.map((a) => a.code)).toEqual(['how-to-withdraw', 'confirm-receipt']);
    // the categories and their counts stay whole, so the page can offer the others
    expect(withdrawals.categories).toHaveLength(helpCategories.length);
    const one = await centre('?topic=forgot-password');
    expect([one.topic, one.articles.map((a) => a.code)]).toEqual(['forgot-password', ['forgot-password']]);
    const unknown = await centre('?topic=no-such-topic');
    expect([unknown.topic, unknown.articles.length]).toEqual([null, helpArticles.length]);
    const bad = await c.call('GET', '/wps/system/helpCenter?topic=Bad%20Topic!');
    expect([bad.status, bad.body.code]).toEqual([400, 'request.invalid']);
  });

  it('searches titles and bodies in the reader language: every word, title matches first, case and markup ignored', async () => {
    const pass = await centre('?q=PASSWORD');
    expect(pass.q).toBe('PASSWORD');
    const codes = pass.articles.map((a) => a.code);
    expect(codes[0]).toBe('forgot-password');
    expect(codes).toContain('how-to-withdraw'); // "payment password" in the body
    expect((await centre('?q=bank%20statement')).articles.map((a) => a.code)).toEqual(['confirm-receipt']);
    // markup is not text: no article matches "strong"
    expect((await centre('?q=strong')).articles).toEqual([]);
    // LIKE wildcards are plain characters
    expect((await centre('?q=%25')).articles).toEqual([]);
    expect((await centre('?q=_')).articles).toEqual([]);
    const ty = await centre('?q=draw%20cut-off', { language: 'TY' });
    expect(ty.articles.map((a) => a.code)).toEqual(['draws-and-cut-off']);
    expect((await centre('?q=nakalimutan')).articles).toEqual([]); // Filipino words are not in English
    const long = await c.call('GET', `/wps/system/helpCenter?q=${'x'.repeat(81)}`);
    expect([long.status, long.body.code]).toEqual([400, 'request.invalid']);
  });

  it("brands never mix: another brand's reader gets its own (empty) centre", async () => {
    await addSunBrand(t.store);
    const sun = await centre('', { language: 'EN', merchant: 'sun' });
    expect(sun).toMatchObject({ categories: [], articles: [] });
  });
});
