import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ForgotByEmail } from './ForgotByEmail.tsx';
import { ForgotByPhone } from './ForgotByPhone.tsx';
import './accounts.css';

/** forgetPassModal: recovery by email, and by phone with an SMS code when CHNGPASSVERIF3 is on. */
export default function ForgetPassModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const byPhone = useModuleOn('CHNGPASSVERIF3');
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const active = byPhone ? by : 'email';
  return (
    <Dialog title={t('modal.forgotPassword')} onClose={onClose} testId="forget-pass-modal">
      {byPhone && (
        <Tabs
          label={t('modal.forgotPassword')}
          tabs={[
            { key: 'email', label: t('modal.byEmail') },
            { key: 'phone', label: t('modal.byPhone') },
          ]}
          active={active}
          onChange={setBy}
        />
      )}
      {active === 'email' ? <ForgotByEmail onDone={onClose} /> : <ForgotByPhone />}
    </Dialog>
  );
}
