import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { ApiError, CLIENT_ERROR, newRequestId } from '../../lib/api.ts';
import { errorText } from '../../lib/api-errors.ts';
import { isPaymentPassword } from './withdraw-rules.ts';

/** Runs one submission at a time and keeps its failure; `run` answers whether it succeeded. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sending = useRef(false);
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** Money figures moved: the wallet's queries (info, lists, balance, records) read again. */
export const useRefreshWallet = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['wallet'] });
};

/** The server refused the payment password (wrong, or locked after too many tries). */
export const isWrongPin = (error: unknown) =>
  error instanceof ApiError && error.code === 'payment.password.invalid';

/**
 * What is wrong with a typed payment password: the server's refusal of a well-formed PIN wins;
 * "6 digits" is only for a PIN that is not.
 */
export const pinProblem = (t: TFunction, typed: { pin: string; error: unknown }): string | null =>
  isWrongPin(typed.error)
    ? errorText(t, typed.error)
    : !isPaymentPassword(typed.pin)
      ? t('memberCentre.withdraw.pinFormat')
      : null;

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: unknown };

/**
 * A money request (deposit, withdrawal, transfer), one at a time, under an idempotency key: a
 * double click or a retry after a lost answer is one request. Once the server has answered, that
 * request is settled and the next one takes a new key; after a network failure it may exist, and
 * the same key finds it again.
 */
export function useKeyedSubmit() {
  const { busy, error, setError, run } = useSubmit();
  const [requestId, setRequestId] = useState(newRequestId);
  const send = async <T>(work: (requestId: string) => Promise<T>): Promise<Outcome<T> | null> => {
    let outcome: Outcome<T> | null = null;
    await run(async () => {
      try {
        outcome = { ok: true, value: await work(requestId) };
        setRequestId(newRequestId());
      } catch (failure) {
        outcome = { ok: false, failure };
        if (!(failure instanceof ApiError && failure.code === CLIENT_ERROR.network))
          setRequestId(newRequestId());
        throw failure;
      }
    });
    // null: one was already on its way
    return outcome;
  };
  return { busy, error, setError, send };
}
