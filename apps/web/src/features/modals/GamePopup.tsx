import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';

/** A game in a popup iframe (games that open in place rather than on /game); only http(s) URLs load. */
export default function GamePopup({ url, onClose }: { url?: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('modal.game')} onClose={onClose} width={960}>
      {url && /^https?:\/\//.test(url) && (
        <iframe className="game-frame" src={url} title={t('modal.game')} allow="fullscreen; autoplay" />
      )}
    </Dialog>
  );
}
