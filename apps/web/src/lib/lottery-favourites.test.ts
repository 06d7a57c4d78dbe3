import { describe, expect, it } from 'vitest';
import { parseStoredFavourites, toggleFavourite } from './lottery-favourites.ts';

describe('LOTTFAV', () => {
  it('keeps one list per username and ignores junk', () => {
    expect(parseStoredFavourites('{"juan":["VNF3","VN_NORTH"],"ana":[]}')).toEqual({
      juan: ['VNF3', 'VN_NORTH'],
      ana: [],
    });
    expect(parseStoredFavourites('{"juan":["VNF3",7],"x":"VNF3"}')).toEqual({ juan: ['VNF3'] });
    expect(parseStoredFavourites('["VNF3"]')).toEqual({});
    expect(parseStoredFavourites('not json')).toEqual({});
    expect(parseStoredFavourites(null)).toEqual({});
  });

  it('toggles: removes a favourite if present, else adds it', () => {
    expect(toggleFavourite(['VNF3'], 'VN_NORTH')).toEqual(['VNF3', 'VN_NORTH']);
    expect(toggleFavourite(['VNF3', 'VN_NORTH'], 'VNF3')).toEqual(['VN_NORTH']);
  });
});
