import { useCallback } from 'react';
import { useI18n, type MessageKey } from '../i18n/index.tsx';
import { ApiError, NETWORK_ERROR } from './api.ts';

/** Failures the console words itself (so they follow a language switch); others come worded by the server. */
const OWN: Record<string, MessageKey> = {
  [NETWORK_ERROR]: 'error.network',
  'staff.not.session': 'error.session',
  'staff.signin.failed': 'error.staff.signin.failed',
  'too.many.requests': 'error.too.many.requests',
  'chat.taken': 'error.chat.taken',
  'chat.not.found': 'error.chat.not.found',
};

/**
 * What to tell the agent about a failure: the console's own words for the failures it expects,
 * the server's message (in the language the call asked for) for others, a generic one otherwise.
 */
export function useErrorText() {
  const { t } = useI18n();
  return useCallback(
    (err: unknown): string => {
      if (err instanceof ApiError) {
        const own = OWN[err.code];
        if (own) return t(own);
        if (err.message) return err.message;
      }
      return t('error.unknown');
    },
    [t],
  );
}
