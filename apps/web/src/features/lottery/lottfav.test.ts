import { describe, expect, it } from 'vitest';
import { favouritesIn, toggled, withFavourites } from './lottfav.ts';

describe('LOTTFAV', () => {
  it('keeps favourites per username under one key', () => {
    let raw = withFavourites(null, 'juan', ['SSC1']);
    raw = withFavourites(raw, 'maria', ['HK6', 'FC3D']);
    expect(favouritesIn(raw, 'juan')).toEqual(['SSC1']);
    expect(favouritesIn(raw, 'maria')).toEqual(['HK6', 'FC3D']);
    expect(favouritesIn(raw, 'pedro')).toEqual([]);
    raw = withFavourites(raw, 'juan', []);
    expect(favouritesIn(raw, 'juan')).toEqual([]);
    expect(favouritesIn(raw, 'maria')).toEqual(['HK6', 'FC3D']);
  });

  it('reads a damaged value as empty', () => {
    expect(favouritesIn('not json', 'juan')).toEqual([]);
    expect(favouritesIn('[1,2]', 'juan')).toEqual([]);
    expect(favouritesIn('{"juan":[1,"SSC1"]}', 'juan')).toEqual(['SSC1']);
  });

  it('toggles: removes if present, else adds', () => {
    expect(toggled(['SSC1'], 'HK6')).toEqual(['SSC1', 'HK6']);
    expect(toggled(['SSC1', 'HK6'], 'SSC1')).toEqual(['HK6']);
  });
});
