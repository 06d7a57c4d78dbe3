import { lazy, Suspense, useEffect } from 'react';
import { loadDeferredText } from '../i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { closeModal, openModal, useModal, type ModalName, type ModalProps } from '../lib/modals.ts';
import { SESSION_KEYS, useSession } from '../lib/session.ts';
import { readStorage } from '../lib/storage.ts';
import { useToast } from '../lib/toast.ts';

type ModalComponent = React.LazyExoticComponent<React.ComponentType<ModalProps & { onClose: () => void }>>;

// Each modal is its own chunk: none of them weighs on the first page load.
const withDeferredText = <M,>(chunk: Promise<M>): Promise<M> =>
  Promise.all([chunk, loadDeferredText()]).then(([m]) => m);
const loginPopup = lazy(() => import('../features/accounts/LoginPopupModal.tsx'));
const modals: Record<ModalName, ModalComponent> = {
  loginPopupModal: loginPopup,
  registerModal: loginPopup,
  forgetPassModal: lazy(() => import('../features/accounts/ForgetPassModal.tsx')),
  changePassModal: lazy(() => import('../features/accounts/ChangePassModal.tsx')),
  resetPassword: lazy(() => import('../features/accounts/ResetPasswordModal.tsx')),
  registerSuccessModal: lazy(() => import('../features/accounts/RegisterSuccessModal.tsx')),
  afterLoginModal: lazy(() => import('../features/accounts/AfterLoginModal.tsx')),
  mobileAccountModal: lazy(() => import('../features/accounts/MobileAccountModal.tsx')),
  // its texts are in a namespace the first page leaves out (appDownload): loaded beside it
  downModal: lazy(() => withDeferredText(import('../features/modals/DownModal.tsx'))),
  noticeModal: lazy(() => import('../features/modals/NoticeModal.tsx')),
  helpModal: lazy(() =>
    Promise.all([import('../features/help-centre/HelpModal.tsx'), loadDeferredText()]).then(([m]) => m),
  ),
  gamePopup: lazy(() => import('../features/modals/GamePopup.tsx')),
};

/** Shows the one open modal, and the current short message. */
export function ModalHost() {
  const modal = useModal();
  const session = useSession();
  const toast = useToast();
  const { t } = useTranslation();
  const Modal = modal ? modals[modal.name] : undefined;

  // A forced password change stays in front until it is done, even across a reload.
  const mustChange = session !== null && readStorage('session', SESSION_KEYS.changePassword) !== null;
  useEffect(() => {
    if (mustChange && modal?.name !== 'changePassModal') openModal('changePassModal');
  }, [mustChange, modal]);

  return (
    <>
      {Modal && modal && (
        <Suspense fallback={null}>
          <Modal
            key={modal.name}
            {...modal}
            tab={modal.name === 'registerModal' ? 'register' : modal.tab}
            onClose={closeModal}
          />
        </Suspense>
      )}
      {toast && (
        <div className="toast" role="status" key={toast.id}>
          {t(toast.key)}
        </div>
      )}
    </>
  );
}
