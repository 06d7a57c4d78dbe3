import { useCallback, useEffect, useRef, useState } from 'react';
import { staffApi } from '@lotto/contracts/support/api';
import type { QueueItem } from '@lotto/contracts/support/chat';
import { call, type Caller } from '../../lib/api.ts';

/**
 * The brand's conversations (the server answers the newest 200 of every status), refetched
 * when the socket says something changed; several changes close together make one call.
 */
export function useQueue(caller: Caller) {
  const [items, setItems] = useState<QueueItem[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callerRef = useRef(caller);
  useEffect(() => {
    callerRef.current = caller;
  });

  const load = useCallback(async () => {
    try {
      const { conversations } = await call(staffApi.queue, { caller: callerRef.current });
      setItems(conversations);
      setError(undefined);
    } catch (err) {
      setError(err);
    }
  }, []);

  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(), 150);
  }, [load]);

  useEffect(() => {
    void load();
    return () => clearTimeout(timer.current);
  }, [load]);

  /** One conversation's new state (after take or close), before the next refetch. */
  const update = useCallback((item: QueueItem) => {
    setItems((list) => list?.map((q) => (q.id === item.id ? item : q)));
  }, []);

  return { items, error, refresh, update };
}
