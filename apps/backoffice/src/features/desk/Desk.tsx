import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { staffApi } from '@lotto/contracts/support/api';
import type { ChatPush, Staff } from '@lotto/contracts/support/chat';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { call, type Caller } from '../../lib/api.ts';
import { QueueList } from './QueueList.tsx';
import { ThreadPanel } from './ThreadPanel.tsx';
import { useQueue } from './useQueue.ts';
import { useConsoleSocket } from './useSocket.ts';

/**
 * The support desk: the brand's conversations beside the open one and its member. Every chat
 * event of the brand arrives on one socket; the queue refetches on it and the open conversation
 * takes what is its own. `actions` join the top bar; `body`, when given, shows in place of the
 * conversations (which stay connected and counted meanwhile).
 */
export function Desk({
  caller,
  staff,
  onSignedOut,
  actions,
  body,
}: {
  caller: Caller;
  staff: Staff;
  onSignedOut: () => void;
  actions?: ReactNode;
  body?: ReactNode;
}) {
  const { t } = useI18n();
  const queue = useQueue(caller);
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const listeners = useRef(new Set<(e: ChatPush) => void>());
  const subscribe = useCallback((listener: (e: ChatPush) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const onPush = useCallback(
    (e: ChatPush) => {
      if (e.type !== 'typing') queue.refresh();
      for (const listener of listeners.current) listener(e);
    },
    [queue],
  );
  const socket = useConsoleSocket({ token: caller.token ?? '', onPush, onRefused: caller.onSessionEnd });
  // the tab's title counts the members waiting, so a background tab shows a new one
  const waiting = queue.items?.filter((q) => q.status === 'waiting').length ?? 0;
  useEffect(() => {
    document.title = waiting > 0 ? `(${waiting}) ${t('app.title')}` : t('app.title');
  }, [waiting, t]);

  const signOut = async () => {
    await call(staffApi.signOut, { caller }).catch(() => undefined);
    onSignedOut();
  };

  return (
    <div className="desk">
      <header className="topbar">
        <h1 className="topbar__title">{t('app.title')}</h1>
        <span className={`live ${socket.live ? 'live--on' : ''}`} role="status">
          {socket.live ? t('desk.live.on') : t('desk.live.off')}
        </span>
        <span className="topbar__who muted">
          {t('desk.signedInAs', { name: staff.username, role: staff.role })}
        </span>
        {actions}
        <LanguageSwitch />
        <button className="btn" data-testid="bo-signout" onClick={() => void signOut()}>
          {t('desk.signout')}
        </button>
      </header>
      {body ?? (
        <div className={`desk__body ${openId === undefined ? '' : 'desk__body--open'}`}>
          <QueueList queue={queue} openId={openId} onOpen={setOpenId} />
          {openId === undefined ? (
            <section className="panel thread thread--none">
              <p className="empty">{t('thread.none')}</p>
            </section>
          ) : (
            <ThreadPanel
              key={openId}
              caller={caller}
              id={openId}
              me={staff}
              subscribe={subscribe}
              typing={socket.typing}
              onChanged={queue.update}
              onBack={() => setOpenId(undefined)}
            />
          )}
        </div>
      )}
    </div>
  );
}
