import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from '../../lib/queries/member-state.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { LineIcon } from '../../ui/LineIcon.tsx';
import { UnreadBadge } from '../../ui/UnreadBadge.tsx';

const ENVELOPE = 'M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6';

/** The header's platform messages (INBOX3): an envelope with the unread count, opening messageV2. */
export function MessagesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const on = useModuleOn('INBOX3');
  const unread = useUnreadMessages();
  if (!on) return null;
  const label = unread ? t('inbox.openUnread', { count: unread }) : t('inbox.open');
  return (
    <button
      type="button"
      className="icon-button messages-button"
      onClick={onOpen}
      aria-label={label}
      title={label}
      data-testid="header-messages"
    >
      <LineIcon path={ENVELOPE} size={22} weight={1.7} />
      <UnreadBadge count={unread} label={t('inbox.unread', { count: unread ?? 0 })} testId="header-unread" />
    </button>
  );
}
