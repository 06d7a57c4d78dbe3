import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../lib/problem-text.ts';
import { useRegisterSettings, type RegisterSettings } from '../../lib/queries/account-settings.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { TextField } from './Field.tsx';
import { checkConfirmation, checkPassword, withBounds, type PasswordNames, type Problems } from './rules.ts';

export type NewPassword = { newPassword: string; confirmNewPassword: string };
export const EMPTY_NEW_PASSWORD: NewPassword = { newPassword: '', confirmNewPassword: '' };

/** The brand's name, which no password may contain. */
export const useBrandName = (): string | undefined => useSystemStatus().data?.info.whitelabel.name;

/** The new password passes the one password rule; the confirmation repeats it. */
export const checkNewPassword = (
  v: NewPassword,
  rule: PasswordNames & { settings: RegisterSettings | undefined },
) => ({
  newPassword: checkPassword(v.newPassword, rule),
  confirmNewPassword: checkConfirmation(v.newPassword, v.confirmNewPassword),
});

/**
 * The password block of the change, reset and phone-recovery forms: the new password and its
 * confirmation as typed, their check by the brand's rule (a password may name neither the brand
 * nor `username`), and the props of the fields that show them.
 */
export function useNewPassword(names: { username?: string | undefined } = {}) {
  const settings = useRegisterSettings().data;
  const brandName = useBrandName();
  const [value, setValue] = useState(EMPTY_NEW_PASSWORD);
  return {
    value,
    settings,
    check: () => checkNewPassword(value, { settings, brandName, username: names.username }),
    fields: (problems: Problems) => ({ value, onChange: setValue, problems, settings }),
  };
}

/** New password and its confirmation, each with the rule's words under it when it fails. */
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
    return p ? problemText(t, withBounds(p, settings?.password)) : undefined;
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
