import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';

/** The forced password change after login with a default or expired password. */
export default function ChangePassModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('modal.changePassword')} onClose={onClose}>
      <p>{t('modal.changePasswordWhy')}</p>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('modal.newPassword')}
          <input name="newPassword" type="password" autoComplete="new-password" required />
        </label>
        <label>
          {t('modal.confirmPassword')}
          <input name="confirmNewPassword" type="password" autoComplete="new-password" required />
        </label>
      </form>
    </Dialog>
  );
}
