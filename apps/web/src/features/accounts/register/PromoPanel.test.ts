import { describe, expect, it } from 'vitest';
import { newPlayerPromotions } from './PromoPanel.tsx';

const promo = (id: number, category?: string) => ({
  id,
  title: `P${id}`,
  announcementImages: [],
  ...(category && { category }),
});

describe('newPlayerPromotions', () => {
  it('keeps category new_player when promotions carry categories', () => {
    expect(newPlayerPromotions([promo(1, 'new_player'), promo(2, 'vip'), promo(3)]).map((p) => p.id)).toEqual(
      [1],
    );
  });

  it('keeps every promotion while none carries a category', () => {
    expect(newPlayerPromotions([promo(1), promo(2)]).map((p) => p.id)).toEqual([1, 2]);
  });
});
