import { describe, expect, it } from 'vitest';
import { parseStoredFavourites, toggled, withFavourites } from './lottfav.ts';

describe('LOTTFAV', () => {
  it('keeps favourites per username under one key', () => {
    let raw = withFavourites(null, { username: 'juan', codes: ['SSC1'] });
    raw = withFavourites(raw, { username: 'maria', codes: ['HK6', 'VNF3'] });
    expect(parseStoredFavourites(raw)).toEqual({ juan: ['SSC1'], maria: ['HK6', 'VNF3'] });
    raw = withFavourites(raw, { username: 'juan', codes: [] });
    expect(parseStoredFavourites(raw)).toEqual({ juan: [], maria: ['HK6', 'VNF3'] });
  });

  it('reads a damaged value as empty and ignores junk in it', () => {
    expect(parseStoredFavourites('{"juan":["VNF3",7],"x":"VNF3"}')).toEqual({ juan: ['VNF3'] });
    expect(parseStoredFavourites('["VNF3"]')).toEqual({});
    expect(parseStoredFavourites('not json')).toEqual({});
    expect(parseStoredFavourites(null)).toEqual({});
    expect(withFavourites('not json', { username: 'juan', codes: ['SSC1'] })).toBe('{"juan":["SSC1"]}');
  });

  it('toggles: removes if present, else adds', () => {
    expect(toggled(['SSC1'], 'HK6')).toEqual(['SSC1', 'HK6']);
    expect(toggled(['SSC1', 'HK6'], 'SSC1')).toEqual(['HK6']);
  });
});
