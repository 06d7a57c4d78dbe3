import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSentValue } from '@lotto/contracts';
import type { Route } from '@lotto/contracts/common/endpoint';
import { apiSend, shape } from '../../lib/api.ts';
import { humanCheck } from '../../lib/human-check.ts';
import type { RegisterSettings } from '../../lib/queries/account-settings.ts';
import { TextField } from './Field.tsx';
import { checkField, problemsOf, type Problems } from './rules.ts';
import { SmsButton } from './SmsButton.tsx';

/** Sends a code to a mobile number (`body` names it as the endpoint does), behind the human check. */
export const sendSmsCode = async (route: Route<'POST'>, body: Record<string, string>) =>
  apiSend(route, {
    body: { ...body, humanCheck: await humanCheck() },
    schema: shape<SmsSentValue>(),
  });

/**
 * The mobile number is checked before sending (docs/product/accounts.md#sms-codes): a check of the mobile number for the send
 * button that puts its problem under the number (or takes it away) and answers whether it passed.
 */
export const mobileCheck =
  (mobile: {
    value: string;
    settings: RegisterSettings | undefined;
    setProblems: Dispatch<SetStateAction<Problems>>;
  }) =>
  (): boolean => {
    const problem = checkField('mobileNum', {
      value: mobile.value,
      settings: mobile.settings,
      required: true,
    });
    mobile.setProblems((p) => problemsOf({ ...p, mobileNum: problem }));
    return problem === null;
  };

/**
 * The SMS code block of the account forms (login, registration, phone recovery): the code and,
 * beside it, the button that sends it and counts down until it may send again.
 */
export function SmsCodeField({
  value,
  onChange,
  error,
  required = true,
  maxLength,
  validate,
  send,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  maxLength?: number;
  validate: () => boolean;
  send: () => Promise<Pick<SmsSentValue, 'expiredMinutes'>>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="verificationCode"
      inputMode="numeric"
      label={t('accounts.verificationCode')}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      autoComplete="one-time-code"
      maxLength={maxLength}
      after={<SmsButton validate={validate} send={send} />}
    />
  );
}
