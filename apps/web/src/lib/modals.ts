import { createStore } from './store.ts';

/** The site's modals (SPEC section 2). Only one is open at a time. */
export type ModalName =
  | 'loginPopupModal'
  | 'forgetPassModal'
  | 'changePassModal'
  | 'downModal'
  | 'registerModal'
  | 'noticeModal'
  | 'helpModal'
  | 'gamePopup';

export type ModalState = { name: ModalName; tab?: string; url?: string } | null;

const store = createStore<ModalState>(null);
export const useModal = store.use;
export const openModal = (name: ModalName, extra: Omit<NonNullable<ModalState>, 'name'> = {}) =>
  store.set({ name, ...extra });
export const closeModal = () => store.set(null);
