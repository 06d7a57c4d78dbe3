import { useState } from 'react';
import { staffApi } from '@lotto/contracts/support/api';
import type { QueueItem, Staff } from '@lotto/contracts/support/chat';
import { useI18n } from '../../i18n/index.tsx';
import { call, type Caller } from '../../lib/api.ts';
import { useErrorText } from '../../lib/errors.ts';
import { Composer } from './Composer.tsx';
import { MemberSummary } from './MemberSummary.tsx';
import { MessageList } from './MessageList.tsx';
import { useThread, type Subscribe } from './useThread.ts';

type Action = typeof staffApi.take | typeof staffApi.close;

/** The member's account, the conversation's state and what the agent may do with it. */
function ThreadHead({
  conversation: c,
  me,
  onBack,
  onAct,
}: {
  conversation: QueueItem | undefined;
  me: Staff;
  onBack: () => void;
  onAct: (route: Action) => void;
}) {
  const { t } = useI18n();
  const status =
    c?.status === 'taken'
      ? t('thread.status.taken', {
          name: c.staffName === me.username ? t('thread.you') : (c.staffName ?? ''),
        })
      : c?.status === 'closed'
        ? t('thread.status.closed')
        : t('thread.status.waiting');
  return (
    <div className="thread__head">
      <button className="btn btn--ghost thread__back" onClick={onBack}>
        ← {t('thread.back')}
      </button>
      <div className="thread__who">
        <strong>{c?.account ?? t('thread.loading')}</strong>
        {c && <span className={`pill pill--${c.status}`}>{status}</span>}
      </div>
      <div className="thread__actions">
        {c && (c.status !== 'taken' || c.staffName !== me.username) && (
          <button
            className="btn btn--primary"
            data-testid="bo-take"
            onClick={() => onAct(staffApi.take)}
            disabled={c.status === 'taken'}
          >
            {t('thread.take')}
          </button>
        )}
        {c && c.status !== 'closed' && (
          <button className="btn" data-testid="bo-close" onClick={() => onAct(staffApi.close)}>
            {t('thread.close')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The open conversation: its state and actions (take, close), its messages, the answer box and the member. */
export function ThreadPanel({
  caller,
  id,
  me,
  subscribe,
  typing,
  onChanged,
  onBack,
}: {
  caller: Caller;
  id: number;
  me: Staff;
  subscribe: Subscribe;
  typing: (conversationId: number) => void;
  onChanged: (item: QueueItem) => void;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const view = useThread({ caller, id, subscribe });
  const [actionError, setActionError] = useState<unknown>(undefined);
  const c = view.thread?.conversation;

  const act = async (route: Action) => {
    setActionError(undefined);
    try {
      const item = await call(route, { caller, params: { id } });
      view.setThread((th) => (th ? { ...th, conversation: item } : th));
      onChanged(item);
    } catch (err) {
      setActionError(err);
    }
  };
  const error = actionError ?? view.error;

  return (
    <>
      <section className="panel thread" aria-label={c?.account ?? t('thread.loading')}>
        <ThreadHead conversation={c} me={me} onBack={onBack} onAct={(route) => void act(route)} />
        {error !== undefined && (
          <p className="error" role="alert" data-testid="bo-error">
            {errorText(error)}
          </p>
        )}
        <MessageList view={view} me={me} />
        <Composer
          caller={caller}
          id={id}
          closed={c?.status === 'closed'}
          send={view.send}
          onTyping={() => typing(id)}
        />
      </section>
      <MemberSummary member={view.thread?.member} caller={caller} />
    </>
  );
}
