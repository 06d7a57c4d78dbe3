import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWithSymbol } from '../../../../lib/money.ts';

import { openModal } from '../../../../lib/modals.ts';
import { useBalance } from '../../../../lib/queries/member.ts';
import { useSession } from '../../../../lib/session.ts';
import { PlayMoneyTag } from '../../../../ui/PlayMoneyTag.tsx';

function BalanceLine() {
  const { t } = useTranslation();
  const balance = useBalance();

  return (
    <span className="vn-wallet__balance" data-testid="vn-balance">
      {t('vnlottery.balance')}{' '}
      <strong data-amount={balance.data?.sumBalance}>
        {balance.isFetching || !balance.data
          ? t('header.balanceLoading')
          : formatWithSymbol(balance.data.currencySymbol, balance.data.sumBalance)}
      </strong>{' '}
      <PlayMoneyTag />
      <button
        type="button"
        className="vn-icon"
        aria-label={t('header.refreshBalance')}
        onClick={() => void balance.refetch()}
      >
        ↻
      </button>
    </span>
  );
}

/**
 * The page's own money and sign-in line while the shell's bars are hidden (docs/product/shell-and-routes.md#collapsible-bars: /vnlottery
 * shows them only when a flag allows): the balance (read again whenever a bet is placed,
 * cancelled or settled) or the login button; a way home.
 */
export function WalletBar() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="vn-wallet" data-testid="vn-wallet">
      <Link to="/" className="vn-wallet__home">
        ← {t('nav.home')}
      </Link>
      {session ? (
        <BalanceLine />
      ) : (
        <button
          type="button"
          className="button vn-button--small"
          onClick={() => openModal('loginPopupModal', { tab: 'login' })}
          data-testid="vn-login"
        >
          {t('header.login')}
        </button>
      )}
    </div>
  );
}
