import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { useLiveBalance } from '../../lib/live-balance.ts';
import { useBalance } from '../../lib/queries/member.ts';
import { PlayMoneyTag } from '../../ui/PlayMoneyTag.tsx';

/** Balance with show/hide (hidden shows ***) and refresh; loading text while it refreshes. */
export function Balance({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  useLiveBalance();
  const [hidden, setHidden] = useState(false);
  const amount = balance.data
    ? `${balance.data.currencySymbol || currencySymbol}${formatMoney(balance.data.sumBalance)}`
    : '—';
  return (
    <div className="balance" data-testid="balance">
      <span className="balance__figure">
        <span className="balance__amount" aria-live="polite">
          {balance.isFetching ? t('header.balanceLoading') : hidden ? '***' : amount}
        </span>
        <PlayMoneyTag />
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
