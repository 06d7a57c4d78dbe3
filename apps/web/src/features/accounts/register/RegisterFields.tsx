import { useState, type ComponentProps, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { memberApi } from '@lotto/contracts/member/api';
import { formErrorText } from '../../../lib/api-errors.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { linkCodes } from '../../../lib/link-codes.ts';
import { closeModal } from '../../../lib/modals.ts';
import { useRegisterSettings, type RegisterSettings } from '../../../lib/queries/account-settings.ts';
import { useCaptcha } from '../../../lib/queries/captcha.ts';
import { useSystemStatus } from '../../../lib/queries/status.ts';
import { AlertDialog } from '../../../ui/AlertDialog.tsx';
import { CaptchaField } from '../CaptchaField.tsx';
import { DialCodePicker, useDialCode } from '../DialCodePicker.tsx';
import { CheckField, FormError, TextField } from '../Field.tsx';
import { withBounds, type Problems } from '../rules.ts';
import { mobileCheck, sendSmsCode, SmsCodeField } from '../SmsCodeField.tsx';
import { fieldSpecs, validateForm, type FieldSpec, type FormField, type RegisterKind } from './fields.ts';
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

type Values = Partial<Record<FormField, string>>;

/** What one field of the form needs from the form: its value, its problem, the dial code ... */
type FieldContext = {
  values: Values;
  set: (field: FormField) => (value: string) => void;
  shown: (field: string) => string | undefined;
  dial: ReturnType<typeof useDialCode>;
  captcha: ReturnType<typeof useCaptcha>;
  settings: RegisterSettings;
  setProblems: Dispatch<SetStateAction<Problems>>;
};

/** One field of the form: the captcha, the SMS code with its send button, or a text input. */
function FormInput({ spec, form }: { spec: FieldSpec; form: FieldContext }) {
  const { t } = useTranslation();
  const { name: field, required } = spec;
  const { values, set, shown, dial } = form;
  if (field === 'captcha')
    return (
      <CaptchaField
        captcha={form.captcha}
        value={values.captcha ?? ''}
        onChange={set('captcha')}
        error={shown('captcha')}
      />
    );
  if (field === 'verificationCode')
    return (
      <SmsCodeField
        value={values.verificationCode ?? ''}
        onChange={set(field)}
        error={shown(field)}
        required={required}
        validate={mobileCheck({
          value: values.mobileNum ?? '',
          settings: form.settings,
          setProblems: form.setProblems,
        })}
        send={() =>
          sendSmsCode(memberApi.smsRegister, {
            mobileNo: (values.mobileNum ?? '').trim(),
            countryDialingCode: dial.code,
          })
        }
      />
    );
  return (
    <TextField
      name={field}
      label={t(`accounts.${field}`)}
      value={values[field] ?? ''}
      onChange={set(field)}
      error={shown(field)}
      required={required}
      autoComplete="off"
      {...META[field]}
      before={field === 'mobileNum' ? <DialCodePicker {...dial} /> : undefined}
    />
  );
}

/** The age confirmation and the terms, both required. */
function Agreements({
  age,
  terms,
  shown,
}: {
  age: [boolean, (on: boolean) => void];
  terms: [boolean, (on: boolean) => void];
  shown: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const register = useSystemStatus().data?.info.register;
  return (
    <>
      <CheckField name="ageConfirmed" checked={age[0]} onChange={age[1]} error={shown('ageConfirmed')}>
        {register && t('accounts.ageConfirm', { age: register.minAge })}
      </CheckField>
      <CheckField name="termsAccepted" checked={terms[0]} onChange={terms[1]} error={shown('termsAccepted')}>
        {t('accounts.terms')}{' '}
        <Link to={register?.termsUrl || '/help'} onClick={closeModal}>
          {t('accounts.termsLink')}
        </Link>
      </CheckField>
    </>
  );
}

type Sent = {
  specs: FieldSpec[];
  values: Values;
  checks: { age: boolean; terms: boolean };
  countryDialingCode: string;
  captchaKey: string | undefined;
  affiliateCode: string;
};

/**
 * Checks the form (fields by the brand's rules, age and terms) and sends it; the server's
 * refusals come back under their fields with a new captcha to answer.
 */
function useSendForm(
  kind: RegisterKind,
  form: {
    settings: RegisterSettings;
    link: ReturnType<typeof linkCodes>;
    setProblems: Dispatch<SetStateAction<Problems>>;
    setValues: Dispatch<SetStateAction<Values>>;
    captcha: ReturnType<typeof useCaptcha>;
    flow: ReturnType<typeof useRegister>;
  },
) {
  const brandName = useSystemStatus().data?.info.whitelabel.name;
  return async ({ specs, values, checks, ...sent }: Sent) => {
    const found: Problems = {
      ...validateForm(specs, { values, settings: form.settings, brandName }),
      ...(checks.age ? {} : { ageConfirmed: { code: 'register.age.required' } }),
      ...(checks.terms ? {} : { termsAccepted: { code: 'register.terms.required' } }),
    };
    form.setProblems(found);
    if (Object.keys(found).length > 0) return;
    const refusedFields = await form.flow.submit({ kind, specs, values, link: form.link, ...sent });
    if (refusedFields) {
      form.setProblems(refusedFields);
      form.captcha.refresh(true);
      form.setValues((v) => ({ ...v, captcha: '' }));
    }
  };
}

/** One registration form (username or mobile) with the fields the brand's settings switch on. */
export function RegisterFields({ kind, smsVerification, mobilePassword, onLogin }: Props) {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data ?? {};
  const info = useSystemStatus().data?.info;
  const [search] = useSearchParams();
  const [link] = useState(() => linkCodes(search)); // read on load and kept (docs/product/accounts.md#invitation-codes)
  const [refused, setRefused] = useState(false);
  const [values, setValues] = useState<Values>({});
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const dial = useDialCode();
  const flow = useRegister(() => setRefused(true));
  // The affiliate field shows only without a code from the link, or once that code is refused (docs/product/accounts.md#invitation-codes).
  const affiliateOpen = !link.affiliateCode || refused;
  const specs = fieldSpecs({
    kind,
    settings,
    smsVerification,
    mobilePassword,
    captcha: info?.register.captcha === true,
    affiliateOpen,
  });
  const fieldNames = specs.map((s) => s.name);
  const captcha = useCaptcha(`register-${kind}`, fieldNames.includes('captcha'));
  const sendForm = useSendForm(kind, { settings, link, setProblems, setValues, captcha, flow });
  const set = (field: FormField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  // A server refusal names only the rule: its bounds come from the same settings.
  const shown = (field: string) => {
    const p = problems[field];
    return p ? problemText(t, withBounds(p, settings[field as keyof typeof settings])) : undefined;
  };

  const submit = () => {
    const affiliateCode = (affiliateOpen ? (values.affiliateCode ?? '') : link.affiliateCode).trim();
    const captchaKey = captcha.captcha?.captchaKey;
    void sendForm({
      specs,
      values,
      checks: { age, terms },
      countryDialingCode: dial.code,
      captchaKey,
      affiliateCode,
    });
  };
  const form: FieldContext = { values, set, shown, dial, captcha, settings, setProblems };

  return (
    <form
      className="form"
      noValidate
      aria-label={t(kind === 'register' ? 'accounts.regByUsername' : 'accounts.regByMobile')}
      data-kind={kind}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {specs.map((s) => (
        <FormInput key={s.name} spec={s} form={form} />
      ))}
      <Agreements age={[age, setAge]} terms={[terms, setTerms]} shown={shown} />
      <FormError text={formErrorText(t, { error: flow.error, fields: fieldNames })} />
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
