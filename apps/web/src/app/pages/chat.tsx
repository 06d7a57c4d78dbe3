import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChatRoom, useLiveChat } from '../../features/chat/ChatRoom.tsx';
import { openModal } from '../../lib/modals.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { canOpenAgentCentre, useSession } from '../../lib/session.ts';

function LiveRoom({ token }: { token: string }) {
  return <ChatRoom token={token} live={useLiveChat(token)} />;
}

/**
 * /chat: the chat room on its own, as the chat address (GET /wps/chat/url) opens it in the
 * customer-service window (440 x 750): its title and header colour come from the address.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const on = useModuleOn('CBS3');
  const colour = /^#[0-9a-fA-F]{6}$/.test(params.get('headerColor') ?? '')
    ? params.get('headerColor')!
    : '#262743';
  const title = params.get('title') ?? t('chat.title');
  let body;
  if (!on) body = <p className="chat-room__empty">{t('chat.off')}</p>;
  else if (session === null)
    body = (
      <p className="chat-room__empty">
        {t('chat.signIn')}{' '}
        <button type="button" className="button" onClick={() => openModal('loginPopupModal')}>
          {t('chat.signInButton')}
        </button>
      </p>
    );
  else if (canOpenAgentCentre(session))
    body = <p className="chat-room__empty">{t('apiErrors.in_please_information')}</p>;
  else body = <LiveRoom token={session.token} />;
  return (
    <div className="chat-page" data-testid="chat-page">
      <header className="chat-window__head" style={{ background: colour }}>
        <h1 className="chat-page__title">{t('chat.titleOf', { name: title })}</h1>
      </header>
      {body}
    </div>
  );
}
