import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../lib/queries/announcements.ts';
import { PageFrame } from './PageFrame.tsx';

/** /helpmc: the standalone help centre. */
export function Component() {
  const { t } = useTranslation();
  const list = useAnnouncements('H').data?.list ?? [];
  return (
    <PageFrame title={t('modal.help')} testId="helpmc">
      {list.map((a) => (
        <article key={a.id}>
          <h2>{a.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: a.content }} />
        </article>
      ))}
    </PageFrame>
  );
}
