import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { staffApi } from '@lotto/contracts/support/api';
import type { ChatMessage, ChatPush, ThreadValue } from '@lotto/contracts/support/chat';
import { call, type Caller } from '../../lib/api.ts';
import { newClientId } from '../../lib/format.ts';

/** A message on the page: a stored one, or one of ours still on its way (or refused). */
export type Shown = ChatMessage & { state?: 'sending' | 'failed' };
export type Subscribe = (listener: (e: ChatPush) => void) => () => void;
const TYPING_SHOWN_MS = 4000;

/** Stored messages by id, oldest first; a stored message replaces our pending one of the same client id. */
function merge(list: Shown[], incoming: Shown[]): Shown[] {
  const byKey = new Map(list.map((m) => [m.clientId, m]));
  for (const m of incoming) byKey.set(m.clientId, m);
  return [...byKey.values()].sort(
    (a, b) => (a.state ? 1 : 0) - (b.state ? 1 : 0) || a.id - b.id || a.createdAt - b.createdAt,
  );
}

const lastMemberId = (list: Shown[]) =>
  list.reduce((max, m) => (m.sender === 'member' && !m.state ? Math.max(max, m.id) : max), 0);

/** Shown while the member types, hidden a few seconds after its last mark (or when its message arrives). */
function useTypingMark() {
  const [at, setAt] = useState(0);
  useEffect(() => {
    if (!at) return;
    const timer = setTimeout(() => setAt(0), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [at]);
  return [at > 0, setAt] as const;
}

/** Our answer: shown at once as sending, then as stored (or failed: sent again with the same client id). */
async function sendReply(
  { caller, id, setMessages }: { caller: Caller; id: number; setMessages: Dispatch<SetStateAction<Shown[]>> },
  { body, image, clientId = newClientId() }: { body: string; image?: string | undefined; clientId?: string },
) {
  const draft: Shown = {
    id: 0,
    sender: 'staff',
    staffName: null,
    body,
    image: image ?? null,
    clientId,
    createdAt: Date.now(),
    state: 'sending',
  };
  setMessages((list) => merge(list, [draft]));
  try {
    const sent = await call(staffApi.reply, {
      caller,
      params: { id },
      body: image ? { clientId, body, image } : { clientId, body },
    });
    setMessages((list) => merge(list, [sent]));
  } catch (err) {
    setMessages((list) => merge(list, [{ ...draft, state: 'failed' }]));
    throw err;
  }
}

/**
 * The open conversation (the caller keys its component by id): its messages, older pages on
 * demand, the member's read mark and typing, the member's summary. The member's messages are
 * marked read while the conversation is open.
 */
export function useThread({ caller, id, subscribe }: { caller: Caller; id: number; subscribe: Subscribe }) {
  const [thread, setThread] = useState<ThreadValue | undefined>(undefined);
  const [messages, setMessages] = useState<Shown[]>([]);
  const [typing, setTyping] = useTypingMark();
  const [error, setError] = useState<unknown>(undefined);
  const callerRef = useRef(caller);
  const readUpTo = useRef(0);
  useEffect(() => {
    callerRef.current = caller;
  });

  const markRead = useCallback(
    (list: Shown[]) => {
      const upTo = lastMemberId(list);
      if (upTo <= readUpTo.current) return;
      readUpTo.current = upTo;
      void call(staffApi.read, { caller: callerRef.current, params: { id }, body: { upTo } }).catch(
        () => undefined,
      );
    },
    [id],
  );

  const load = useCallback(
    async (before?: number) => {
      try {
        const value = await call(staffApi.thread, {
          caller: callerRef.current,
          params: { id },
          query: { before },
        });
        setThread((t) => (before && t ? { ...t, more: value.more } : value));
        setMessages((list) => merge(list, value.messages));
        if (!before) markRead(value.messages);
        setError(undefined);
      } catch (err) {
        setError(err);
      }
    },
    [id, markRead],
  );

  useEffect(() => {
    void load();
    return subscribe((e) => {
      // conversation 0: the socket came back, and what it missed is read again
      if (e.type === 'queue' && e.conversationId === 0) return void load();
      if (e.conversationId !== id) return;
      if (e.type === 'message') {
        setMessages((list) => merge(list, [e.message]));
        if (e.message.sender === 'member') {
          markRead([e.message]);
          setTyping(0);
        }
      } else if (e.type === 'typing' && e.sender === 'member') setTyping(Date.now());
      else if (e.type === 'read' && e.sender === 'member')
        setThread((t) => (t ? { ...t, otherReadId: Math.max(t.otherReadId, e.upTo) } : t));
      else if (e.type === 'queue') void load();
    });
  }, [id, load, markRead, subscribe, setTyping]);

  const send = useCallback(
    (text: { body: string; image?: string | undefined; clientId?: string }) =>
      sendReply({ caller: callerRef.current, id, setMessages }, text),
    [id],
  );
  const older = useCallback(() => {
    const oldest = messages.find((m) => !m.state);
    return oldest ? load(oldest.id) : Promise.resolve();
  }, [messages, load]);

  return { thread, setThread, messages, typing, error, older, send };
}
