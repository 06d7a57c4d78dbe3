import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberApi } from '@lotto/contracts/member/api';
import { shape } from '../../lib/api.ts';
import { formErrorText } from '../../lib/api-errors.ts';
import { problemText } from '../../lib/problem-text.ts';
import { openModal } from '../../lib/modals.ts';
import { sendSealed } from '../../lib/sealed.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { DialCodePicker, useDialCode } from './DialCodePicker.tsx';
import { FormError, TextField } from './Field.tsx';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';
import { checkField, checkRequired, problemsOf, withBounds, type Problems } from './rules.ts';
import { mobileCheck, sendSmsCode, SmsCodeField } from './SmsCodeField.tsx';
import { useSubmit } from './useSubmit.ts';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/**
 * Recovery by phone (CHNGPASSVERIF3, docs/product/accounts.md#password-recovery): a valid mobile number, the SMS code it
 * received and a new password that passes the password rule.
 */
export function ForgotByPhone() {
  const { t } = useTranslation();
  const password = useNewPassword();
  const settings = password.settings;
  const dial = useDialCode();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState(false);
  const call = useSubmit();
  const all = { ...call.issues, ...problems };
  const mobile = { mobileNum: mobileNum.trim(), countryDialingCode: dial.code };

  const submit = () => {
    const found = problemsOf({
      mobileNum: checkField('mobileNum', { value: mobileNum, settings, required: true }),
      verificationCode: checkRequired(code),
      ...password.check(),
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { ...mobile, verificationCode: code.trim(), ...password.value };
    void call.run(
      () => sendSealed(memberApi.forgotByPhone, { body, schema: shape<unknown>() }),
      () => setDone(true),
    );
  };

  return (
    <form
      className="form"
      noValidate
      aria-label={t('modal.byPhone')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        label={t('accounts.mobileNum')}
        value={mobileNum}
        onChange={setMobileNum}
        error={all.mobileNum ? problemText(t, withBounds(all.mobileNum, settings?.mobileNum)) : undefined}
        required
        autoComplete="tel-national"
        before={<DialCodePicker {...dial} />}
      />
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={all.verificationCode ? problemText(t, all.verificationCode) : undefined}
        maxLength={6}
        validate={mobileCheck({ value: mobileNum, settings, setProblems })}
        send={() => sendSmsCode(memberApi.smsPassword, mobile)}
      />
      <NewPasswordFields {...password.fields(all)} />
      <FormError text={formErrorText(t, { error: call.error, fields: FIELDS })} />
      <button type="submit" className="button" disabled={call.busy}>
        {t('accounts.resetSubmit')}
      </button>
      {done && (
        <AlertDialog
          message={t('accounts.resetDone')}
          onClose={() => openModal('loginPopupModal', { tab: 'login' })}
        />
      )}
    </form>
  );
}
