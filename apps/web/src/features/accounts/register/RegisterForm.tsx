import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../../lib/queries/account-settings.ts';
import { useModules } from '../../../lib/queries/whitelabel.ts';
import { Tabs } from '../../../ui/Tabs.tsx';
import { SocialButtons } from '../SocialButtons.tsx';
import type { RegisterKind } from './fields.ts';
import { RegisterFields } from './RegisterFields.tsx';

/**
 * The registration form of the /register page and of the login modal's register tab. The tab
 * switch between username and mobile registration shows only with MOBILENUMREG3 on (and
 * username registration, USERNAMEREG3, beside it).
 */
export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const modules = useModules().data;
  // The fields shown depend on the brand's field settings: wait for them rather than show a form
  // whose fields appear (and move) while the player is typing.
  const settings = useRegisterSettings();
  const on = (id: string) => modules?.get(id) === true;
  const mobile = on('MOBILENUMREG3');
  const kinds: RegisterKind[] = [
    ...(on('USERNAMEREG3') || !mobile ? (['register'] as const) : []),
    ...(mobile ? (['registerMobile'] as const) : []),
  ];
  const [kind, setKind] = useState<RegisterKind>('register');
  const active = kinds.includes(kind) ? kind : (kinds[0] ?? 'register');
  if (!modules || settings.isPending) return <p className="muted">{t('app.loading')}</p>;
  return (
    <div className="register-form">
      {kinds.length > 1 && (
        <Tabs
          label={t('header.register')}
          tabs={[
            { key: 'register', label: t('accounts.regByUsername') },
            { key: 'registerMobile', label: t('accounts.regByMobile') },
          ]}
          active={active}
          onChange={setKind}
        />
      )}
      <RegisterFields
        key={active}
        kind={active}
        smsVerification={on('REGMOBVERF3')}
        mobilePassword={on('MOBILENUMPASSREG3')}
        onLogin={onLogin}
      />
      <SocialButtons />
    </div>
  );
}
