import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: code, comments, tests and docs cite `docs/product/*.md`, never
 * a document kept outside the repository. This guard lists every tracked file and names each line
 * that still cites one, and checks that every `docs/product/<page>.md#<anchor>` link points to a
 * page that exists and a heading of it.
 */

const root = join(import.meta.dirname, '..');

// Spelled in pieces so that this file does not cite them itself.
const OUTSIDE: RegExp[] = [
  new RegExp(`\\b${'SP'}${'EC'}\\b`),
  new RegExp(`\\b${'API-'}${'NOTES'}\\b`),
  new RegExp(`\\b${'DE'}${'SIGN'}\\b`),
  new RegExp(`\\.\\./${'sha'}${'red'}\\b`),
];

/** This file, whose planted examples are meant to be caught. */
const SELF = 'test/no-outside-docs.test.ts';

const LINK = /docs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g;

const tracked = (): string[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));

/** The text of a tracked file, or null for a binary one. */
const textOf = (file: string): string | null => {
  const bytes = readFileSync(join(root, file));
  return bytes.includes(0) ? null : bytes.toString('utf8');
};

/** `file:line: text` of every line of `text` that cites an outside document. */
const outsideCitations = (file: string, text: string): string[] =>
  text
    .split('\n')
    .flatMap((line, i) => (OUTSIDE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slugOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Every anchor of a markdown page (outside code blocks), repeated headings numbered as GitHub does. */
const anchorsOf = (markdown: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
};

/** `file:line: link` of every `docs/product` link whose page or heading does not exist. */
const brokenLinks = (file: string, text: string, pages: (page: string) => Set<string> | null): string[] =>
  text.split('\n').flatMap((line, i) =>
    [...line.matchAll(LINK)].flatMap(([link, page = '', anchor]) => {
      const anchors = pages(page);
      const ok = anchors !== null && (anchor === undefined || anchors.has(anchor));
      return ok ? [] : [`${file}:${i + 1}: ${link}`];
    }),
  );

const productPages = (): ((page: string) => Set<string> | null) => {
  const cache = new Map<string, Set<string> | null>();
  return (page) => {
    if (!cache.has(page)) {
      const path = join(root, 'docs/product', page);
      cache.set(page, existsSync(path) ? anchorsOf(readFileSync(path, 'utf8')) : null);
    }
    return cache.get(page) ?? null;
  };
};

describe('no references to documents outside the repository', () => {
  it('finds a citation of an outside document, and a broken product-doc link', () => {
    const planted = `const a = 1;\n// as the ${'SP'}${'EC'} says\n// see ../${'sha'}${'red'}/notes.md\n`;
    expect(outsideCitations('x.ts', planted)).toEqual([
      `x.ts:2: // as the ${'SP'}${'EC'} says`,
      `x.ts:3: // see ../${'sha'}${'red'}/notes.md`,
    ]);
    expect(outsideCitations('x.ts', '// SPECS, specification and design are fine')).toEqual([]);
    const pages = (page: string) =>
      page === 'a.md' ? anchorsOf('# A\n## Field validation\n## Calls\n## Calls') : null;
    const text =
      '// (docs/product/a.md#field-validation) docs/product/a.md#calls-1 docs/product/a.md\n' +
      '// docs/product/a.md#nope and docs/product/b.md#calls';
    expect(brokenLinks('y.ts', text, pages)).toEqual([
      'y.ts:2: docs/product/a.md#nope',
      'y.ts:2: docs/product/b.md#calls',
    ]);
  });

  it('no tracked file cites an outside document, and every docs/product link resolves', () => {
    const pages = productPages();
    const citations: string[] = [];
    const broken: string[] = [];
    for (const file of tracked()) {
      const text = file === SELF ? null : textOf(file);
      if (text === null) continue;
      citations.push(...outsideCitations(file, text));
      broken.push(...brokenLinks(file, text, pages));
    }
    expect.soft(citations, 'cite docs/product/*.md instead').toEqual([]);
    expect.soft(broken, 'link to an existing docs/product page and heading').toEqual([]);
  });
});
