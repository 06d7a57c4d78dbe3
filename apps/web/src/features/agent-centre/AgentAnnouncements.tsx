import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@lotto/contracts';
import { formatTimestamp } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useAgentAnnouncements } from './api.ts';

/**
 * Announcements (agentAnnouncement): what the brand's operators post for its agents, newest
 * first; each shows its title and date and opens its text in place, the newest open at first.
 * With none yet, the page says what will appear here.
 */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  // undefined: nothing chosen yet on this page (the first is open); null: all closed
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const query = useAgentAnnouncements(pageNo);
  const data = query.data;
  const list = data?.list ?? [];
  const open = chosen === undefined ? list[0]?.id : chosen;
  return (
    <div className="mc-stack" data-testid="agent-announcements">
      <QueryStatus query={query} />
      {data && list.length === 0 && (
        <p className="mc-status" data-testid="announcements-empty">
          {t('agentCentre.announcements.none')}
        </p>
      )}
      {list.length > 0 && (
        <ul
          className="ac-notices"
          aria-label={t('agentCentre.pages.agentAnnouncement')}
          aria-busy={query.isFetching}
        >
          {list.map((a) => (
            <Notice
              key={a.id}
              notice={a}
              open={a.id === open}
              onToggle={() => setChosen(a.id === open ? null : a.id)}
            />
          ))}
        </ul>
      )}
      <Pager
        page={pageNo}
        pages={data?.totalPages ?? 1}
        onChange={(p) => {
          setPageNo(p);
          setChosen(undefined);
        }}
      />
    </div>
  );
}

function Notice({ notice, open, onToggle }: { notice: Announcement; open: boolean; onToggle: () => void }) {
  const body = `ac-notice-${notice.id}`;
  return (
    <li className="mc-card ac-notice" data-testid="agent-announcement" data-id={notice.id}>
      <button
        type="button"
        className="ac-notice__head"
        aria-expanded={open}
        aria-controls={body}
        onClick={onToggle}
      >
        <strong className="ac-notice__title">{notice.title}</strong>
        <time className="mc-sub" dateTime={new Date(notice.timestamp).toISOString()}>
          {formatTimestamp(notice.timestamp)}
        </time>
      </button>
      {open && (
        // Announcement content is HTML written by the brand's operators, shown as the site's
        // notices show theirs (docs/product/content-and-system.md#announcements).
        <div
          id={body}
          className="ac-notice__body"
          data-testid="announcement-body"
          dangerouslySetInnerHTML={{ __html: notice.content }}
        />
      )}
    </li>
  );
}
