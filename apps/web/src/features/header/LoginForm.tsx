import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../lib/auth.ts';
import { openModal } from '../../lib/modals.ts';
import { rememberedUsername } from '../../lib/remember.ts';

/**
 * The inline guest login form of wide screens (phones use the Login button). It signs in like
 * the modal does; when the login fails, needs the captcha or a new-IP proof, the login modal
 * takes over with the username, the error and the captcha (lib/auth.ts shares that state).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const [username, setUsername] = useState(() => rememberedUsername() ?? '');
  const [password, setPassword] = useState('');

  return (
    <form
      className="header__login"
      aria-label={t('header.login')}
      onSubmit={(e) => {
        e.preventDefault();
        // Empty fields and a pending captcha are the modal's to explain.
        if (!username.trim() || !password || login.state.captcha) {
          openModal('loginPopupModal', { tab: 'login' });
          return;
        }
        void login
          .submit({
            type: 'username',
            username: username.trim(),
            password,
            remember: rememberedUsername() !== null,
          })
          .then((outcome) => {
            setPassword('');
            if (outcome !== 'done') openModal('loginPopupModal', { tab: 'login' });
          });
      }}
    >
      <input
        name="username"
        autoComplete="username"
        placeholder={t('header.username')}
        aria-label={t('header.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <input
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('header.password')}
        aria-label={t('header.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="button" disabled={login.busy}>
        {t('header.login')}
      </button>
    </form>
  );
}
