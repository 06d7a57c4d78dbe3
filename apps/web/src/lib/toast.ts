import { createStore } from './store.ts';

/** One short message at a time, by translation key (docs/product/shell-and-routes.md#client-errors). */
export type ToastKey =
  | 'errors.network'
  | 'errors.popupBlocked'
  | 'errors.cssChunkLoad'
  | 'accounts.passwordChanged'
  | 'apiErrors.signin_code_invalid'
  | 'apiErrors.signin_session_active';
const store = createStore<{ key: ToastKey; id: number } | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;

export const useToast = store.use;
export function showToast(key: ToastKey) {
  store.set({ key, id: Date.now() });
  clearTimeout(timer);
  timer = setTimeout(() => store.set(null), 4000);
}
