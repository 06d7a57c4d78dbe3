import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-errors.ts';
import { Dialog } from './Dialog.tsx';

/**
 * Asks before an action that cannot be taken back (delete a message, give up a bonus), then
 * runs it: the button waits while it runs, a refusal shows in the dialog and leaves it open,
 * success calls `onDone`.
 */
export function ConfirmActionDialog({
  title,
  text,
  confirm,
  testId,
  action,
  onClose,
  onDone = onClose,
}: {
  title: string;
  text: string;
  /** The confirm button's label. */
  confirm: string;
  /** The dialog's test id; its confirm button's is `${testId}-confirm`. */
  testId: string;
  action: () => Promise<unknown>;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onDone();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose} testId={testId}>
      <p>{text}</p>
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
          data-testid={`${testId}-confirm`}
          onClick={() => void run()}
        >
          {confirm}
        </button>
      </div>
    </Dialog>
  );
}
