import { useState, type FormEvent, type ReactNode } from 'react';
import { staffApi } from '@lotto/contracts/support/api';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { useI18n, type MessageKey } from '../../i18n/index.tsx';
import { call, type Caller } from '../../lib/api.ts';
import { useErrorText } from '../../lib/errors.ts';
import type { StaffSession } from '../../lib/session.ts';

type Failure = { key: MessageKey } | { err: unknown };

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="field">
      <span>{label}</span>
      {children}
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
}

function SignInHead() {
  const { t } = useI18n();
  return (
    <>
      <div className="signin__top">
        <h1>{t('signin.title')}</h1>
        <LanguageSwitch />
      </div>
      <p className="muted">{t('signin.lead')}</p>
    </>
  );
}

/** Username, password and the authenticator's current code: one call, then the desk. */
export function SignIn({
  caller,
  expired,
  onSignedIn,
}: {
  caller: Caller;
  expired: boolean;
  onSignedIn: (session: StaffSession) => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // kept as what failed, and worded when shown: a language switch rewords it
  const [error, setError] = useState<Failure | undefined>(expired ? { key: 'error.session' } : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return setError({ key: 'signin.fields.required' });
    if (!/^\d{6}$/.test(code)) return setError({ key: 'signin.code.invalid' });
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(
        await call(staffApi.signIn, { caller, body: { username: username.trim(), password, code } }),
      );
    } catch (err) {
      setError({ err });
      setCode('');
      setBusy(false);
    }
  };

  return (
    <main className="signin">
      <form className="signin__card" onSubmit={(e) => void submit(e)} noValidate>
        <SignInHead />
        <Field label={t('signin.username')}>
          <input
            data-testid="bo-username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
          />
        </Field>
        <Field label={t('signin.password')}>
          <input
            data-testid="bo-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label={t('signin.code')} hint={t('signin.code.hint')}>
          <input
            data-testid="bo-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
        {error && (
          <p className="error" role="alert" data-testid="bo-error">
            {'key' in error ? t(error.key) : errorText(error.err)}
          </p>
        )}
        <button className="btn btn--primary" data-testid="bo-signin" type="submit" disabled={busy}>
          {busy ? t('signin.busy') : t('signin.submit')}
        </button>
      </form>
    </main>
  );
}
