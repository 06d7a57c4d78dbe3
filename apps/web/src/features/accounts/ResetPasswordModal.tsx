import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberApi } from '@lotto/contracts/member/api';
import { apiSend, shape } from '../../lib/api.ts';
import { formErrorText } from '../../lib/api-errors.ts';
import { openModal } from '../../lib/modals.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from './Field.tsx';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';
import { problemsOf, type Problems } from './rules.ts';
import { useSubmit } from './useSubmit.ts';
import './accounts.css';

/** resetPassword: the mailed link `/?modal=resetPassword&token=…` sets a new password, then the member logs in. */
export default function ResetPasswordModal({ token, onClose }: { token?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const password = useNewPassword();
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
          const found = problemsOf(password.check());
          setProblems(found);
          if (Object.keys(found).length > 0) return;
          void call.run(
            () =>
              apiSend(memberApi.resetPassword, {
                body: { token, ...password.value },
                schema: shape<unknown>(),
              }),
            () => setDone(true),
          );
        }}
      >
        <NewPasswordFields {...password.fields({ ...call.issues, ...problems })} />
        <FormError
          text={formErrorText(t, { error: call.error, fields: ['newPassword', 'confirmNewPassword'] })}
        />
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
