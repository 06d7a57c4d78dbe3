import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';

/** The success modal after registration (in_registered_successfully, docs/product/accounts.md#registration). */
export default function RegisterSuccessModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('accounts.registeredTitle')} onClose={onClose} testId="register-success-modal">
      <p role="status">{t('in_registered_successfully')}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
