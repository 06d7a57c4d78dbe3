import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateDownlineValue, DownlineKind } from '@lotto/contracts';
import type { PrizeModeId } from '@lotto/contracts/lottery/odds';
import { fieldIssues, formErrorText } from '../../lib/api-errors.ts';
import { problemText } from '../../lib/problem-text.ts';
import { useRegisterSettings } from '../../lib/queries/account-settings.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { createDownline, useInvitations } from './api.ts';
import { InvitationLinks } from './InvitationLinks.tsx';
import { KindChoice, ownDraft, readSeries, SeriesFields, type SeriesBounds } from './DownlineChoices.tsx';

/**
 * The register centre (registerCenter): the agent opens accounts under itself (AGEREGDOWN3) and
 * makes invitation links (CREATEAFF3, AFFMAN3). Either way the downline is a player or an agent,
 * with lottery series no higher than the agent's own.
 */
export function RegisterCenter() {
  const data = useInvitations();
  const canOpen = useModuleOn('AGEREGDOWN3');
  const value = data.data;
  const bounds = value && { own: value.ownSeries, floors: value.floors };
  return (
    <div className="ac-register" data-testid="register-center">
      <QueryStatus query={data} />
      {bounds && canOpen && <OpenAccount bounds={bounds} />}
      {value && <InvitationLinks value={value} />}
    </div>
  );
}

function OpenAccount({ bounds }: { bounds: SeriesBounds }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useRegisterSettings().data;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<DownlineKind>('member');
  const [draft, setDraft] = useState(() => ownDraft(bounds));
  const [wrong, setWrong] = useState<PrizeModeId[]>([]);
  const [made, setMade] = useState<CreateDownlineValue | undefined>();
  const open = useMutation({
    mutationFn: createDownline,
    onSuccess: (value) => {
      setMade(value);
      setUsername('');
      setPassword('');
      void client.invalidateQueries({ queryKey: ['agent', 'members'] });
      void client.invalidateQueries({ queryKey: ['agent', 'overview'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readSeries(draft, bounds);
    setWrong(read.wrong);
    if (read.wrong.length > 0) return;
    setMade(undefined);
    open.mutate({ username: username.trim(), password, kind, series: read.series });
  };
  const issues = fieldIssues(open.error);
  const under = (field: 'username' | 'password') => {
    const p = issues[field];
    if (!p) return undefined;
    const rule = settings?.[field];
    return problemText(t, { ...p, min: rule?.minLength, max: rule?.maxLength });
  };
  const formError = open.error
    ? formErrorText(t, { error: open.error, fields: ['username', 'password'] })
    : undefined;
  return (
    <form className="mc-card mc-form" onSubmit={submit} data-testid="open-account" noValidate>
      <h3 className="mc-subtitle">{t('agentCentre.register.openTitle')}</h3>
      <p className="mc-sub">{t('agentCentre.register.openHint')}</p>
      <KindChoice kind={kind} onChange={setKind} />
      <div className="ac-register__pair">
        <Field name="username" value={username} problem={under('username')} onChange={setUsername} />
        <Field name="password" value={password} problem={under('password')} onChange={setPassword} />
      </div>
      <SeriesFields draft={draft} bounds={bounds} wrong={wrong} onChange={setDraft} />
      <button type="submit" className="button" disabled={open.isPending || !username.trim() || !password}>
        {t('agentCentre.register.open')}
      </button>
      {formError && (
        <p className="mc-error" role="alert">
          {formError}
        </p>
      )}
      {made && (
        <p className="ac-ok" role="status" data-testid="account-opened">
          {t(`agentCentre.register.opened.${made.kind}`, { username: made.username })}
        </p>
      )}
    </form>
  );
}

/** A text field of the open-account form with the server's refusal under it. */
function Field({
  name,
  value,
  problem,
  onChange,
}: {
  name: 'username' | 'password';
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="mc-field">
      <span className="mc-field__label">{t(`agentCentre.register.${name}`)}</span>
      <input
        className="text-input mc-input"
        name={name}
        type={name === 'password' ? 'password' : 'text'}
        autoComplete={name === 'password' ? 'new-password' : 'off'}
        required
        value={value}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && <span className="mc-error">{problem}</span>}
    </label>
  );
}
