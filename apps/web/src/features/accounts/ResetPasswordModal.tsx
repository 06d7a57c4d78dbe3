import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSend, shape } from '../../lib/api.ts';
import { formErrorText } from '../../lib/api-errors.ts';
import { openModal } from '../../lib/modals.ts';
import { useRegisterSettings } from '../../lib/queries/account-settings.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from './Field.tsx';
import {
  checkNewPassword,
  EMPTY_NEW_PASSWORD,
  NewPasswordFields,
  useBrandName,
} from './NewPasswordFields.tsx';
import { problemsOf, type Problems } from './rules.ts';
import { useSubmit } from './useSubmit.ts';
import './accounts.css';

/** resetPassword: the mailed link `/?modal=resetPassword&token=…` sets a new password, then the member logs in. */
export default function ResetPasswordModal({ token, onClose }: { token?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data;
  const brandName = useBrandName();
  const [next, setNext] = useState(EMPTY_NEW_PASSWORD);
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState(false);
  const call = useSubmit();
  const title = t('accounts.resetTitle');

  if (!token)
    return (
      <Dialog title={title} onClose={onClose}>
        <p role="alert">{t('accounts.resetNoToken')}</p>
      </Dialog>
    );

  return (
    <Dialog title={title} onClose={onClose} testId="reset-password-modal">
      <form
        className="form"
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          const found = problemsOf(checkNewPassword(next, settings, { brandName }));
          setProblems(found);
          if (Object.keys(found).length > 0) return;
          void call.run(
            () => apiSend('POST', '/wps/member/password/reset', { token, ...next }, shape<unknown>()),
            () => setDone(true),
          );
        }}
      >
        <NewPasswordFields
          value={next}
          onChange={setNext}
          problems={{ ...call.issues, ...problems }}
          settings={settings}
        />
        <FormError text={formErrorText(t, call.error, ['newPassword', 'confirmNewPassword'])} />
        <button type="submit" className="button" disabled={call.busy}>
          {t('accounts.resetSubmit')}
        </button>
      </form>
      {done && (
        <AlertDialog
          message={t('accounts.resetDone')}
          onClose={() => openModal('loginPopupModal', { tab: 'login' })}
        />
      )}
    </Dialog>
  );
}
