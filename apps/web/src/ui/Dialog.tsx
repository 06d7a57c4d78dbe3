import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Dialogs are 400 px wide unless they say otherwise (docs/product/shell-and-routes.md#interface-constants). */
  width?: number;
  labelledBy?: string;
  /** False for a dialog that must be answered (the forced password change): no ×, Escape or backdrop. */
  dismissible?: boolean;
  testId?: string;
  /** Extra class for a dialog with its own layout (the member centre). */
  className?: string;
};

/**
 * A modal on the native <dialog>: showModal() traps focus and makes the rest inert, Escape
 * closes it, and the browser returns focus to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  width = 400,
  dismissible = true,
  testId,
  className,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      style={{ width: `min(${width}px, calc(100vw - 1rem))` }}
      aria-label={title}
      data-testid={testId}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return; // a dialog opened over this one
        e.preventDefault(); // React state decides; Escape still closes through onClose
        if (dismissible) onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && dismissible) onClose(); // a click on the backdrop
      }}
    >
      <header className="dialog__head">
        <h2 className="dialog__title">{title}</h2>
        {dismissible && (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            ×
          </button>
        )}
      </header>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
