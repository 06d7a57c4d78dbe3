import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithSymbol } from '../../lib/money.ts';
import { useLiveBalance } from '../../lib/live-balance.ts';
import { useBalance, usePlayMoney } from '../../lib/queries/member.ts';

/** Balance with show/hide (hidden shows ***) and refresh; loading text while it refreshes. */
export function Balance({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  useLiveBalance();
  const playMoney = usePlayMoney();
  const [hidden, setHidden] = useState(false);
  const amount = balance.data
    ? formatWithSymbol(balance.data.currencySymbol || currencySymbol, balance.data.sumBalance)
    : '—';
  return (
    <div className="balance" data-testid="balance">
      <span className="balance__figure">
        <span className="balance__amount" aria-live="polite">
          {balance.isFetching ? t('header.balanceLoading') : hidden ? '***' : amount}
        </span>
        {/* ui/PlayMoneyTag's label, written out: shared with the lazy screens, that module
            became a chunk of its own on the first page's download. */}
        {playMoney && (
          <span className="play-money" data-testid="play-money">
            {t('header.playMoney')}
          </span>
        )}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-pressed={hidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={() => setHidden((h) => !h)}
      >
        {hidden ? '◌' : '●'}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.refreshBalance')}
        onClick={() => void balance.refetch()}
      >
        ↻
      </button>
    </div>
  );
}
