import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberApi } from '@lotto/contracts/member/api';
import { apiSend, shape } from '../../lib/api.ts';
import { formErrorText } from '../../lib/api-errors.ts';
import { problemText } from '../../lib/problem-text.ts';
import { useRegisterSettings } from '../../lib/queries/account-settings.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { FormError, TextField } from './Field.tsx';
import { checkEmail, checkField, problemsOf, withBounds, type Problems } from './rules.ts';
import { useSubmit } from './useSubmit.ts';

/**
 * Recovery by email (docs/product/accounts.md#password-recovery): username and email, sent form-urlencoded; the mail
 * carries a link to the resetPassword modal. Success shows in_been_out.
 */
export function ForgotByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data;
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [sent, setSent] = useState(false);
  const call = useSubmit();
  const all = { ...call.issues, ...problems };
  const text = (field: 'username' | 'email') => {
    const p = all[field];
    return p ? problemText(t, withBounds(p, settings?.[field])) : undefined;
  };

  return (
    <form
      className="form"
      noValidate
      aria-label={t('modal.byEmail')}
      onSubmit={(e) => {
        e.preventDefault();
        const found = problemsOf({
          username: checkField('username', { value: username, settings, required: true }),
          email: checkEmail(email, settings),
        });
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        void call.run(
          () =>
            apiSend(memberApi.forgotByEmail, {
              body: { username: username.trim(), email: email.trim() },
              schema: shape<unknown>(),
              form: true,
            }),
          () => setSent(true),
        );
      }}
    >
      <TextField
        name="username"
        label={t('accounts.username')}
        value={username}
        onChange={setUsername}
        error={text('username')}
        required
        autoComplete="username"
      />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        label={t('accounts.email')}
        value={email}
        onChange={setEmail}
        error={text('email')}
        required
        autoComplete="email"
      />
      <FormError text={formErrorText(t, { error: call.error, fields: ['username', 'email'] })} />
      <button type="submit" className="button" disabled={call.busy}>
        {t('accounts.sendLink')}
      </button>
      {sent && <AlertDialog message={t('in_been_out')} onClose={onDone} />}
    </form>
  );
}
