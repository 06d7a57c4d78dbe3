import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAnnouncements } from '../../lib/queries/announcements.ts';
import { PageFrame } from './PageFrame.tsx';

/** /promotions/:id (also /promoDetail?id=): one promotion. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params['id'] ?? search.get('id'));
  const promo = useAnnouncements('PR', 1).data?.list.find((p) => p.id === id);
  return (
    <PageFrame title={promo?.title ?? t('nav.promotions')} testId="promo-detail">
      {promo && <div dangerouslySetInnerHTML={{ __html: promo.content }} />}
    </PageFrame>
  );
}
