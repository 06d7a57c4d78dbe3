import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_BEARER_PROTOCOL, staffApi } from '@lotto/contracts/support/api';
import type { ChatPush } from '@lotto/contracts/support/chat';

/** The server closes a socket whose token it does not know with this code. */
const NOT_SIGNED_IN = 4401;
const RETRY_MS = [1000, 2000, 5000, 10_000];

const socketUrl = () =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${staffApi.socket.path}`;

/**
 * The console's WebSocket: every chat event of the brand (messages, typing, read marks, queue
 * changes), reconnecting after a drop; `live` says whether it is open now. A refused token ends
 * the session. The console sends typing marks only; everything else goes over HTTP.
 */
export function useConsoleSocket({
  token,
  onPush,
  onRefused,
}: {
  token: string;
  onPush: (event: ChatPush) => void;
  onRefused: () => void;
}) {
  const [live, setLive] = useState(false);
  const socket = useRef<WebSocket | null>(null);
  const handlers = useRef({ onPush, onRefused });
  useEffect(() => {
    handlers.current = { onPush, onRefused };
  });

  useEffect(() => {
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const ws = new WebSocket(socketUrl(), [CHAT_BEARER_PROTOCOL, token]);
      socket.current = ws;
      ws.onopen = () => {
        failures = 0;
        setLive(true);
        // what happened while the socket was down: the listeners refetch on a queue event
        handlers.current.onPush({ type: 'queue', conversationId: 0 });
      };
      ws.onmessage = (m) => {
        try {
          handlers.current.onPush(JSON.parse(String(m.data)) as ChatPush);
        } catch {
          // not an event of ours
        }
      };
      ws.onclose = (e) => {
        setLive(false);
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        if (e.code === NOT_SIGNED_IN) return handlers.current.onRefused();
        timer = setTimeout(open, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
    };
  }, [token]);

  const typing = useCallback((conversationId: number) => {
    const ws = socket.current;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'typing', conversationId }));
  }, []);

  return { live, typing };
}
