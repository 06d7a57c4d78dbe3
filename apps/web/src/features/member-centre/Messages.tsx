import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { MessageDetail } from './MessageDetail.tsx';
import { deleteMessages, markAllRead, useAfterMessagesChange, useMessages } from './messages-api.ts';
import './messages.css';

/** One row: a checkbox to pick it for deletion, then the message's title, time and first line. */
function MessageRow(p: { message: Message; picked: boolean; onPick: () => void; onOpen: () => void }) {
  const { t } = useTranslation();
  const m = p.message;
  return (
    <li className="msg-item" data-unread={!m.read || undefined} data-testid="message-row" data-id={m.id}>
      <input
        type="checkbox"
        checked={p.picked}
        onChange={p.onPick}
        aria-label={t('inbox.pick', { title: m.title })}
      />
      <button type="button" className="msg-item__open" onClick={p.onOpen}>
        <span className="msg-item__head">
          {!m.read && <span className="msg-dot" aria-label={t('inbox.unreadMark')} />}
          <span className="msg-item__title">{m.title}</span>
        </span>
        <span className="msg-item__time">{formatTimestamp(m.createdAt)}</span>
        <span className="msg-item__snippet">{m.body}</span>
      </button>
    </li>
  );
}

/** Mark all read and delete the picked ones; a refusal shows below them. */
function Toolbar(p: { unread: number; picked: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const after = useAfterMessagesChange();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (act: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await act();
      p.onDone();
      await after();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="msg-toolbar">
      <p className="msg-toolbar__count" data-testid="messages-unread">
        {t('inbox.unread', { count: p.unread })}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || p.unread === 0}
        onClick={() => void run(markAllRead)}
        data-testid="messages-read-all"
      >
        {t('inbox.readAll')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || p.picked.length === 0}
        onClick={() => void run(() => deleteMessages(p.picked))}
        data-testid="messages-delete-picked"
      >
        {t('inbox.deletePicked', { count: p.picked.length })}
      </button>
      {error !== null && (
        <p className="mc-error" role="alert">
          {errorText(t, error)}
        </p>
      )}
    </div>
  );
}

/**
 * Platform information (messageV2): the member's messages, newest first, unread ones marked, a
 * page at a time; one opens in place (read as it opens); mark all read; delete the picked ones
 * or the open one. Empty, it says what will arrive here.
 */
export function Messages() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const query = useMessages(pageNo);
  const data = query.data;
  if (open !== null) return <MessageDetail id={open} onBack={() => setOpen(null)} />;
  if (!data) return <QueryStatus query={query} />;
  const pick = (id: number) =>
    setPicked((had) => (had.includes(id) ? had.filter((x) => x !== id) : [...had, id]));
  if (data.totalCount === 0)
    return (
      <section className="mc-card msg-empty" data-testid="messages-empty">
        <h4 className="mc-subtitle">{t('inbox.emptyTitle')}</h4>
        <p>{t('inbox.emptyText')}</p>
      </section>
    );
  return (
    <div className="mc-stack" data-testid="messages">
      <Toolbar unread={data.unread} picked={picked} onDone={() => setPicked([])} />
      <ul className="msg-list" aria-label={t('inbox.list')}>
        {data.list.map((m) => (
          <MessageRow
            key={m.id}
            message={m}
            picked={picked.includes(m.id)}
            onPick={() => pick(m.id)}
            onOpen={() => setOpen(m.id)}
          />
        ))}
      </ul>
      <Pager
        page={data.pageNo}
        pages={data.totalPages}
        onChange={(p) => {
          setPicked([]);
          setPageNo(p);
        }}
      />
    </div>
  );
}
