import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { endpointUrl } from '@lotto/contracts/common/endpoint';
import { memberApi } from '@lotto/contracts/member/api';
import { useSystemStatus } from '../../lib/queries/status.ts';

/**
 * Social sign-in (GOOGLELOGIN3, FACEBOOKLOGIN3, with a client configured): plain links to the server, which sends the
 * visitor to the provider and back with a one-time `signinCode`; the shell trades it for a session.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The server lists the providers usable here: module on and a client configured.
  const social = useSystemStatus().data?.info.register.social ?? [];
  const google = social.includes('google');
  const facebook = social.includes('facebook');
  if (!google && !facebook) return null;
  const returnTo = `${pathname}${search}`;
  const startAt = (provider: string) =>
    endpointUrl(memberApi.oauthStart, { params: { provider }, query: { returnTo } });
  return (
    <div className="social-login">
      <p className="social-login__label">{t('accounts.orWith')}</p>
      <div className="social-login__buttons">
        {google && (
          <a className="button button--ghost" href={startAt('google')}>
            {t('accounts.google')}
          </a>
        )}
        {facebook && (
          <a className="button button--ghost" href={startAt('facebook')}>
            {t('accounts.facebook')}
          </a>
        )}
      </div>
    </div>
  );
}
