import type { RegisterField } from '@lotto/contracts';
import type { RegisterSettings } from '../../../lib/queries/account-settings.ts';
import {
  checkConfirmation,
  checkField,
  checkPassword,
  checkRequired,
  problemsOf,
  type Problems,
} from '../rules.ts';

/** Username registration (type register) or mobile registration (type registerMobile). */
export type RegisterKind = 'register' | 'registerMobile';

export type FormField = RegisterField | 'confirmPassword' | 'verificationCode';
export type FieldSpec = { name: FormField; required: boolean };

export type FormContext = {
  kind: RegisterKind;
  settings: RegisterSettings;
  /** REGMOBVERF3: an SMS code proves the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: the mobile form asks for a password too. */
  mobilePassword: boolean;
  /** The brand's public setting shows the captcha (status info.register.captcha). */
  captcha: boolean;
  /** No affiliate code came with the link, or the link's code was refused. */
  affiliateOpen: boolean;
};

/** Optional contact and identity fields of the username form, in display order. */
const EXTRA_FIELDS: RegisterField[] = [
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
  'recommenderId',
];

/**
 * The fields a form shows, in order, and whether each is required (docs/product/accounts.md#registration-form):
 * each configured field shows when enabled and is required when configured so; username,
 * password and its confirmation are always required in the username form, the mobile number
 * in the mobile form (with a password only under MOBILENUMPASSREG3); a payment password is
 * required whenever shown; the SMS code (REGMOBVERF3) shows beside the mobile number and is
 * required when the number is; the captcha follows the public setting alone (the server checks
 * it whenever that setting is on).
 */
export function fieldSpecs(c: FormContext): FieldSpec[] {
  const on = (f: RegisterField) => c.settings[f]?.enabled === true;
  const configured = (f: RegisterField): FieldSpec => ({
    name: f,
    required: c.settings[f]?.required === true,
  });
  const specs: FieldSpec[] = [];
  const passwords = () =>
    specs.push({ name: 'password', required: true }, { name: 'confirmPassword', required: true });
  // The SMS code proves the number, so it is required exactly when the number is.
  const mobile = (required: boolean) => {
    specs.push({ name: 'mobileNum', required });
    if (c.smsVerification) specs.push({ name: 'verificationCode', required });
  };

  if (c.kind === 'register') {
    specs.push({ name: 'username', required: true });
    passwords();
    for (const f of EXTRA_FIELDS) {
      if (!on(f)) continue;
      if (f === 'mobileNum') mobile(c.settings.mobileNum?.required === true);
      else if (f === 'paymentPassword') specs.push({ name: f, required: true });
      else specs.push(configured(f));
    }
  } else {
    mobile(true);
    if (c.mobilePassword) passwords();
  }
  if (c.affiliateOpen && on('affiliateCode')) specs.push(configured('affiliateCode'));
  if (c.captcha) specs.push({ name: 'captcha', required: true });
  return specs;
}

/**
 * Every problem of the form, by field, with the texts' keys and bounds (docs/product/accounts.md#field-validation). An
 * optional mobile number, once typed, still needs its SMS code: the server verifies any number
 * it is given.
 */
export function validateForm(
  specs: FieldSpec[],
  form: {
    values: Partial<Record<FormField, string>>;
    settings: RegisterSettings;
    brandName?: string | undefined;
  },
): Problems {
  const { values, settings, brandName } = form;
  const value = (f: FormField) => values[f] ?? '';
  const check = (name: Exclude<FormField, 'confirmPassword' | 'verificationCode'>, required: boolean) =>
    name === 'password'
      ? checkPassword(value(name), { settings, username: value('username').trim(), brandName })
      : checkField(name, { value: value(name), settings, required });
  return problemsOf(
    Object.fromEntries(
      specs.map(({ name, required }) => [
        name,
        name === 'confirmPassword'
          ? checkConfirmation(value('password'), value(name))
          : name === 'verificationCode'
            ? required || value('mobileNum').trim() !== ''
              ? checkRequired(value(name))
              : null
            : check(name, required),
      ]),
    ),
  );
}
