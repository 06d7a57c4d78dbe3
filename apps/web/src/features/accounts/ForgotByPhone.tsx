import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSentValue } from '@lotto/contracts';
import { apiSend, shape } from '../../lib/api.ts';
import { formErrorText } from '../../lib/api-errors.ts';
import { problemText } from '../../lib/problem-text.ts';
import { humanCheck } from '../../lib/human-check.ts';
import { openModal } from '../../lib/modals.ts';
import { useRegisterSettings } from '../../lib/queries/account-settings.ts';
import { sendSealed } from '../../lib/sealed.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { DialCodePicker, useDialCode } from './DialCodePicker.tsx';
import { FormError, TextField } from './Field.tsx';
import {
  checkNewPassword,
  EMPTY_NEW_PASSWORD,
  NewPasswordFields,
  useBrandName,
} from './NewPasswordFields.tsx';
import { checkField, checkRequired, problemsOf, type Problems } from './rules.ts';
import { SmsButton } from './SmsButton.tsx';
import { useSubmit } from './useSubmit.ts';

/**
 * Recovery by phone (CHNGPASSVERIF3, SPEC section 5): a valid mobile number, the SMS code it
 * received and a new password that passes the password rule.
 */
export function ForgotByPhone() {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data;
  const brandName = useBrandName();
  const dial = useDialCode();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [next, setNext] = useState(EMPTY_NEW_PASSWORD);
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState(false);
  const call = useSubmit();
  const all = { ...call.issues, ...problems };
  const mobileText = () => {
    const p = all.mobileNum;
    const s = settings?.mobileNum;
    return p ? problemText(t, { min: s?.minLength, max: s?.maxLength, ...p }) : undefined;
  };
  const validMobile = () => {
    const problem = checkField('mobileNum', mobileNum, settings, true);
    setProblems((p) => problemsOf({ ...p, mobileNum: problem }));
    return problem === null;
  };
  const sendSms = async () =>
    apiSend(
      'POST',
      '/wps/verification/sms/password',
      { mobileNum: mobileNum.trim(), countryDialingCode: dial.code, humanCheck: await humanCheck() },
      shape<SmsSentValue>(),
    );

  return (
    <form
      className="form"
      noValidate
      aria-label={t('modal.byPhone')}
      onSubmit={(e) => {
        e.preventDefault();
        const found = problemsOf({
          mobileNum: checkField('mobileNum', mobileNum, settings, true),
          verificationCode: checkRequired(code),
          ...checkNewPassword(next, settings, { brandName }),
        });
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        void call.run(
          () =>
            sendSealed(
              'PUT',
              '/wps/member/password/verification',
              {
                mobileNum: mobileNum.trim(),
                countryDialingCode: dial.code,
                verificationCode: code.trim(),
                ...next,
              },
              shape<unknown>(),
            ),
          () => setDone(true),
        );
      }}
    >
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        label={t('accounts.mobileNum')}
        value={mobileNum}
        onChange={setMobileNum}
        error={mobileText()}
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
        error={all.verificationCode ? problemText(t, all.verificationCode) : undefined}
        required
        autoComplete="one-time-code"
        maxLength={6}
        after={<SmsButton validate={validMobile} send={sendSms} />}
      />
      <NewPasswordFields value={next} onChange={setNext} problems={all} settings={settings} />
      <FormError
        text={formErrorText(t, call.error, [
          'mobileNum',
          'verificationCode',
          'newPassword',
          'confirmNewPassword',
        ])}
      />
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
