import { useTranslation } from 'react-i18next';
import { openModal } from '../../lib/modals.ts';
import { useMemberInfo } from '../../lib/queries/member.ts';
import { Dialog } from '../../ui/Dialog.tsx';

/**
 * After a login (docs/product/accounts.md#login): a welcome with the member's nickname and the way to the latest
 * announcements; on the first login, a word for new members (the first-login notice).
 */
export default function AfterLoginModal({
  firstLogin,
  onClose,
}: {
  firstLogin?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const info = useMemberInfo().data;
  const name = info?.nickname || info?.account || '';
  return (
    <Dialog title={t('accounts.welcomeTitle')} onClose={onClose} testId="after-login-modal">
      <p role="status">{name ? t('accounts.welcome', { name }) : t('accounts.welcomeTitle')}</p>
      {firstLogin && <p data-testid="first-login">{t('accounts.firstLogin')}</p>}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => openModal('noticeModal')}>
          {t('accounts.latestNews')}
        </button>
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
