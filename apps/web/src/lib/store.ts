import { useSyncExternalStore } from 'react';

/** A tiny observable value for client state that several parts of the page read. */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    use: (): T =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => value,
      ),
  };
}
