import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '../../lib/queries/announcements.ts';
import { PageFrame } from './PageFrame.tsx';

/** /promotions: the brand's promotions (announcement type PR until the promotions module). */
export function Component() {
  const { t } = useTranslation();
  const list = useAnnouncements('PR', 1).data?.list ?? [];
  return (
    <PageFrame title={t('nav.promotions')} testId="promotions">
      <ul className="card-list">
        {list.map((p) => (
          <li key={p.id}>
            <Link to={`/promotions/${p.id}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
