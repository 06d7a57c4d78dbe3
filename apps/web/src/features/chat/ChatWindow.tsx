import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { ChatRoom, useLiveChat } from './ChatRoom.tsx';
import { useChatUnread } from './chat-api.ts';
import './chat.css';

export type ChatWindowProps = { token: string; onClose: () => void };

type Size = 'shrunk' | 'normal' | 'large';

/**
 * The floating chat (CBS3) of a signed-in member: a button with the unread count that opens a
 * window with enlarge, shrink and close; closing hides it for the rest of the session. Its header
 * takes the brand's chat colour.
 */
export default function ChatWindow({ token, onClose }: ChatWindowProps) {
  const { t } = useTranslation();
  const [size, setSize] = useState<Size>('shrunk');
  const unread = useChatUnread(token).data ?? 0;
  // the socket stays while the window is shrunk, so the badge counts answers as they come
  const live = useLiveChat(token);
  const whitelabel = useSystemStatus().data?.info.whitelabel;
  const colour = whitelabel?.chatHeaderColor ?? '#262743';
  if (size === 'shrunk')
    return (
      <button
        type="button"
        className="chat-launcher"
        onClick={() => setSize('normal')}
        aria-label={unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open')}
        data-testid="chat-launcher"
        style={{ background: colour }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6a1.3 1.3 0 1 0 0 2.6A1.3 1.3 0 0 0 7 10Zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Z"
          />
        </svg>
        {unread > 0 && (
          <span className="chat-launcher__badge" data-testid="chat-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    );
  return (
    <section
      className={`chat-window chat-window--${size}`}
      aria-label={t('chat.title')}
      data-testid="chat-window"
      data-size={size}
    >
      <header className="chat-window__head" style={{ background: colour }}>
        <h2>{whitelabel?.name ? t('chat.titleOf', { name: whitelabel.name }) : t('chat.title')}</h2>
        <button
          type="button"
          onClick={() => setSize(size === 'large' ? 'normal' : 'large')}
          aria-label={t(size === 'large' ? 'chat.restore' : 'chat.enlarge')}
          data-testid="chat-enlarge"
        >
          {size === 'large' ? '⤡' : '⤢'}
        </button>
        <button
          type="button"
          onClick={() => setSize('shrunk')}
          aria-label={t('chat.shrink')}
          data-testid="chat-shrink"
        >
          –
        </button>
        <button type="button" onClick={onClose} aria-label={t('chat.close')} data-testid="chat-close">
          ×
        </button>
      </header>
      <ChatRoom token={token} live={live} />
    </section>
  );
}
