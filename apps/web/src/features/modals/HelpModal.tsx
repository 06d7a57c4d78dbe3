import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../lib/queries/announcements.ts';
import { Dialog } from '../../ui/Dialog.tsx';

/** Help centre: the brand's help articles (announcement type H), list and reader. */
export default function HelpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const list = useAnnouncements('H').data?.list ?? [];
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Dialog title={t('modal.help')} onClose={onClose} width={560}>
      <ul className="help-list">
        {list.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              aria-expanded={open === a.id}
              onClick={() => setOpen(open === a.id ? null : a.id)}
            >
              {a.title}
            </button>
            {open === a.id && (
              <div className="help-list__body" dangerouslySetInnerHTML={{ __html: a.content }} />
            )}
          </li>
        ))}
      </ul>
      {list.length === 0 && <p>{t('modal.empty')}</p>}
    </Dialog>
  );
}
