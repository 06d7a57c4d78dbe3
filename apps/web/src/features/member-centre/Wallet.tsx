import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { useBalance } from '../../lib/queries/member.ts';
import { QueryStatus } from './QueryStatus.tsx';

/** accountTypeId of the main wallet (API-NOTES "Balance"). */
const MAIN_WALLET = 2;

/**
 * Wallet (transferFund): the total and each wallet's available balance, from the header's
 * balance query (kept live by lib/live-balance.ts), with a refresh. Transfers between wallets
 * come with a later issue.
 */
export function Wallet() {
  const { t } = useTranslation();
  const balance = useBalance();
  const b = balance.data;
  return (
    <div className="mc-stack">
      <section className="mc-card" data-testid="wallet-summary">
        <QueryStatus query={balance} />
        {b && (
          <>
            <p className="mc-total">
              <span>{t('memberCentre.wallet.total')}</span>
              <strong data-testid="wallet-total">
                {b.currencySymbol}
                {formatMoney(b.sumBalance)}
              </strong>
            </p>
            <ul className="mc-wallets" data-testid="wallet-list">
              {b.balance.map((w) => (
                <li key={w.accountTypeId} data-account-type={w.accountTypeId}>
                  <span>
                    {w.accountTypeId === MAIN_WALLET
                      ? t('memberCentre.wallet.main')
                      : t('memberCentre.wallet.other', { id: w.accountTypeId })}
                  </span>
                  <span className="mc-num">{formatMoney(w.availBalance)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
          data-testid="wallet-refresh"
        >
          {balance.isFetching ? t('header.balanceLoading') : t('memberCentre.wallet.refresh')}
        </button>
      </section>
      <p className="mc-soon">{t('memberCentre.wallet.transferSoon')}</p>
    </div>
  );
}
