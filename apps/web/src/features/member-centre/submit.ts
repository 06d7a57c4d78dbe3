import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

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
