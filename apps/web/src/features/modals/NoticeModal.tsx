import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@lotto/contracts';
import { NOTICE_TYPES, useAnnouncements } from '../../lib/queries/announcements.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { formatTimestamp } from '../../lib/time.ts';

/**
 * Announcements (types PL, PU, PR): 9 per page, list with a detail pane. Opened with tab
 * `popup` (once per session, docs/product/content-and-system.md#pop-up-announcements) it shows
 * the brand's pop-ups instead, the newest first.
 */
export default function NoticeModal({ tab, onClose }: { tab?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(0);
  const popup = tab === 'popup';
  const data = useAnnouncements(NOTICE_TYPES, { pageNo: popup ? 1 : page }).data;
  const list = (popup ? data?.popup : data?.list) ?? [];
  return (
    <Dialog
      title={t(popup ? 'notice.popupTitle' : 'modal.notice')}
      onClose={onClose}
      width={720}
      testId={popup ? 'notice-popup' : 'notice-modal'}
    >
      <div className="notice">
        {(!popup || list.length > 1) && list.length > 0 && (
          <NoticeList list={list} selected={selected} onSelect={setSelected} />
        )}
        <NoticeDetail notice={list[selected]} loading={!data} />
      </div>
      {!popup && (
        <Pager
          page={page}
          pages={data?.totalPages ?? 1}
          onChange={(p) => {
            setPage(p);
            setSelected(0);
          }}
        />
      )}
      {popup && (
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose} autoFocus>
            {t('notice.gotIt')}
          </button>
        </div>
      )}
    </Dialog>
  );
}

type ListProps = { list: Announcement[]; selected: number; onSelect: (i: number) => void };

function NoticeList({ list, selected, onSelect }: ListProps) {
  return (
    <ul className="notice__list">
      {list.map((a, i) => (
        <li key={a.id}>
          <button type="button" aria-current={i === selected} onClick={() => onSelect(i)}>
            <span>{a.title}</span>
            <time>{formatTimestamp(a.timestamp)}</time>
          </button>
        </li>
      ))}
    </ul>
  );
}

function NoticeDetail({ notice, loading }: { notice: Announcement | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (!notice)
    return (
      <article className="notice__detail" aria-busy={loading}>
        {!loading && <p>{t('notice.empty')}</p>}
      </article>
    );
  return (
    <article className="notice__detail">
      <h3>{notice.title}</h3>
      <time>{formatTimestamp(notice.timestamp)}</time>
      {/* Announcement content is HTML written by the brand's operators (docs/product/content-and-system.md#announcements). */}
      <div dangerouslySetInnerHTML={{ __html: notice.content }} />
    </article>
  );
}
