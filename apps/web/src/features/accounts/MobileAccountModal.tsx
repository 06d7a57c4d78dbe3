import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguageText } from '../../i18n/index.ts';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { openModal } from '../../lib/modals.ts';
import { Dialog } from '../../ui/Dialog.tsx';

/**
 * After a mobile registration: the generated account number, in Vietnamese when the site is in
 * Vietnamese and in English otherwise (docs/product/accounts.md#registration); closing it opens the success modal.
 */
export default function MobileAccountModal({ account }: { account?: string; onClose: () => void }) {
  const lang = useLangCode() === 'VI' ? 'VI' : 'EN';
  // The dialog speaks a fixed language whose text may not be here yet: it opens once it is,
  // never showing raw keys first.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadLanguageText(lang)
      .catch(() => undefined) // the English fallback still reads
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [lang]);
  const { t } = useTranslation(undefined, { lng: lang.toLowerCase() });
  const next = () => openModal('registerSuccessModal');
  if (!ready) return null;
  return (
    <Dialog title={t('accounts.mobileAccountTitle')} onClose={next} testId="mobile-account-modal">
      <p>{t('accounts.mobileAccountBody')}</p>
      <p className="account-number" data-testid="generated-account">
        {account}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={next} autoFocus>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
