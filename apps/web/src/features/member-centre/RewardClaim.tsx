import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-errors.ts';
import { formatWithSymbol } from '../../lib/money.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useAfterClaim } from './reward-api.ts';

/** Money as the member centre writes it, after the brand's currency symbol ("₱1,234.50"). */
export const useMoney = () => {
  const symbol = useSystemStatus().data?.info.whitelabel.currencySymbol ?? '';
  return (amount: string) => formatWithSymbol(symbol, amount);
};

/**
 * A Claim button: calls the claim, then reads the reward pages, balance and header state again;
 * a refusal shows the server's translated error under it.
 */
export function ClaimButton({
  claim,
  disabled = false,
  testId,
  label,
}: {
  claim: () => Promise<unknown>;
  disabled?: boolean;
  testId: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const refresh = useAfterClaim();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await claim();
      await refresh();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rw-claim">
      <button
        type="button"
        className="button"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        data-testid={testId}
        onClick={() => void run()}
      >
        {label ?? t('memberCentre.rewards.claim')}
      </button>
      {error !== null && (
        <p className="mc-error" role="alert" data-testid={`${testId}-error`}>
          {errorText(t, error)}
        </p>
      )}
    </div>
  );
}
