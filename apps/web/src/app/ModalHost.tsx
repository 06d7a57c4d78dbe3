import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, useModal, type ModalName } from '../lib/modals.ts';
import { useToast } from '../lib/toast.ts';

// Each modal is its own chunk: none of them weighs on the first page load.
const modals: Record<
  ModalName,
  React.LazyExoticComponent<React.ComponentType<{ tab?: string; url?: string; onClose: () => void }>>
> = {
  loginPopupModal: lazy(() => import('../features/modals/LoginPopupModal.tsx')),
  registerModal: lazy(() => import('../features/modals/LoginPopupModal.tsx')),
  forgetPassModal: lazy(() => import('../features/modals/ForgetPassModal.tsx')),
  changePassModal: lazy(() => import('../features/modals/ChangePassModal.tsx')),
  downModal: lazy(() => import('../features/modals/DownModal.tsx')),
  noticeModal: lazy(() => import('../features/modals/NoticeModal.tsx')),
  helpModal: lazy(() => import('../features/modals/HelpModal.tsx')),
  gamePopup: lazy(() => import('../features/modals/GamePopup.tsx')),
};

/** Shows the one open modal, and the current short message. */
export function ModalHost() {
  const modal = useModal();
  const toast = useToast();
  const { t } = useTranslation();
  const Modal = modal ? modals[modal.name] : undefined;
  return (
    <>
      {Modal && modal && (
        <Suspense fallback={null}>
          <Modal
            key={modal.name}
            tab={modal.name === 'registerModal' ? 'register' : modal.tab}
            url={modal.url}
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
