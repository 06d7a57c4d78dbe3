import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import type { HelpPlace } from './api.ts';
import { HelpCentre } from './HelpCentre.tsx';

/** helpModal: the help centre in a dialog, from the same call as /helpmc, with a link to the full page. */
export default function HelpModal({ onClose, tab }: { onClose: () => void; tab?: string }) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<HelpPlace>(tab ? { topic: tab } : {});
  const href = `/helpmc${place.topic ? `?topic=${encodeURIComponent(place.topic)}` : ''}`;
  return (
    <Dialog title={t('modal.help')} onClose={onClose} width={640} testId="help-modal">
      <HelpCentre place={place} onPlace={setPlace} />
      <p className="help-note">
        <a href={href}>{t('helpCentre.openPage')}</a>
      </p>
    </Dialog>
  );
}
