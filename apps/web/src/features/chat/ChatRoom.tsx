import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_BODY_MAX,
  CHAT_IMAGE_MAX_BYTES,
  type ChatHistoryValue,
  type ChatMessage,
} from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import {
  historyKey,
  markRead,
  sendMessage,
  unreadKey,
  uploadImage,
  useChatHistory,
  useChatSocket,
  withMessage,
} from './chat-api.ts';
import './chat.css';

const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 2000;

const timeOf = (ms: number) =>
  new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

function Message({ m, seen }: { m: ChatMessage; seen: boolean }) {
  const { t } = useTranslation();
  const own = m.sender === 'member';
  return (
    <li
      className={`chat-msg chat-msg--${own ? 'own' : 'staff'}`}
      data-testid="chat-message"
      data-sender={m.sender}
    >
      {!own && <span className="chat-msg__who">{m.staffName ?? t('chat.support')}</span>}
      {m.image && (
        <a href={m.image} target="_blank" rel="noreferrer">
          <img className="chat-msg__image" src={m.image} alt={t('chat.image')} loading="lazy" />
        </a>
      )}
      {m.body && <p className="chat-msg__body">{m.body}</p>}
      <span className="chat-msg__meta">
        {timeOf(m.createdAt)}
        {own && seen && <span data-testid="chat-seen"> · {t('chat.seen')}</span>}
      </span>
    </li>
  );
}

/** The messages, newest at the bottom; staff messages are marked read as they are shown. */
function Messages({ token, history }: { token: string; history: ChatHistoryValue }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const end = useRef<HTMLLIElement>(null);
  const last = history.messages.at(-1);
  const lastStaff = history.messages.findLast((m) => m.sender === 'staff');
  // in braces: newer browsers answer scrollIntoView with a promise, which must not read as a cleanup
  useEffect(() => {
    void end.current?.scrollIntoView({ block: 'end' });
  }, [last?.id]);
  useEffect(() => {
    if (!lastStaff) return;
    void markRead(lastStaff.id).then(({ unReadCount }) =>
      client.setQueryData(unreadKey(token), { unReadCount }),
    );
  }, [lastStaff?.id, token, client, lastStaff]);
  if (history.messages.length === 0)
    return (
      <p className="chat-room__empty" data-testid="chat-empty">
        {t('chat.empty')}
      </p>
    );
  return (
    <ol className="chat-room__list" aria-live="polite">
      {history.messages.map((m) => (
        <Message key={m.id} m={m} seen={m.sender === 'member' && history.otherReadId >= m.id} />
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

/** The image button: png or jpg of at most 5 MB, checked before it is sent. */
function Attach({ onFile, onRefused }: { onFile: (f: File) => void; onRefused: (text: string) => void }) {
  const { t } = useTranslation();
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type)) return onRefused(t('chat.imageType'));
    if (file.size > CHAT_IMAGE_MAX_BYTES) return onRefused(t('chat.imageSize'));
    onFile(file);
  };
  return (
    <label className="chat-room__attach" title={t('chat.attach')}>
      <input type="file" accept="image/png,image/jpeg" onChange={(e) => pick(e.target.files?.[0])} />
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M16.5 7.5 9 15a2.1 2.1 0 0 0 3 3l7.5-7.5a4.2 4.2 0 0 0-6-6L6 12a6.4 6.4 0 0 0 9 9l6-6"
        />
      </svg>
      <span className="visually-hidden">{t('chat.attach')}</span>
    </label>
  );
}

/** The box to write in: Enter sends, Shift+Enter breaks the line; one png or jpg image of 5 MB. */
function Composer({ token, onTyping }: { token: string; onTyping: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const deliver = async (body: { body: string; image?: string }) => {
    const m = await sendMessage(body);
    client.setQueryData<ChatHistoryValue>(historyKey(token), (v) => withMessage(v, m));
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    void run(async () => {
      await deliver({ body });
      setText('');
    });
  };
  const attach = (file: File) =>
    void run(async () => deliver({ body: '', image: (await uploadImage(file)).image }));
  return (
    <form className="chat-room__composer" onSubmit={submit}>
      {error && (
        <p className="chat-room__error" role="alert" data-testid="chat-error">
          {error}
        </p>
      )}
      <Attach onFile={attach} onRefused={setError} />
      <textarea
        value={text}
        rows={1}
        maxLength={CHAT_BODY_MAX}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        data-testid="chat-input"
        onChange={(e) => {
          setText(e.target.value);
          if (Date.now() - lastTyping.current > TYPING_SENT_EVERY_MS) {
            lastTyping.current = Date.now();
            onTyping();
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
      />
      <button type="submit" className="button" disabled={busy || !text.trim()} data-testid="chat-send">
        {t('chat.send')}
      </button>
    </form>
  );
}

/** The socket of a member's chat and whether support is typing: kept while the window is shrunk, for the badge. */
export function useLiveChat(token: string) {
  const [typing, setTyping] = useState(0);
  const sendTyping = useChatSocket(token, () => setTyping(Date.now()));
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(0), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  return { sendTyping, typing: typing !== 0 };
}

export type LiveChat = ReturnType<typeof useLiveChat>;

/** The chat room: history, live messages and read marks, typing, and the box to write in. */
export function ChatRoom({ token, live }: { token: string; live: LiveChat }) {
  const { t } = useTranslation();
  const history = useChatHistory(token);
  return (
    <div className="chat-room" data-testid="chat-room">
      <div className="chat-room__scroll">
        {history.data ? (
          <Messages token={token} history={history.data} />
        ) : history.isError ? (
          <p className="chat-room__empty" role="alert">
            {errorText(t, history.error)}
          </p>
        ) : (
          <p className="chat-room__empty" aria-busy="true">
            {t('chat.loading')}
          </p>
        )}
      </div>
      <p className="chat-room__typing" aria-live="polite">
        {live.typing ? t('chat.typing') : ''}
      </p>
      <Composer token={token} onTyping={live.sendTyping} />
    </div>
  );
}
