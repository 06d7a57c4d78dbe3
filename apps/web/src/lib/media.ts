import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updated when it changes: for parts a phone never shows,
 * so their code is not even fetched there (CSS alone would hide them after downloading them).
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
