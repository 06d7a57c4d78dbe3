import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberApi } from '@lotto/contracts/member/api';
import { fieldIssues, formErrorText } from '../../lib/api-errors.ts';
import { problemText } from '../../lib/problem-text.ts';
import { clearLoginError, useLogin } from '../../lib/auth.ts';
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
import { mobileCheck, sendSmsCode, SmsCodeField } from './SmsCodeField.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import { VerifyIpStep } from './VerifyIpStep.tsx';

type By = 'username' | 'sms';
type Shown = (field: string) => string | undefined;
type Text = { value: string; set: (value: string) => void };

/** The way to sign in: by username and password, or by mobile number and SMS code. */
function MethodTabs({ method, onChange }: { method: By; onChange: (next: By) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('accounts.loginBy')}
      tabs={[
        { key: 'username', label: t('accounts.byUsername') },
        { key: 'sms', label: t('accounts.bySms') },
      ]}
      active={method}
      onChange={onChange}
    />
  );
}

function UsernameFields({ username, password, shown }: { username: Text; password: Text; shown: Shown }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="username"
        label={t('accounts.username')}
        value={username.value}
        onChange={username.set}
        error={shown('username')}
        required
        autoComplete="username"
      />
      <TextField
        name="password"
        type="password"
        label={t('accounts.password')}
        value={password.value}
        onChange={password.set}
        error={shown('password')}
        required
        autoComplete="current-password"
      />
    </>
  );
}

/** Forgotten password, or no account yet. */
function LoginLinks({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="form__links">
      <button type="button" className="link-button" onClick={() => openModal('forgetPassModal')}>
        {t('modal.forgotPassword')}
      </button>
      <button type="button" className="link-button" onClick={onRegister}>
        {t('accounts.noAccount')}
      </button>
    </div>
  );
}

/** By SMS: the mobile number with its dial code, and the code sent to it. */
function SmsFields({
  mobileNum,
  code,
  dial,
  shown,
  validate,
}: {
  mobileNum: Text;
  code: Text;
  dial: ReturnType<typeof useDialCode>;
  shown: Shown;
  validate: () => boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        label={t('accounts.mobileNum')}
        value={mobileNum.value}
        onChange={mobileNum.set}
        error={shown('mobileNum')}
        required
        autoComplete="tel-national"
        before={<DialCodePicker {...dial} />}
      />
      <SmsCodeField
        value={code.value}
        onChange={code.set}
        error={shown('verificationCode')}
        maxLength={6}
        validate={validate}
        send={() =>
          sendSmsCode(memberApi.smsLogin, {
            mobileNum: mobileNum.value.trim(),
            countryDialingCode: dial.code,
          })
        }
      />
    </>
  );
}

/**
 * What the login form holds and sends: the fields of both methods, the captcha's answer once
 * the server asks for one, and the problems found before sending.
 */
function useLoginForm(method: By, login: ReturnType<typeof useLogin>) {
  const settings = useRegisterSettings().data;
  const { state } = login;
  const [username, setUsername] = useState(() => state.username || (rememberedUsername() ?? ''));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== null);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const dial = useDialCode();
  const captcha = useCaptcha('login', state.captcha);
  const [problems, setProblems] = useState<Problems>({});

  const submit = async () => {
    const found = problemsOf({
      ...(method === 'username'
        ? { username: checkRequired(username), password: checkRequired(password) }
        : {
            mobileNum: checkField('mobileNum', { value: mobileNum, settings, required: true }),
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
  return {
    username: { value: username, set: setUsername },
    password: { value: password, set: setPassword },
    mobileNum: { value: mobileNum, set: setMobileNum },
    code: { value: code, set: setCode },
    captchaText: { value: captchaText, set: setCaptchaText },
    remember: { on: remember, set: setRemember },
    dial,
    captcha,
    problems,
    setProblems,
    validMobile: mobileCheck({ value: mobileNum, settings, setProblems }),
    submit,
  };
}

/**
 * The login tab (docs/product/accounts.md#login): by username and password, or by SMS code
 * (MOBILEVERCODELOGIN3); the captcha appears once the server asks for it; remember-me keeps the
 * username for a day; a new IP asks for one more proof.
 */
export function LoginPanel({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  const smsLogin = useModuleOn('MOBILEVERCODELOGIN3');
  const login = useLogin();
  const { state } = login;
  const [by, setBy] = useState<By>('username');
  const method: By = smsLogin ? by : 'username';
  const form = useLoginForm(method, login);
  // A failure handed over by the header shows once; a later visit starts clean.
  useEffect(() => clearLoginError, []);

  if (state.pending) return <VerifyIpStep login={login} />;

  const issues = fieldIssues(state.error);
  const shown = (field: string) => {
    const p = form.problems[field] ?? issues[field];
    return p ? problemText(t, p) : undefined;
  };
  const fields = method === 'username' ? ['username', 'password'] : ['mobileNum', 'verificationCode'];

  return (
    <form
      className="form"
      noValidate
      aria-label={t('header.login')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      {smsLogin && (
        <MethodTabs
          method={method}
          onChange={(next) => {
            setBy(next);
            form.setProblems({});
          }}
        />
      )}
      {method === 'username' ? (
        <UsernameFields username={form.username} password={form.password} shown={shown} />
      ) : (
        <SmsFields
          mobileNum={form.mobileNum}
          code={form.code}
          dial={form.dial}
          shown={shown}
          validate={form.validMobile}
        />
      )}
      {state.captcha && (
        <CaptchaField
          captcha={form.captcha}
          value={form.captchaText.value}
          onChange={form.captchaText.set}
          error={shown('captcha')}
        />
      )}
      <CheckField
        name="remember"
        checked={form.remember.on}
        onChange={(on) => {
          form.remember.set(on);
          if (!on) forgetUsername();
        }}
      >
        {t('accounts.remember')}
      </CheckField>
      <FormError text={formErrorText(t, { error: state.error, fields: [...fields, 'captcha'] })} />
      <button type="submit" className="button" disabled={login.busy}>
        {login.busy ? t('accounts.loggingIn') : t('header.login')}
      </button>
      <LoginLinks onRegister={onRegister} />
      <SocialButtons />
    </form>
  );
}
