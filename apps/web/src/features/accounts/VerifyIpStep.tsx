import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpVerificationMethod, SmsSentValue } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { apiSend, shape } from '../../lib/api.ts';
import { errorText } from '../../lib/api-errors.ts';
import type { useLogin } from '../../lib/auth.ts';
import { FormError, TextField } from './Field.tsx';
import { checkRequired } from './rules.ts';
import { SmsButton } from './SmsButton.tsx';

// The phone proof is part of a number, never the whole one: the browser must not fill it in.
const AUTOCOMPLETE: Record<IpVerificationMethod, 'one-time-code' | 'email' | 'off'> = {
  phone: 'off',
  sms: 'one-time-code',
  email: 'email',
  bankAccountName: 'off',
  totp: 'one-time-code',
};

type Pending = NonNullable<ReturnType<typeof useLogin>['state']['pending']>;

/** The proofs the server offers, one chosen. */
function MethodChoice({
  methods,
  method,
  onChoose,
}: {
  methods: IpVerificationMethod[];
  method: IpVerificationMethod;
  onChoose: (m: IpVerificationMethod) => void;
}) {
  const { t } = useTranslation();
  if (methods.length < 2) return null;
  return (
    <fieldset className="form__choices">
      <legend>{t('accounts.verifyIp.choose')}</legend>
      {methods.map((m) => (
        <label key={m}>
          <input type="radio" name="method" value={m} checked={m === method} onChange={() => onChoose(m)} />
          {t(`accounts.verifyIp.${m}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Where the proof is to be found: the masked number or email the server showed. */
function ProofHint({ pending, method }: { pending: Pending; method: IpVerificationMethod }) {
  const { t } = useTranslation();
  const masked = method === 'email' ? pending.maskedEmail : pending.maskedMobile;
  const phone = method === 'phone' ? pending.phoneProof : undefined;
  if (phone && masked)
    return <p className="muted">{t('accounts.verifyIp.phoneHint', { masked, count: phone.hiddenDigits })}</p>;
  return masked ? <p className="muted">{t('accounts.verifyIp.hint', { masked })}</p> : null;
}

const affix = (text: string) => (
  <span className="field__affix" aria-hidden="true">
    {text}
  </span>
);

/** The SMS proof's send button: the code goes to the account's own number. */
const SendCode = ({ ticket }: { ticket: string }) => (
  <SmsButton
    validate={() => true}
    send={() =>
      apiSend(memberApi.loginVerifySms, {
        body: { ticket },
        schema: shape<SmsSentValue>(),
      })
    }
  />
);

/**
 * A login from an IP the member never used asks for one more proof (the hidden digits of the
 * mobile number, SMS code, bound email, bank account name or authenticator code). The number's
 * proof shows what the server showed around the input and asks only for the digits in between.
 */
export function VerifyIpStep({ login }: { login: ReturnType<typeof useLogin> }) {
  const { t } = useTranslation();
  const pending = login.state.pending!;
  const [method, setMethod] = useState<IpVerificationMethod>(pending.methods[0] ?? 'phone');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const phone = method === 'phone' ? pending.phoneProof : undefined;

  return (
    <form
      className="form"
      noValidate
      aria-label={t('accounts.verifyIp.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (checkRequired(answer)) return setProblem(t('reg_required'));
        const digits = answer.trim();
        if (phone && !(/^\d+$/.test(digits) && digits.length === phone.hiddenDigits))
          return setProblem(t('accounts.verifyIp.phoneDigits', { count: phone.hiddenDigits }));
        void login.verify(method, answer.trim());
      }}
    >
      <p>{t('accounts.verifyIp.intro')}</p>
      <MethodChoice
        methods={pending.methods}
        method={method}
        onChoose={(m) => {
          setMethod(m);
          setAnswer('');
        }}
      />
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
        {...(phone
          ? {
              inputMode: 'numeric' as const,
              maxLength: phone.hiddenDigits,
              placeholder: '•'.repeat(phone.hiddenDigits),
              before: affix(phone.start),
            }
          : {})}
        after={phone ? affix(phone.end) : method === 'sms' ? <SendCode ticket={pending.ticket} /> : undefined}
      />
      <ProofHint pending={pending} method={method} />
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
