import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shape } from '../../lib/api.ts';
import { formErrorText } from '../../lib/api-errors.ts';
import { problemText } from '../../lib/problem-text.ts';
import { logout } from '../../lib/auth.ts';
import { openModal } from '../../lib/modals.ts';
import { useRegisterSettings } from '../../lib/queries/account-settings.ts';
import { sendSealed } from '../../lib/sealed.ts';
import { SESSION_KEYS, signOut, useSession } from '../../lib/session.ts';
import { readStorage } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError, TextField } from './Field.tsx';
import {
  checkNewPassword,
  EMPTY_NEW_PASSWORD,
  NewPasswordFields,
  useBrandName,
} from './NewPasswordFields.tsx';
import { checkRequired, problemsOf, type Problems } from './rules.ts';
import { useSubmit } from './useSubmit.ts';
import './accounts.css';

/**
 * changePassModal. Forced after a login with the operator's default password or an expired one
 * (the session flag `changePassword`): it cannot be dismissed, only answered or left by logging
 * out. The old password is asked unless the stored one is the default (SPEC section 5).
 * After the change the member signs in again with the new password (SPEC section 4).
 */
export default function ChangePassModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const settings = useRegisterSettings().data;
  const brandName = useBrandName();
  const reason = readStorage('session', SESSION_KEYS.changePassword);
  const forced = session !== null && reason !== null;
  const askOld = reason !== 'default';
  const [oldPassword, setOldPassword] = useState('');
  const [next, setNext] = useState(EMPTY_NEW_PASSWORD);
  const [problems, setProblems] = useState<Problems>({});
  const call = useSubmit();
  const all = { ...call.issues, ...problems };

  const submit = () => {
    const found = problemsOf({
      ...(askOld ? { oldPassword: checkRequired(oldPassword) } : {}),
      ...checkNewPassword(next, settings, { username: session?.account, brandName }),
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void call.run(
      () =>
        sendSealed(
          'PUT',
          '/wps/member/password',
          { ...(askOld ? { oldPassword } : {}), ...next },
          shape<unknown>(),
        ),
      () => {
        signOut();
        showToast('accounts.passwordChanged');
        openModal('loginPopupModal', { tab: 'login' });
      },
    );
  };

  const title = t('modal.changePassword');
  if (!session)
    return (
      <Dialog title={title} onClose={onClose}>
        <p>{t('apiErrors.login_not_session')}</p>
        <button
          type="button"
          className="button"
          onClick={() => openModal('loginPopupModal', { tab: 'login' })}
        >
          {t('header.login')}
        </button>
      </Dialog>
    );

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
        <NewPasswordFields value={next} onChange={setNext} problems={all} settings={settings} />
        <FormError
          text={formErrorText(t, call.error, ['oldPassword', 'newPassword', 'confirmNewPassword'])}
        />
        <button type="submit" className="button" disabled={call.busy}>
          {t('modal.changePassword')}
        </button>
        {forced && (
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
        )}
      </form>
    </Dialog>
  );
}
