import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { langCodes } from '@lotto/contracts/common/languages';

const dir = new URL('./locales/', import.meta.url);
type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Tree;
const flat = (t: Tree, prefix = ''): [string, string][] =>
  Object.entries(t).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : flat(v, `${prefix}${k}.`),
  );
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = new Map(flat(read('en.json')));
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json');

describe('locale files', () => {
  it('are named after brand language codes, TY included', () => {
    expect(files).toContain('ty.json');
    for (const f of files)
      expect(
        langCodes.map((c) => c.toLowerCase()),
        f,
      ).toContain(f.replace('.json', ''));
  });

  it.each(files)('%s has only English keys, non-empty, with the same placeholders', (file) => {
    const entries = flat(read(file));
    for (const [key, value] of entries) {
      expect(en.has(key), `${file}: unknown key ${key}`).toBe(true);
      expect(value.trim().length, `${file}: empty ${key}`).toBeGreaterThan(0);
      expect(placeholders(value), `${file}: placeholders of ${key}`).toEqual(placeholders(en.get(key)!));
    }
  });

  it('TY is complete (it is the default language)', () => {
    expect(new Set(flat(read('ty.json')).map(([k]) => k))).toEqual(new Set(en.keys()));
  });
});
