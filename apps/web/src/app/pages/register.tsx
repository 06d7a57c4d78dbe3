import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { RegisterPage } from '../../features/accounts/RegisterPage.tsx';
import { formatWithSymbol } from '../../lib/money.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useSession } from '../../lib/session.ts';
import { PageFrame } from './PageFrame.tsx';

/** /register: the registration page (title with the new-member bonus, the form, back to home). */
export function Component() {
  const { t } = useTranslation();
  const info = useSystemStatus().data?.info;
  // A signed-in member has nothing to register: home it is (also after social sign-up).
  if (useSession()) return <Navigate to="/" replace />;
  // The bonus is the brand's, in its currency; a brand that configures none promises none.
  const bonus = info?.register.newMemberBonus;
  const title = bonus
    ? t('register.titleBonus', { amount: formatWithSymbol(info.whitelabel.currencySymbol, bonus) })
    : t('register.title');
  return (
    <PageFrame title={title} testId="register">
      <RegisterPage />
    </PageFrame>
  );
}
