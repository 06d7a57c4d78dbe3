import { useState } from 'react';
import { fieldIssues } from '../../lib/api-errors.ts';
import type { Problems } from './rules.ts';

/** One call behind a form: busy while it runs, its failure kept for the form to show. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async <T>(work: () => Promise<T>, onDone: (value: T) => void): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      onDone(await work());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  /** The server's refusals under their fields. */
  const issues: Problems = fieldIssues(error);
  return { busy, error, run, issues };
}
