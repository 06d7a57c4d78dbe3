import { describe, expect, it } from 'vitest';
import { categoriesOf } from './PromotionsPage.tsx';

describe('promotion tabs', () => {
  it('are the categories the list has, in the contract order', () => {
    const list = [
      { category: 'referral' },
      { category: 'deposit' },
      { category: 'new_player' },
      { category: 'deposit' },
    ] as const;
    expect(categoriesOf(list)).toEqual(['new_player', 'deposit', 'referral']);
    expect(categoriesOf([])).toEqual([]);
  });
});
