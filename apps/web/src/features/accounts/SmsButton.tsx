import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSentValue } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { createThrottle, useCountdown } from '../../lib/throttle.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';

type Props = {
  /** Checks the mobile number first (docs/product/accounts.md#sms-codes). */
  validate: () => boolean;
  send: () => Promise<Pick<SmsSentValue, 'expiredMinutes'>>;
};

/**
 * The SMS button (docs/product/accounts.md#sms-codes): at most one send per second; after a send it stays disabled
 * showing 'code sent (countdown)' for expiredMinutes × 60 s; a failed send shows a warning with
 * the server's message.
 */
export function SmsButton({ validate, send }: Props) {
  const { t } = useTranslation();
  const [gate] = useState(() => createThrottle());
  const [busy, setBusy] = useState(false);
  const [until, setUntil] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const left = useCountdown(until);

  const click = async () => {
    if (!gate() || !validate()) return;
    setBusy(true);
    try {
      const sent = await send();
      setUntil(Date.now() + sent.expiredMinutes * 60_000);
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--ghost sms-button"
        disabled={busy || left > 0}
        onClick={() => void click()}
        data-testid="sms-send"
      >
        {left > 0
          ? t('accounts.codeSent', { seconds: left })
          : busy
            ? t('accounts.sending')
            : t('accounts.sendCode')}
      </button>
      {failure && <AlertDialog message={failure} onClose={() => setFailure(null)} />}
    </>
  );
}
