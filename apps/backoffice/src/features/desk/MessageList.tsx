import { useEffect, useRef } from 'react';
import type { Staff } from '@lotto/contracts/support/chat';
import { useI18n } from '../../i18n/index.tsx';
import { formatTime } from '../../lib/format.ts';
import type { Shown, useThread } from './useThread.ts';

/** Who wrote a message, as the agent reads it. */
function useSenderName(me: Staff, account: string) {
  const { t } = useI18n();
  return (m: Shown) =>
    m.sender === 'member'
      ? account || t('thread.member')
      : m.staffName && m.staffName !== me.username
        ? m.staffName
        : t('thread.you');
}

/** A message's state under it: ours as sending, failed (select to send again), sent or read by the member. */
function MessageState({ m, readId, retry }: { m: Shown; readId: number; retry: () => void }) {
  const { t } = useI18n();
  if (m.sender === 'member') return null;
  if (m.state === 'failed')
    return (
      <button className="msg__state msg__state--failed" onClick={retry}>
        {t('thread.failed')}
      </button>
    );
  const text =
    m.state === 'sending' ? t('thread.sending') : m.id <= readId ? t('thread.read') : t('thread.sent');
  return <span className={`msg__state ${m.id <= readId && !m.state ? 'msg__state--read' : ''}`}>{text}</span>;
}

/** The conversation's messages, oldest first, kept scrolled to the newest; the member's typing under them. */
export function MessageList({ view, me }: { view: ReturnType<typeof useThread>; me: Staff }) {
  const { t, lang } = useI18n();
  const account = view.thread?.conversation.account ?? '';
  const nameOf = useSenderName(me, account);
  const end = useRef<HTMLDivElement>(null);
  const last = view.messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [last?.clientId, last?.state, view.typing]);
  const readId = view.thread?.otherReadId ?? 0;

  return (
    <div className="messages" aria-live="polite">
      {view.thread?.more && (
        <button className="btn btn--ghost messages__more" onClick={() => void view.older()}>
          {t('thread.more')}
        </button>
      )}
      {view.thread && view.messages.length === 0 && <p className="empty">{t('thread.empty')}</p>}
      {!view.thread && view.error === undefined && <p className="empty">{t('thread.loading')}</p>}
      {view.messages.map((m) => (
        <article
          key={m.clientId}
          className={`msg msg--${m.sender}`}
          data-testid="bo-message"
          data-sender={m.sender}
        >
          <header className="msg__head">
            <strong>{nameOf(m)}</strong>
            <time className="muted">{formatTime(m.createdAt, lang)}</time>
          </header>
          {m.image && (
            <a href={m.image} target="_blank" rel="noreferrer" className="msg__image">
              <img src={m.image} alt={t('thread.imageAlt')} loading="lazy" />
            </a>
          )}
          {m.body && <p className="msg__body">{m.body}</p>}
          <MessageState
            m={m}
            readId={readId}
            retry={() =>
              void view
                .send({ body: m.body, image: m.image ?? undefined, clientId: m.clientId })
                .catch(() => undefined)
            }
          />
        </article>
      ))}
      {view.typing && (
        <p className="typing muted" role="status">
          {t('thread.typing', { name: account || t('thread.member') })}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
