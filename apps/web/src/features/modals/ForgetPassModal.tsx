import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { Tabs } from '../../ui/Tabs.tsx';

/** Forgot password by email or by phone (the calls come with the accounts module). */
export default function ForgetPassModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  return (
    <Dialog title={t('modal.forgotPassword')} onClose={onClose}>
      <Tabs
        label={t('modal.forgotPassword')}
        tabs={[
          { key: 'email', label: t('modal.byEmail') },
          { key: 'phone', label: t('modal.byPhone') },
        ]}
        active={by}
        onChange={setBy}
      />
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('header.username')}
          <input name="username" autoComplete="username" required />
        </label>
        {by === 'email' ? (
          <label>
            {t('modal.email')}
            <input name="email" type="email" autoComplete="email" required />
          </label>
        ) : (
          <label>
            {t('modal.mobile')}
            <input name="mobileNum" type="tel" autoComplete="tel" required />
          </label>
        )}
      </form>
    </Dialog>
  );
}
