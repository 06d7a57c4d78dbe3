import { useTranslation } from 'react-i18next';
import { problemText } from '../../lib/problem-text.ts';
import type { RegisterSettings } from '../../lib/queries/account-settings.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { TextField } from './Field.tsx';
import { checkConfirmation, checkPassword, type PasswordNames, type Problems } from './rules.ts';

export type NewPassword = { newPassword: string; confirmNewPassword: string };
export const EMPTY_NEW_PASSWORD: NewPassword = { newPassword: '', confirmNewPassword: '' };

/** The brand's name, which no password may contain. */
export const useBrandName = (): string | undefined => useSystemStatus().data?.info.whitelabel.name;

/** The new password passes the one password rule; the confirmation repeats it. */
export const checkNewPassword = (
  v: NewPassword,
  settings: RegisterSettings | undefined,
  names: PasswordNames = {},
) => ({
  newPassword: checkPassword(v.newPassword, settings, names),
  confirmNewPassword: checkConfirmation(v.newPassword, v.confirmNewPassword),
});

/** New password and its confirmation, as the change, reset and phone-recovery forms ask them. */
export function NewPasswordFields({
  value,
  onChange,
  problems,
  settings,
}: {
  value: NewPassword;
  onChange: (next: NewPassword) => void;
  problems: Problems;
  settings: RegisterSettings | undefined;
}) {
  const { t } = useTranslation();
  const text = (field: keyof NewPassword) => {
    const p = problems[field];
    return p
      ? problemText(t, { min: settings?.password?.minLength, max: settings?.password?.maxLength, ...p })
      : undefined;
  };
  return (
    <>
      <TextField
        name="newPassword"
        type="password"
        label={t('modal.newPassword')}
        value={value.newPassword}
        onChange={(newPassword) => onChange({ ...value, newPassword })}
        error={text('newPassword')}
        required
        autoComplete="new-password"
      />
      <TextField
        name="confirmNewPassword"
        type="password"
        label={t('modal.confirmPassword')}
        value={value.confirmNewPassword}
        onChange={(confirmNewPassword) => onChange({ ...value, confirmNewPassword })}
        error={text('confirmNewPassword')}
        required
        autoComplete="new-password"
      />
    </>
  );
}
