import { describe, expect, it } from 'vitest';
import { dirOf, langCodeOf, resolveLanguage, resourceKeyOf, tagOf } from './languages.ts';

describe('resolveLanguage', () => {
  it('keeps a stored language the brand supports', () => {
    expect(resolveLanguage('EN', { supported: ['TY', 'EN'], fallback: 'TY' })).toBe('EN');
  });

  it('falls back to the default for unsupported, unknown, lower-case or missing values', () => {
    expect(resolveLanguage('CN', { supported: ['TY', 'EN'], fallback: 'TY' })).toBe('TY');
    expect(resolveLanguage('xx', { supported: ['TY', 'EN'], fallback: 'TY' })).toBe('TY');
    expect(resolveLanguage('en', { supported: ['TY', 'EN'], fallback: 'TY' })).toBe('TY');
    expect(resolveLanguage(null, { supported: ['TY', 'EN'], fallback: 'EN' })).toBe('EN');
  });
});

describe('language code spellings', () => {
  it('maps brand codes to resource keys and back', () => {
    expect(resourceKeyOf('TY')).toBe('ty');
    expect(langCodeOf('ty')).toBe('TY');
    expect(langCodeOf('zz')).toBeUndefined();
  });

  it('gives TY the Filipino tag and Arabic a right-to-left direction', () => {
    expect(tagOf('TY')).toBe('fil');
    expect(dirOf('AR')).toBe('rtl');
    expect(dirOf('EN')).toBe('ltr');
  });
});
