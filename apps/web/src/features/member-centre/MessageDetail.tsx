import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-errors.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { Dialog } from '../../ui/Dialog.tsx';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteMessages([id]);
      await after();
      onDeleted();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('inbox.deleteTitle')} onClose={onClose} testId="message-delete-dialog">
      <p>{t('inbox.deleteText')}</p>
      {error !== null && (
        <p className="mc-error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('in_more_cancel')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void remove()}
          data-testid="message-delete-confirm"
        >
          {t('inbox.delete')}
        </button>
      </div>
    </Dialog>
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
