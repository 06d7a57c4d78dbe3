import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { ApiError, CLIENT_ERROR, newRequestId } from '../../lib/api.ts';
import { errorText } from '../../lib/api-errors.ts';

/** The server refused the payment password (wrong, or locked after too many tries). */
export const isWrongPin = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'payment.password.invalid' || error.code === 'payment.password.locked');

/** What is wrong with a typed payment password: the server's refusal first, else "6 digits". */
export const pinProblem = (t: TFunction, typed: { pin: string; error: unknown }): string | null =>
  isWrongPin(typed.error)
    ? errorText(t, typed.error)
    : !/^\d{6}$/.test(typed.pin)
      ? t('mall.pin.format')
      : null;

/**
 * One points request at a time under an idempotency key (redeeming, converting): a double click
 * or a retry after a lost answer is one request. `renew` after an answer: a settled request takes
 * a new key for the next one; after a network failure the same key finds the first again.
 */
export function useKeyedRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sending = useRef(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const send = async <T>(work: (requestId: string) => Promise<T>, renew: boolean): Promise<T | null> => {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const value = await work(requestId);
      if (renew) setRequestId(newRequestId());
      return value;
    } catch (failure) {
      setError(failure);
      if (renew && !(failure instanceof ApiError && failure.code === CLIENT_ERROR.network))
        setRequestId(newRequestId());
      return null;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { busy, error, setError, send };
}
