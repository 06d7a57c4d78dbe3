import { describe, expect, it } from 'vitest';
import { pageItems } from './Pager.tsx';

describe('pageItems (range 3, margin 1)', () => {
  it('shows all pages when few', () => expect(pageItems(1, 3)).toEqual([1, 2, 3]));
  it('keeps the first and last page around the range', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });
});
