import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';

/** A message with one OK button (warnings such as invitation_code_error: docs/product/accounts.md#invitation-codes). */
export function AlertDialog({
  title,
  message,
  onClose,
}: {
  title?: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title ?? t('in_popup_prompt')} onClose={onClose} testId="alert-dialog">
      <p role="alert">{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
