import { describe, expect, it } from 'vitest';
import { codesOf } from './link-codes.ts';

describe('codes of a site link', () => {
  it('reads affiliateCode, its short form aff, and referralCode', () => {
    expect(codesOf(new URLSearchParams('affiliateCode=AG01&referralCode=R9'))).toEqual({
      affiliateCode: 'AG01',
      referralCode: 'R9',
    });
    expect(codesOf(new URLSearchParams('aff=AG02'))).toEqual({ affiliateCode: 'AG02' });
    expect(codesOf(new URLSearchParams('aff=%20&x=1'))).toEqual({});
  });
});
