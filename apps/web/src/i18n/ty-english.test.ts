import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`./locales/${file}`, import.meta.url), 'utf8'));

const isTree = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const flat = (t: unknown, prefix = ''): [string, unknown][] =>
  isTree(t)
    ? Object.entries(t).flatMap(([k, v]) => (isTree(v) ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]))
    : [];

/**
 * Texts a Filipino site writes exactly as an English one does. Anything else that TY leaves
 * equal to EN is an untranslated string. Keep this list short: each entry needs its reason.
 */
const SAME_IN_TY = new Set([
  // Language names are shown in the language's own spelling in every language.
  'Filipino',
  'English',
  // Loan words Filipino gaming sites keep as they are.
  'Home',
  'Live Casino',
  'Slots',
  'Sports',
  'E-Sports',
  'In-House',
  'Username',
  'Password',
  'Email',
  'Deposit',
  'Withdrawal',
  'Transfer',
  'Bonus',
  'Customer service',
  // The term the rest of the TY text already uses for the withdrawal PIN.
  'Payment password',
  // Product, app and game names.
  'Point Mall',
  'Android',
  'Google',
  'Facebook',
  'WhatsApp',
  'WeChat',
  'Zalo',
  'Mark Six',
  'Crash',
  'Plinko',
  'Keno',
  'Perlas Slot 5x3',
  'Wild',
  // Spelled the same in Filipino.
  'Agent',
  'Dragon',
  'Vietnam',
  // Terms of the fairness proof, which players compare with other tools' output.
  'Nonce',
  'Salt',
]);

/** Nothing to translate: no word of four letters or more once placeholders are gone (OK, iOS, G1, {{ms}} ms). */
const noWords = (text: string) => !/\p{L}{4,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));
/** Vietnamese lottery terms (Lô, Xiên, Đề / càng) keep their Vietnamese names in every language. */
const vietnamese = (text: string) =>
  /[ăâđêôơư]|[àáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]|\p{M}/iu.test(text.normalize('NFC'));

describe('TY locale', () => {
  it('translates every text it does not share with English on purpose', () => {
    const en = new Map(flat(read('en.json')));
    const untranslated = flat(read('ty.json')).filter(
      ([key, value]) =>
        typeof value === 'string' &&
        value === en.get(key) &&
        !SAME_IN_TY.has(value) &&
        !noWords(value) &&
        !vietnamese(value),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps no allow-list entry that no longer matches a text', () => {
    const en = new Map(flat(read('en.json')));
    const shared = new Set(
      flat(read('ty.json'))
        .filter(([key, value]) => value === en.get(key))
        .map(([, value]) => value),
    );
    expect([...SAME_IN_TY].filter((term) => !shared.has(term))).toEqual([]);
  });
});
