import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Promotion } from '@lotto/contracts';
import { usePromotions } from '../../../lib/queries/promotions.ts';

/** The promotion panel advances every 5000 ms (docs/product/shell-and-routes.md#interface-constants). */
export const PROMO_AUTOPLAY_MS = 5000;

type Card = Pick<Promotion, 'id' | 'title' | 'summary' | 'image' | 'category' | 'status'>;

/**
 * New-player promotions beside the registration form (category new_player) that a visitor can
 * still take part in: an ended one is not advertised. The panel hides without any.
 */
export const newPlayerPromotions = <P extends { category: string; status: string }>(
  list: readonly P[],
): P[] => list.filter((p) => p.category === 'new_player' && p.status !== 'closed');

export function PromoPanel() {
  const { t } = useTranslation();
  const promos = newPlayerPromotions(usePromotions('new_player').data?.list ?? []);
  const [index, setIndex] = useState(0);
  const count = promos.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), PROMO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count]);
  const promo: Card | undefined = promos[index % Math.max(count, 1)];
  if (!promo) return null;
  return (
    <aside className="promo-panel" aria-label={t('accounts.promoPanel')} data-index={index % count}>
      <h2 className="promo-panel__title">{t('accounts.promoPanel')}</h2>
      <Link
        to={`/promotions/${promo.id}`}
        className="promo-panel__item"
        data-testid="register-promo"
        data-id={promo.id}
      >
        {promo.image && <img src={promo.image} alt="" width={320} height={160} />}
        <span>{promo.title}</span>
        {promo.summary && <small className="muted">{promo.summary}</small>}
      </Link>
      {count > 1 && (
        <p className="muted" aria-live="off">
          {(index % count) + 1} / {count}
        </p>
      )}
    </aside>
  );
}
