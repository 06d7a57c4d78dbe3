import { useTranslation } from 'react-i18next';
import { PromotionsPage } from '../../features/promotions/PromotionsPage.tsx';
import { PageFrame } from './PageFrame.tsx';

/** /promotions: the brand's promotions (docs/product/agents-and-promotions.md#promotion-screens). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('nav.promotions')} testId="promotions">
      <PromotionsPage />
    </PageFrame>
  );
}
