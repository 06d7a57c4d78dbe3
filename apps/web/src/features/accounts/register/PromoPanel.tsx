import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '../../../lib/queries/announcements.ts';

/** The promotion panel advances every 5000 ms (docs/product/shell-and-routes.md#interface-constants). */
export const PROMO_AUTOPLAY_MS = 5000;

type Promotion = { id: number; title: string; announcementImages: string[]; category?: string };

/**
 * New-player promotions beside the registration form (category new_player). Promotions carry
 * no category yet, so until they do every promotion counts; the panel hides without any.
 */
export const newPlayerPromotions = (list: readonly Promotion[]): Promotion[] =>
  list.some((p) => p.category !== undefined) ? list.filter((p) => p.category === 'new_player') : [...list];

export function PromoPanel() {
  const { t } = useTranslation();
  const promos = newPlayerPromotions(useAnnouncements('PR', 1).data?.list ?? []);
  const [index, setIndex] = useState(0);
  const count = promos.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), PROMO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count]);
  const promo = promos[index % Math.max(count, 1)];
  if (!promo) return null;
  return (
    <aside className="promo-panel" aria-label={t('accounts.promoPanel')} data-index={index % count}>
      <h2 className="promo-panel__title">{t('accounts.promoPanel')}</h2>
      <Link to={`/promotions/${promo.id}`} className="promo-panel__item" data-testid="register-promo">
        {promo.announcementImages[0] && (
          <img src={promo.announcementImages[0]} alt="" width={320} height={160} />
        )}
        <span>{promo.title}</span>
      </Link>
      {count > 1 && (
        <p className="muted" aria-live="off">
          {(index % count) + 1} / {count}
        </p>
      )}
    </aside>
  );
}
