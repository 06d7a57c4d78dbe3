import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { setPaymentPassword } from './api.ts';
import { Field, FormEnd, PIN_INPUT } from './Field.tsx';
import { useRefreshWallet, useSubmit } from './submit.ts';
import { isPaymentPassword } from './withdraw-rules.ts';

type Pins = { oldPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Pins = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * What is wrong with each PIN: not 6 digits, the old one refused by the server, or a
 * confirmation that does not repeat the new one.
 */
function pinProblems(t: TFunction, form: { values: Pins; change: boolean; error: unknown }) {
  const { values, change, error } = form;
  const format = t('memberCentre.withdraw.pinFormat');
  return {
    oldPassword:
      change && !isPaymentPassword(values.oldPassword)
        ? format
        : error instanceof ApiError && error.code === 'payment.password.invalid'
          ? errorText(t, error)
          : null,
    newPassword: isPaymentPassword(values.newPassword) ? null : format,
    confirmPassword:
      values.confirmPassword !== values.newPassword || fieldIssues(error)['confirmPassword']
        ? t('apiErrors.password_mismatch')
        : null,
  };
}

/** Sets the payment password, or changes it with the old one (`change`). */
export function PaymentPasswordForm({ change }: { change: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshWallet();
  const { busy, error, setError, run } = useSubmit();
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState(false);
  const [saved, setSaved] = useState(false);
  const problems = pinProblems(t, { values, change, error });
  const invalid = Object.values(problems).some((p) => p !== null);
  const formError =
    error !== null && problems.oldPassword === null && problems.confirmPassword === null
      ? errorText(t, error)
      : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setSaved(false);
    if (invalid) return;
    const ok = await run(() =>
      setPaymentPassword({
        ...(change ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      }),
    );
    if (ok) {
      setSaved(true);
      setShown(false);
      setValues(EMPTY);
      await refresh();
    }
  };
  const field = (name: keyof typeof values, label: string) => (
    <Field
      {...PIN_INPUT}
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      problem={shown || (name === 'oldPassword' && error) ? problems[name] : null}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value.replace(/\D/g, '') }));
        setError(null);
      }}
    />
  );
  return (
    <form
      className="mc-card mc-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid={change ? 'payment-password-change' : 'payment-password-set'}
    >
      {!change && <p>{t('memberCentre.withdraw.pinNeeded')}</p>}
      {change && field('oldPassword', t('memberCentre.withdraw.pinOld'))}
      {field('newPassword', t('memberCentre.withdraw.pinNew'))}
      {field('confirmPassword', t('memberCentre.withdraw.pinConfirm'))}
      <FormEnd
        error={formError}
        status={saved && <p role="status">{t('memberCentre.withdraw.pinSaved')}</p>}
        busy={busy}
      >
        {change ? t('memberCentre.withdraw.pinChange') : t('memberCentre.withdraw.pinSet')}
      </FormEnd>
    </form>
  );
}
