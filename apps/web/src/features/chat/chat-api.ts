import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ChatHistoryValue, ChatMessage, ChatPush } from '@lotto/contracts';
import { CHAT_BEARER_PROTOCOL, chatApi } from '@lotto/contracts/support/api';
import { apiForm, apiGet, apiSend, newRequestId, retryDelay, shape } from '../../lib/api.ts';

/** The member's chat calls (CBS3): history, sending, read marks, images, and the live socket. */
export const historyKey = (token: string) => ['chat', 'history', token] as const;
export const unreadKey = (token: string) => ['chat', 'unread', token] as const;

export const useChatHistory = (token: string) =>
  useQuery({
    queryKey: historyKey(token),
    queryFn: ({ signal }) => apiGet(chatApi.history, { schema: shape<ChatHistoryValue>(), signal }),
    staleTime: Infinity,
  });

/** The unread count for the launcher's badge: the socket keeps it fresh while open; a slow poll otherwise. */
export const useChatUnread = (token: string) =>
  useQuery({
    queryKey: unreadKey(token),
    queryFn: ({ signal }) => apiGet(chatApi.unread, { schema: shape<{ unReadCount: number }>(), signal }),
    select: (v) => v.unReadCount,
    refetchInterval: 60_000,
  });

export const sendMessage = (body: { body: string; image?: string }) =>
  apiSend(chatApi.send, { body: { clientId: newRequestId(), ...body }, schema: shape<ChatMessage>() });

export const markRead = (upTo: number) =>
  apiSend(chatApi.read, { body: { upTo }, schema: shape<{ unReadCount: number }>() });

export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiForm(chatApi.image, { body: form, schema: shape<{ image: string }>() });
};

/** Adds a message to the cached history once (a push and the send's own answer may both bring it). */
export const withMessage = (v: ChatHistoryValue | undefined, m: ChatMessage): ChatHistoryValue | undefined =>
  v && !v.messages.some((x) => x.id === m.id) ? { ...v, messages: [...v.messages, m] } : v;

/**
 * The member's chat socket: the session token rides as the second subprotocol, never in the URL.
 * Messages and read marks are written into the cached history and unread count; it reconnects with
 * backoff and closes when the session ends (the component unmounts).
 */
export function useChatSocket(token: string, onTyping: () => void) {
  const client = useQueryClient();
  const socket = useRef<WebSocket | null>(null);
  const typing = useRef(onTyping);
  useEffect(() => {
    typing.current = onTyping;
  }, [onTyping]);
  useEffect(() => {
    let closed = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${location.host}${chatApi.socket.path}`, [
        CHAT_BEARER_PROTOCOL,
        token,
      ]);
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        // anything missed while away
        void client.invalidateQueries({ queryKey: ['chat'] });
      };
      ws.onmessage = (e: MessageEvent<string>) => {
        const push = JSON.parse(e.data) as ChatPush;
        if (push.type === 'typing' && push.sender === 'staff') typing.current();
        if (push.type === 'message') {
          client.setQueryData<ChatHistoryValue>(historyKey(token), (v) => withMessage(v, push.message));
          if (push.message.sender === 'staff') void client.invalidateQueries({ queryKey: unreadKey(token) });
        }
        if (push.type === 'read' && push.sender === 'staff')
          client.setQueryData<ChatHistoryValue>(
            historyKey(token),
            (v) => v && { ...v, otherReadId: push.upTo },
          );
      };
      ws.onclose = (e) => {
        socket.current = null;
        // 4401: the session is over; no point in trying again
        if (closed || e.code === 4401 || e.code === 4403) return;
        timer = setTimeout(connect, retryDelay(attempt++));
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      socket.current?.close();
    };
  }, [token, client]);
  return useCallback(() => {
    if (socket.current?.readyState === WebSocket.OPEN)
      socket.current.send(JSON.stringify({ type: 'typing' }));
  }, []);
}
