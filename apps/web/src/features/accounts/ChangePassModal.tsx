import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { memberApi } from '@lotto/contracts/member/api';
import { shape } from '../../lib/api.ts';
import { formErrorText } from '../../lib/api-errors.ts';
import { problemText } from '../../lib/problem-text.ts';
import { logout } from '../../lib/auth.ts';
import { openModal } from '../../lib/modals.ts';
import { sendSealed } from '../../lib/sealed.ts';
import { SESSION_KEYS, signOut, useSession } from '../../lib/session.ts';
import { readStorage } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError, TextField } from './Field.tsx';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';
import { checkRequired, problemsOf, type Problems } from './rules.ts';
import { useSubmit } from './useSubmit.ts';
import './accounts.css';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** Without a session there is nothing to change: the way to log in. */
function SignInFirst({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{t('apiErrors.login_not_session')}</p>
      <button type="button" className="button" onClick={() => openModal('loginPopupModal', { tab: 'login' })}>
        {t('header.login')}
      </button>
    </Dialog>
  );
}

/** The way out of a forced change: signing out, home. */
function SignOutButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => {
        void logout().then(() => {
          onClose();
          void navigate('/');
        });
      }}
    >
      {t('header.signOut')}
    </button>
  );
}

/**
 * changePassModal. Forced after a login with the operator's default password or an expired one
 * (the session flag `changePassword`): it cannot be dismissed, only answered or left by logging
 * out. The old password is asked unless the stored one is the default (docs/product/accounts.md#passwords).
 * After the change the member signs in again with the new password (docs/product/accounts.md#forced-password-change).
 */
export default function ChangePassModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const password = useNewPassword({ username: session?.account });
  const reason = readStorage('session', SESSION_KEYS.changePassword);
  const forced = session !== null && reason !== null;
  const askOld = reason !== 'default';
  const [oldPassword, setOldPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const call = useSubmit();
  const all = { ...call.issues, ...problems };
  const title = t('modal.changePassword');
  if (!session) return <SignInFirst title={title} onClose={onClose} />;

  const submit = () => {
    const found = problemsOf({
      ...(askOld ? { oldPassword: checkRequired(oldPassword) } : {}),
      ...password.check(),
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { ...(askOld ? { oldPassword } : {}), ...password.value };
    void call.run(
      () => sendSealed(memberApi.changePassword, { body, schema: shape<unknown>() }),
      () => {
        signOut();
        showToast('accounts.passwordChanged');
        openModal('loginPopupModal', { tab: 'login' });
      },
    );
  };

  return (
    <Dialog title={title} onClose={onClose} dismissible={!forced} testId="change-pass-modal">
      {forced && <p>{t(reason === 'default' ? 'modal.changePasswordWhy' : 'accounts.passwordExpired')}</p>}
      <form
        className="form"
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input type="text" name="username" autoComplete="username" value={session.account} readOnly hidden />
        {askOld && (
          <TextField
            name="oldPassword"
            type="password"
            label={t('accounts.oldPassword')}
            value={oldPassword}
            onChange={setOldPassword}
            error={all.oldPassword ? problemText(t, all.oldPassword) : undefined}
            required
            autoComplete="current-password"
          />
        )}
        <NewPasswordFields {...password.fields(all)} />
        <FormError text={formErrorText(t, { error: call.error, fields: FIELDS })} />
        <button type="submit" className="button" disabled={call.busy}>
          {t('modal.changePassword')}
        </button>
        {forced && <SignOutButton onClose={onClose} />}
      </form>
    </Dialog>
  );
}
