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

export const MODAL_NAMES: readonly ModalName[] = [
  'loginPopupModal',
  'forgetPassModal',
  'changePassModal',
  'downModal',
  'registerModal',
  'noticeModal',
  'helpModal',
  'gamePopup',
];
export const isModalName = (v: string | null): v is ModalName => MODAL_NAMES.includes(v as ModalName);

export type ModalState = { name: ModalName; tab?: string; url?: string } | null;

const store = createStore<ModalState>(null);
export const useModal = store.use;
export const openModal = (name: ModalName, extra: Omit<NonNullable<ModalState>, 'name'> = {}) =>
  store.set({ name, ...extra });
export const closeModal = () => store.set(null);
