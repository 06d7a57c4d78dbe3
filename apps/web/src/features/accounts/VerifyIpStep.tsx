import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpVerificationMethod, SmsSentValue } from '@lotto/contracts';
import { apiSend, shape } from '../../lib/api.ts';
import { errorText } from '../../lib/api-errors.ts';
import type { useLogin } from '../../lib/auth.ts';
import { FormError, TextField } from './Field.tsx';
import { checkRequired } from './rules.ts';
import { SmsButton } from './SmsButton.tsx';

const AUTOCOMPLETE: Record<IpVerificationMethod, 'tel' | 'one-time-code' | 'email' | 'off'> = {
  phone: 'tel',
  sms: 'one-time-code',
  email: 'email',
  bankAccountName: 'off',
  totp: 'one-time-code',
};

/**
 * SPEC section 4: a login from an IP the member never used asks for one more proof (full mobile
 * number, SMS code, bound email, bank account name or authenticator code).
 */
export function VerifyIpStep({ login }: { login: ReturnType<typeof useLogin> }) {
  const { t } = useTranslation();
  const pending = login.state.pending!;
  const [method, setMethod] = useState<IpVerificationMethod>(pending.methods[0] ?? 'phone');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const masked = method === 'email' ? pending.maskedEmail : pending.maskedMobile;

  return (
    <form
      className="form"
      noValidate
      aria-label={t('accounts.verifyIp.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (checkRequired(answer)) return setProblem(t('reg_required'));
        void login.verify(method, answer.trim());
      }}
    >
      <p>{t('accounts.verifyIp.intro')}</p>
      {pending.methods.length > 1 && (
        <fieldset className="form__choices">
          <legend>{t('accounts.verifyIp.choose')}</legend>
          {pending.methods.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="method"
                value={m}
                checked={m === method}
                onChange={() => {
                  setMethod(m);
                  setAnswer('');
                }}
              />
              {t(`accounts.verifyIp.${m}`)}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        name="answer"
        label={t(`accounts.verifyIp.${method}`)}
        value={answer}
        onChange={(v) => {
          setAnswer(v);
          setProblem(undefined);
        }}
        error={problem}
        required
        autoComplete={AUTOCOMPLETE[method]}
        after={
          method === 'sms' ? (
            <SmsButton
              validate={() => true}
              send={() =>
                apiSend(
                  'POST',
                  '/wps/session/login/verify/sms',
                  { ticket: pending.ticket },
                  shape<SmsSentValue>(),
                )
              }
            />
          ) : undefined
        }
      />
      {masked && <p className="muted">{t('accounts.verifyIp.hint', { masked })}</p>}
      <FormError text={login.state.error ? errorText(t, login.state.error) : null} />
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={login.cancelPending}>
          {t('accounts.back')}
        </button>
        <button type="submit" className="button" disabled={login.busy}>
          {t('accounts.verifyIp.submit')}
        </button>
      </div>
    </form>
  );
}
