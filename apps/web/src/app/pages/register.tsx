import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { RegisterPage } from '../../features/accounts/RegisterPage.tsx';
import { useSession } from '../../lib/session.ts';
import { PageFrame } from './PageFrame.tsx';

/** /register: the registration page (title with the new-member bonus, the form, back to home). */
export function Component() {
  const { t } = useTranslation();
  // A signed-in member has nothing to register: home it is (also after social sign-up).
  if (useSession()) return <Navigate to="/" replace />;
  return (
    <PageFrame title={t('register.title')} testId="register">
      <RegisterPage />
    </PageFrame>
  );
}
