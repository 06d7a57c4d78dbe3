import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../lib/queries/announcements.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { formatTimestamp } from '../../lib/time.ts';

/** Announcements (types B, PL, PU, PR): 9 per page, list with a detail pane. */
export default function NoticeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(0);
  const data = useAnnouncements('PL,PU,PR', page).data;
  const list = data?.list ?? [];
  const current = list[selected];
  return (
    <Dialog title={t('modal.notice')} onClose={onClose} width={720}>
      <div className="notice">
        <ul className="notice__list">
          {list.map((a, i) => (
            <li key={a.id}>
              <button type="button" aria-current={i === selected} onClick={() => setSelected(i)}>
                <span>{a.title}</span>
                <time>{formatTimestamp(a.timestamp)}</time>
              </button>
            </li>
          ))}
        </ul>
        <article className="notice__detail">
          {current ? (
            <>
              <h3>{current.title}</h3>
              <time>{formatTimestamp(current.timestamp)}</time>
              {/* Announcement content is HTML written by the brand's operators (docs/product/content-and-system.md#announcements). */}
              <div dangerouslySetInnerHTML={{ __html: current.content }} />
            </>
          ) : (
            <p>{t('modal.empty')}</p>
          )}
        </article>
      </div>
      <Pager
        page={page}
        pages={data?.totalPages ?? 1}
        onChange={(p) => {
          setPage(p);
          setSelected(0);
        }}
      />
    </Dialog>
  );
}
