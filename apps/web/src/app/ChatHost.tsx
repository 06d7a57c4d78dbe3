import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useModuleOn } from '../lib/queries/whitelabel.ts';
import { canOpenAgentCentre, useSession } from '../lib/session.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import type { ChatWindowProps } from '../features/chat/ChatWindow.tsx';
import { lazyOverlay } from './lazy-overlay.tsx';

const ChatWindow = lazyOverlay<ChatWindowProps>(() => import('../features/chat/ChatWindow.tsx'));

/** The session whose member closed the chat window: hidden until the next sign-in. */
const CLOSED_KEY = 'chatClosed';

/**
 * The floating live chat (CBS3) for a signed-in member who is not an agent; its own chunk, loaded
 * after the page. It goes with the session: signing out unmounts it and closes its socket.
 */
export function ChatHost() {
  const session = useSession();
  const on = useModuleOn('CBS3');
  const [closed, setClosed] = useState(() => readStorage('session', CLOSED_KEY));
  // the room has a page of its own (the customer-service window): no second one floating over it
  const onChatPage = useLocation().pathname === '/chat';
  if (onChatPage || !on || session === null || canOpenAgentCentre(session) || closed === session.token)
    return null;
  const token = session.token;
  return (
    <Suspense fallback={null}>
      <ChatWindow
        key={token}
        token={token}
        onClose={() => {
          writeStorage('session', { key: CLOSED_KEY, value: token });
          setClosed(token);
        }}
      />
    </Suspense>
  );
}
