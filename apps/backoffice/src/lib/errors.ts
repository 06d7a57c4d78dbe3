import { useCallback } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { ApiError, NETWORK_ERROR } from './api.ts';

/**
 * What to tell the agent about a failure: the server's message (it answers in the language the
 * call asked for), the console's own text for a lost connection, a generic one otherwise.
 */
export function useErrorText() {
  const { t } = useI18n();
  return useCallback(
    (err: unknown): string => {
      if (err instanceof ApiError) {
        if (err.code === NETWORK_ERROR) return t('error.network');
        if (err.code === 'staff.not.session') return t('error.session');
        if (err.message) return err.message;
      }
      return t('error.unknown');
    },
    [t],
  );
}
