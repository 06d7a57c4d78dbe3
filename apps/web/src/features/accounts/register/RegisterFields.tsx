import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SmsSentValue } from '@lotto/contracts';
import { apiSend, shape } from '../../../lib/api.ts';
import { formErrorText } from '../../../lib/api-errors.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { humanCheck } from '../../../lib/human-check.ts';
import { linkCodes } from '../../../lib/link-codes.ts';
import { closeModal } from '../../../lib/modals.ts';
import { useRegisterSettings } from '../../../lib/queries/account-settings.ts';
import { useCaptcha } from '../../../lib/queries/captcha.ts';
import { useSystemStatus } from '../../../lib/queries/status.ts';
import { AlertDialog } from '../../../ui/AlertDialog.tsx';
import { CaptchaField } from '../CaptchaField.tsx';
import { DialCodePicker, useDialCode } from '../DialCodePicker.tsx';
import { CheckField, FormError, TextField } from '../Field.tsx';
import { checkField, problemsOf, type Problems } from '../rules.ts';
import { SmsButton } from '../SmsButton.tsx';
import { fieldSpecs, validateForm, type FormField, type RegisterKind } from './fields.ts';
import { useRegister } from './useRegister.ts';

type InputMeta = Partial<Pick<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'inputMode'>>;
const META: Partial<Record<FormField, InputMeta>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  zalo: { type: 'tel', inputMode: 'tel' },
};

type Props = {
  kind: RegisterKind;
  smsVerification: boolean;
  mobilePassword: boolean;
  onLogin: () => void;
};

/** One registration form (username or mobile) with the fields the brand's settings switch on. */
export function RegisterFields({ kind, smsVerification, mobilePassword, onLogin }: Props) {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data ?? {};
  const register = useSystemStatus().data?.info.register;
  const [search] = useSearchParams();
  const [link] = useState(() => linkCodes(search)); // SPEC: read on load and kept in the form
  const [refused, setRefused] = useState(false);
  const [values, setValues] = useState<Partial<Record<FormField, string>>>({});
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const dial = useDialCode();
  const flow = useRegister(() => setRefused(true));
  // SPEC: the affiliate field shows only without a code from the link, or once that code is refused.
  const affiliateOpen = !link.affiliateCode || refused;
  const specs = fieldSpecs({
    kind,
    settings,
    smsVerification,
    mobilePassword,
    captcha: register?.captcha === true,
    affiliateOpen,
  });
  const captcha = useCaptcha(
    `register-${kind}`,
    specs.some((s) => s.name === 'captcha'),
  );

  const set = (field: FormField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  const shown = (field: string) => {
    const p = problems[field];
    if (!p) return undefined;
    // A server refusal names only the rule: its bounds come from the same settings.
    const s = settings[field as keyof typeof settings];
    return problemText(t, { min: s?.minLength, max: s?.maxLength, ...p });
  };

  const validMobile = () => {
    const problem = checkField('mobileNum', values.mobileNum ?? '', settings, true);
    setProblems((p) => problemsOf({ ...p, mobileNum: problem }));
    return problem === null;
  };
  const sendSms = async (): Promise<SmsSentValue> =>
    apiSend(
      'POST',
      '/wps/verification/sms/register',
      {
        mobileNo: (values.mobileNum ?? '').trim(),
        countryDialingCode: dial.code,
        humanCheck: await humanCheck(),
      },
      shape<SmsSentValue>(),
    );

  const submit = async () => {
    const found: Problems = {
      ...validateForm(specs, values, settings),
      ...(age ? {} : { ageConfirmed: { code: 'register.age.required' } }),
      ...(terms ? {} : { termsAccepted: { code: 'register.terms.required' } }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const refusedFields = await flow.submit({
      kind,
      specs,
      values,
      countryDialingCode: dial.code,
      captchaKey: captcha.captcha?.captchaKey,
      link,
      affiliateCode: (affiliateOpen ? (values.affiliateCode ?? '') : link.affiliateCode).trim(),
    });
    if (refusedFields) {
      setProblems(refusedFields);
      captcha.refresh(true);
      setValues((v) => ({ ...v, captcha: '' }));
    }
  };

  const input = (field: FormField, required: boolean) => {
    if (field === 'captcha')
      return (
        <CaptchaField
          key={field}
          captcha={captcha}
          value={values.captcha ?? ''}
          onChange={set('captcha')}
          error={shown('captcha')}
        />
      );
    return (
      <TextField
        key={field}
        name={field}
        label={t(`accounts.${field}`)}
        value={values[field] ?? ''}
        onChange={set(field)}
        error={shown(field)}
        required={required}
        autoComplete="off"
        {...META[field]}
        before={field === 'mobileNum' ? <DialCodePicker {...dial} /> : undefined}
        after={field === 'verificationCode' ? <SmsButton validate={validMobile} send={sendSms} /> : undefined}
      />
    );
  };

  return (
    <form
      className="form"
      noValidate
      aria-label={t(kind === 'register' ? 'accounts.regByUsername' : 'accounts.regByMobile')}
      data-kind={kind}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {specs.map((s) => input(s.name, s.required))}
      <CheckField name="ageConfirmed" checked={age} onChange={setAge} error={shown('ageConfirmed')}>
        {register && t('accounts.ageConfirm', { age: register.minAge })}
      </CheckField>
      <CheckField name="termsAccepted" checked={terms} onChange={setTerms} error={shown('termsAccepted')}>
        {t('accounts.terms')}{' '}
        <Link to={register?.termsUrl || '/help'} onClick={closeModal}>
          {t('accounts.termsLink')}
        </Link>
      </CheckField>
      <FormError
        text={formErrorText(
          t,
          flow.error,
          specs.map((s) => s.name),
        )}
      />
      <button type="submit" className="button" disabled={flow.busy}>
        {flow.busy ? t('accounts.registering') : t('header.register')}
      </button>
      <button type="button" className="link-button" onClick={onLogin}>
        {t('register.haveAccount')}
      </button>
      {flow.warned && (
        <AlertDialog message={t('apiErrors.invitation_code_error')} onClose={flow.closeWarning} />
      )}
    </form>
  );
}
