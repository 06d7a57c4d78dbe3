import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSentValue } from '@lotto/contracts';
import { apiSend, shape } from '../../lib/api.ts';
import { fieldIssues, formErrorText } from '../../lib/api-errors.ts';
import { problemText } from '../../lib/problem-text.ts';
import { clearLoginError, useLogin } from '../../lib/auth.ts';
import { humanCheck } from '../../lib/human-check.ts';
import { openModal } from '../../lib/modals.ts';
import { useRegisterSettings } from '../../lib/queries/account-settings.ts';
import { useCaptcha } from '../../lib/queries/captcha.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { forgetUsername, rememberedUsername } from '../../lib/remember.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { DialCodePicker, useDialCode } from './DialCodePicker.tsx';
import { CheckField, FormError, TextField } from './Field.tsx';
import { checkField, checkRequired, problemsOf, type Problems } from './rules.ts';
import { SmsButton } from './SmsButton.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import { VerifyIpStep } from './VerifyIpStep.tsx';

type By = 'username' | 'sms';

/**
 * The login tab (SPEC sections 2, 4, 5): by username and password, or by SMS code
 * (MOBILEVERCODELOGIN3); the captcha appears once the server asks for it; remember-me keeps the
 * username for a day; a new IP asks for one more proof.
 */
export function LoginPanel({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  const smsLogin = useModuleOn('MOBILEVERCODELOGIN3');
  const settings = useRegisterSettings().data;
  const login = useLogin();
  const { state } = login;
  const [by, setBy] = useState<By>('username');
  const [username, setUsername] = useState(() => state.username || (rememberedUsername() ?? ''));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== null);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const dial = useDialCode();
  const captcha = useCaptcha('login', state.captcha);
  const [problems, setProblems] = useState<Problems>({});
  const method: By = smsLogin ? by : 'username';
  // A failure handed over by the header shows once; a later visit starts clean.
  useEffect(() => clearLoginError, []);

  if (state.pending) return <VerifyIpStep login={login} />;

  const validMobile = () => {
    const problem = checkField('mobileNum', mobileNum, settings, true);
    setProblems((p) => problemsOf({ ...p, mobileNum: problem }));
    return problem === null;
  };

  const submit = async () => {
    const found = problemsOf({
      ...(method === 'username'
        ? { username: checkRequired(username), password: checkRequired(password) }
        : {
            mobileNum: checkField('mobileNum', mobileNum, settings, true),
            verificationCode: checkRequired(code),
          }),
      ...(state.captcha ? { captcha: checkRequired(captchaText) } : {}),
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const answer = state.captcha
      ? { captcha: captchaText.trim(), captchaKey: captcha.captcha?.captchaKey }
      : {};
    const outcome = await login.submit(
      method === 'username'
        ? { type: 'username', username: username.trim(), password, remember, ...answer }
        : {
            type: 'sms',
            mobileNum: mobileNum.trim(),
            countryDialingCode: dial.code,
            verificationCode: code.trim(),
            remember,
            ...answer,
          },
    );
    if (outcome !== 'failed') return;
    // The key was spent (or is now due): a new image after every failure while it shows.
    if (state.captcha) captcha.refresh(true);
    setCaptchaText('');
  };

  const issues = fieldIssues(state.error);
  const shown = (field: string) => {
    const p = problems[field] ?? issues[field];
    return p ? problemText(t, p) : undefined;
  };
  const sendSms = async () =>
    apiSend(
      'POST',
      '/wps/verification/sms/noLogin',
      { mobileNum: mobileNum.trim(), countryDialingCode: dial.code, humanCheck: await humanCheck() },
      shape<SmsSentValue>(),
    );

  return (
    <form
      className="form"
      noValidate
      aria-label={t('header.login')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {smsLogin && (
        <Tabs
          label={t('accounts.loginBy')}
          tabs={[
            { key: 'username', label: t('accounts.byUsername') },
            { key: 'sms', label: t('accounts.bySms') },
          ]}
          active={method}
          onChange={(next) => {
            setBy(next);
            setProblems({});
          }}
        />
      )}
      {method === 'username' ? (
        <>
          <TextField
            name="username"
            label={t('accounts.username')}
            value={username}
            onChange={setUsername}
            error={shown('username')}
            required
            autoComplete="username"
          />
          <TextField
            name="password"
            type="password"
            label={t('accounts.password')}
            value={password}
            onChange={setPassword}
            error={shown('password')}
            required
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <TextField
            name="mobileNum"
            type="tel"
            inputMode="numeric"
            label={t('accounts.mobileNum')}
            value={mobileNum}
            onChange={setMobileNum}
            error={shown('mobileNum')}
            required
            autoComplete="tel-national"
            before={<DialCodePicker {...dial} />}
          />
          <TextField
            name="verificationCode"
            inputMode="numeric"
            label={t('accounts.verificationCode')}
            value={code}
            onChange={setCode}
            error={shown('verificationCode')}
            required
            autoComplete="one-time-code"
            maxLength={6}
            after={<SmsButton validate={validMobile} send={sendSms} />}
          />
        </>
      )}
      {state.captcha && (
        <CaptchaField
          captcha={captcha}
          value={captchaText}
          onChange={setCaptchaText}
          error={shown('captcha')}
        />
      )}
      <CheckField
        name="remember"
        checked={remember}
        onChange={(on) => {
          setRemember(on);
          if (!on) forgetUsername();
        }}
      >
        {t('accounts.remember')}
      </CheckField>
      <FormError
        text={formErrorText(
          t,
          state.error,
          method === 'username'
            ? ['username', 'password', 'captcha']
            : ['mobileNum', 'verificationCode', 'captcha'],
        )}
      />
      <button type="submit" className="button" disabled={login.busy}>
        {login.busy ? t('accounts.loggingIn') : t('header.login')}
      </button>
      <div className="form__links">
        <button type="button" className="link-button" onClick={() => openModal('forgetPassModal')}>
          {t('modal.forgotPassword')}
        </button>
        <button type="button" className="link-button" onClick={onRegister}>
          {t('accounts.noAccount')}
        </button>
      </div>
      <SocialButtons />
    </form>
  );
}
