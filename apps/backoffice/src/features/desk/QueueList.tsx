import { useState } from 'react';
import type { QueueItem } from '@lotto/contracts/support/chat';
import { useI18n, type MessageKey } from '../../i18n/index.tsx';
import { useErrorText } from '../../lib/errors.ts';
import { formatTime } from '../../lib/format.ts';
import type { useQueue } from './useQueue.ts';

type Status = QueueItem['status'];
/** The tabs, in the contract's order of statuses (CHAT_STATUSES, kept off this bundle with zod). */
const TABS: { status: Status; label: MessageKey; empty: MessageKey }[] = [
  { status: 'waiting', label: 'queue.waiting', empty: 'queue.empty.waiting' },
  { status: 'taken', label: 'queue.taken', empty: 'queue.empty.taken' },
  { status: 'closed', label: 'queue.closed', empty: 'queue.empty.closed' },
];

/** The queue: one tab per status with its count, each conversation with its member, last line and unread count. */
export function QueueList({
  queue,
  openId,
  onOpen,
}: {
  queue: ReturnType<typeof useQueue>;
  openId: number | undefined;
  onOpen: (id: number) => void;
}) {
  const { t, lang } = useI18n();
  const errorText = useErrorText();
  const [tab, setTab] = useState<Status>('waiting');
  const shown = queue.items?.filter((q) => q.status === tab) ?? [];
  const count = (s: Status) => queue.items?.filter((q) => q.status === s).length ?? 0;

  return (
    <section className="panel queue" aria-label={t('queue.title')}>
      <div className="tabs" role="tablist">
        {TABS.map(({ status: s, label }) => (
          <button
            key={s}
            role="tab"
            aria-selected={tab === s}
            className={`tab ${tab === s ? 'tab--on' : ''}`}
            data-testid={`bo-tab-${s}`}
            onClick={() => setTab(s)}
          >
            {t(label)} <span className="tab__count">{count(s)}</span>
          </button>
        ))}
      </div>
      {queue.error !== undefined && (
        <p className="error" data-testid="bo-error">
          {errorText(queue.error)}
        </p>
      )}
      {!queue.items && queue.error === undefined && <p className="empty">{t('queue.loading')}</p>}
      {queue.items && shown.length === 0 && (
        <p className="empty">{t(TABS.find((x) => x.status === tab)!.empty)}</p>
      )}
      <ul className="queue__list">
        {shown.map((q) => (
          <li key={q.id}>
            <button
              className={`queue__item ${openId === q.id ? 'queue__item--open' : ''}`}
              data-testid="bo-queue-item"
              data-conversation-id={q.id}
              data-account={q.account}
              aria-current={openId === q.id}
              onClick={() => onOpen(q.id)}
            >
              <span className="queue__line">
                <strong className="queue__account">{q.account}</strong>
                <time className="muted">{formatTime(q.lastAt, lang)}</time>
              </span>
              <span className="queue__line">
                <span className="queue__last muted">{q.lastBody || t('queue.image')}</span>
                {q.unread > 0 && (
                  <span
                    className="badge"
                    data-testid="bo-unread"
                    title={t('queue.unread', { count: q.unread })}
                  >
                    {q.unread}
                  </span>
                )}
              </span>
              {q.staffName && <span className="queue__by muted">{t('queue.by', { name: q.staffName })}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
