import { PromotionDetail } from '../../features/promotions/PromotionDetail.tsx';
import { PageFrame } from './PageFrame.tsx';

/** /promotions/:id (also /promoDetail?id=): one promotion with its terms and claim. */
export function Component() {
  return (
    <PromotionDetail
      frame={(title, body) => (
        <PageFrame title={title} testId="promo-detail">
          {body}
        </PageFrame>
      )}
    />
  );
}
