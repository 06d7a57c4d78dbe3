import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePromotion } from '../../lib/queries/promotions.ts';
import { ApiError } from '../../lib/api.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { ClaimBox } from './ClaimBox.tsx';
import { PromoBadge } from './PromotionsPage.tsx';
import { PromotionTerms } from './PromotionTerms.tsx';
import '../../ui/promo.css';

/** The promotion the address names: `/promotions/:id`, or `/promoDetail?id=`. */
export const usePromotionId = (): number => {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params['id'] ?? search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * /promotions/:id (docs/product/agents-and-promotions.md#promotion-screens): one promotion, its
 * summary and status, the operator's text, its terms and the claim.
 */
export function PromotionDetail({
  frame,
}: {
  frame: (title: string, body: React.ReactNode) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = usePromotionId();
  const query = usePromotion(id);
  const promo = query.data;
  const missing = id === 0 || (query.error instanceof ApiError && query.error.status === 404);
  const back = (
    <Link to="/promotions" className="promo-card__more" data-testid="promo-back">
      {t('promo.back')}
    </Link>
  );
  if (missing)
    return frame(
      t('nav.promotions'),
      <>
        <p className="muted" data-testid="promo-missing">
          {t('apiErrors.promotion_not_found')}
        </p>
        {back}
      </>,
    );
  if (!promo) return frame(t('nav.promotions'), <QueryStatus query={query} />);
  return frame(
    promo.title,
    <>
      <div className="promo-actions">
        <PromoBadge status={promo.status} />
        {back}
      </div>
      {promo.image && <img src={promo.image} alt="" className="promo-content" width={640} height={320} />}
      {promo.summary && <p data-testid="promo-summary">{promo.summary}</p>}
      {promo.content && (
        <div
          className="promo-section promo-content"
          data-testid="promo-content"
          // The operator's own HTML for its brand (docs/product/agents-and-promotions.md#promotions).
          dangerouslySetInnerHTML={{ __html: promo.content }}
        />
      )}
      <PromotionTerms promo={promo} />
      <ClaimBox promo={promo} />
    </>,
  );
}
