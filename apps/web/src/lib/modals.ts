import { createStore } from './store.ts';

/**
 * The site's modals (docs/product/shell-and-routes.md#modals), plus the account dialogs (docs/product/accounts.md#login): the
 * registration success, the after-login welcome, the generated-account notice of mobile
 * registration and the reset-password form of the mailed link. Only one is open at a time.
 */
export const MODAL_NAMES = [
  'loginPopupModal',
  'forgetPassModal',
  'changePassModal',
  'downModal',
  'registerModal',
  'noticeModal',
  'helpModal',
  'gamePopup',
  'resetPassword',
  'registerSuccessModal',
  'afterLoginModal',
  'mobileAccountModal',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export const isModalName = (v: string | null): v is ModalName => MODAL_NAMES.includes(v as ModalName);

/** What a modal is opened with; each modal reads the fields it needs. */
export type ModalProps = {
  tab?: string;
  url?: string;
  /** resetPassword: the token of the mailed link. */
  token?: string;
  /** mobileAccountModal: the generated account number. */
  account?: string;
  /** afterLoginModal: the member signs in for the first time. */
  firstLogin?: boolean;
};

export type ModalState = ({ name: ModalName } & ModalProps) | null;

const store = createStore<ModalState>(null);
export const useModal = store.use;
export const openModal = (name: ModalName, extra: ModalProps = {}) => store.set({ name, ...extra });
export const closeModal = () => store.set(null);
