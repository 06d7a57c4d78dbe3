import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../ui/AlertDialog.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { loadDeferredText } from '../i18n/index.ts';
import { ChunkLoadError, loadChunk } from './load-chunk.ts';

/**
 * A centre overlay as its own chunk, loaded with the default language's deferred text so it never
 * renders before its words: nothing of it weighs on the first page. A chunk that fails or stalls
 * shows the chunk-load error (docs/product/shell-and-routes.md#client-errors) and keeps the page.
 */
export function lazyOverlay<P extends { onClose: () => void }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(() =>
    loadChunk(() => Promise.all([load(), loadDeferredText()]).then(([m]) => m))().catch((error: unknown) => ({
      default: function ChunkFailed({ onClose }: P) {
        const { t } = useTranslation();
        const timeout = error instanceof ChunkLoadError && error.reason === 'timeout';
        return (
          <AlertDialog message={t(timeout ? 'errors.chunkTimeout' : 'errors.chunkLoad')} onClose={onClose} />
        );
      },
    })),
  );
}

/** What a restricted account (isAgent 4) gets instead of a centre: it needs a real account. */
export function RealAccountNeeded({ onClose, testId }: { onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('in_popup_prompt')} onClose={onClose} testId={testId}>
      <p role="alert">{t('in_need_true_account')}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('in_increase_submit')}
        </button>
      </div>
    </Dialog>
  );
}
