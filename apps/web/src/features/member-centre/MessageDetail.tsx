import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../lib/time.ts';
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { deleteMessages, useAfterMessagesChange, useMessage } from './messages-api.ts';

/** Asks before the message is deleted (for this member only), then deletes it and goes back. */
function DeleteDialog({
  id,
  onClose,
  onDeleted,
}: {
  id: number;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const after = useAfterMessagesChange();
  return (
    <ConfirmActionDialog
      title={t('inbox.deleteTitle')}
      text={t('inbox.deleteText')}
      confirm={t('inbox.delete')}
      testId="message-delete-dialog"
      action={async () => {
        await deleteMessages([id]);
        await after();
      }}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}

/** One message, opened from the list: reading it marks it read, so the list and the badges read again. */
export function MessageDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const query = useMessage(id);
  const after = useAfterMessagesChange();
  const [asking, setAsking] = useState(false);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) void after();
    // once per opened message: `after` is a new function each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, id]);
  const m = query.data;
  return (
    <div className="mc-stack" data-testid="message-detail">
      <button type="button" className="button button--ghost msg-back" onClick={onBack}>
        {t('inbox.back')}
      </button>
      {!m ? (
        <QueryStatus query={query} />
      ) : (
        <article className="mc-card msg-detail" data-id={m.id}>
          <h4 className="mc-subtitle msg-detail__title">{m.title}</h4>
          <p className="msg-detail__meta">
            <span>{t(m.kind === 'system' ? 'inbox.kindSystem' : 'inbox.kindOperator')}</span>
            <span>{formatTimestamp(m.createdAt)}</span>
          </p>
          <p className="msg-detail__body" data-testid="message-body">
            {m.body}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setAsking(true)}
            data-testid="message-delete"
          >
            {t('inbox.delete')}
          </button>
        </article>
      )}
      {asking && <DeleteDialog id={id} onClose={() => setAsking(false)} onDeleted={onBack} />}
    </div>
  );
}
