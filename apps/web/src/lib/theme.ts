import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage.ts';

export type Theme = 'dark' | 'light';

const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

// Dark is the default; only an explicit stored choice switches to light (docs/product/shell-and-routes.md#theme-and-language).
let current: Theme = readStorage('local', STORAGE_KEY) === 'light' ? 'light' : 'dark';

/** Puts the theme on <html> and keeps the phone's browser bar the page's colour. */
export const applyTheme = (theme: Theme = current): void => {
  const root = document.documentElement;
  root.dataset.theme = theme;
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim();
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
};

export const setTheme = (theme: Theme): void => {
  current = theme;
  writeStorage('local', { key: STORAGE_KEY, value: theme });
  applyTheme(theme);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => current;

export const useTheme = (): Theme => useSyncExternalStore(subscribe, snapshot, snapshot);
