import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BalanceValue } from '@lotto/contracts';
import { walletApi } from '@lotto/contracts/wallet/api';
import { readEventStream } from './api.ts';
import { MEMBER_STATE_KEY, MESSAGES_KEY } from './queries/member-state.ts';
import { useSession } from './session.ts';

/**
 * Keeps the header balance live (issue 5): reads GET /wps/wallet/events with fetch, so the token
 * travels in the Authorization header and never in a URL, and writes each balance event into
 * the balance query; a `messages` event makes the unread badges read again. Reconnects with backoff. The server ends the stream when the session ends
 * (logout elsewhere, a disabled account): the member info is read again, which signs out.
 */
export function useLiveBalance(): void {
  const session = useSession();
  const client = useQueryClient();
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    const read = readEventStream(walletApi.events.path, {
      signal: abort.signal,
      onEvent: (e) => {
        if (e.event === 'messages') {
          // A message sent or broadcast: the unread badges and an open messages list read again.
          void client.invalidateQueries({ queryKey: MEMBER_STATE_KEY });
          void client.invalidateQueries({ queryKey: MESSAGES_KEY });
          return;
        }
        if (e.event !== 'balance') return;
        client.setQueryData(['wallet', 'balance', token], JSON.parse(e.data) as BalanceValue);
        // Money moved: the open money pages (orders, withdrawals, records) read again.
        void client.invalidateQueries({
          queryKey: ['wallet'],
          predicate: (q) => q.queryKey[1] !== 'balance',
        });
      },
    });
    void read.then((end) => {
      if (end === 'unauthorized') void client.invalidateQueries({ queryKey: ['member', 'info'] });
    });
    return () => abort.abort();
  }, [token, client]);
}
