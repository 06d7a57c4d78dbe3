import { describe, expect, it } from 'vitest';
import { newPlayerPromotions } from './PromoPanel.tsx';

const promo = (id: number, category: string, status = 'process') => ({ id, category, status });

describe('newPlayerPromotions', () => {
  it('keeps the new-player promotions a visitor can still take part in', () => {
    const list = [
      promo(1, 'new_player'),
      promo(2, 'deposit'),
      promo(3, 'new_player', 'closed'),
      promo(4, 'new_player', 'coming soon'),
    ];
    expect(newPlayerPromotions(list).map((p) => p.id)).toEqual([1, 4]);
  });

  it('keeps none when there are none', () => {
    expect(newPlayerPromotions([])).toEqual([]);
  });
});
