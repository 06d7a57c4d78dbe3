import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useI18n } from '../../i18n/index.tsx';
import type { Caller } from '../../lib/api.ts';
import { useErrorText } from '../../lib/errors.ts';
import { useImageUpload } from './useImageUpload.ts';

const BODY_MAX = 1000;
const TYPING_EVERY_MS = 3000;

function Attachment({
  image,
  uploading,
  onRemove,
}: {
  image: string | undefined;
  uploading: boolean;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  if (!image && !uploading) return null;
  return (
    <div className="composer__attachment">
      {uploading ? <span className="muted">{t('reply.image.uploading')}</span> : <img src={image} alt="" />}
      {image && (
        <button className="btn btn--ghost" onClick={onRemove}>
          {t('reply.image.remove')}
        </button>
      )}
    </div>
  );
}

/** Above the box: that answering takes a closed conversation again, and what failed. */
function Notes({ closed, error }: { closed: boolean; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <>
      {closed && <p className="muted composer__hint">{t('reply.closedHint')}</p>}
      {error && (
        <p className="error" role="alert" data-testid="bo-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A paperclip over the hidden file input: one PNG or JPG. */
function AttachButton({
  input,
  onPick,
}: {
  input: RefObject<HTMLInputElement | null>;
  onPick: (file: File | undefined) => void;
}) {
  const { t } = useI18n();
  return (
    <label className="composer__attach btn" title={t('reply.image')}>
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9" />
      </svg>
      <span className="sr-only">{t('reply.image')}</span>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        data-testid="bo-reply-image"
        onChange={(e) => onPick(e.target.files?.[0])}
      />
    </label>
  );
}

type Send = (text: { body: string; image?: string | undefined }) => Promise<void>;

/** The answer box: Enter sends, Shift+Enter breaks the line; one PNG or JPG image may go with the text. */
export function Composer({
  caller,
  id,
  closed,
  send,
  onTyping,
}: {
  caller: Caller;
  id: number;
  closed: boolean;
  send: Send;
  onTyping: () => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const { image, setImage, uploading, input, upload } = useImageUpload({ caller, id, setError });
  const lastTyping = useRef(0);

  const submit = () => {
    const text = body.trim();
    if ((!text && !image) || uploading) return;
    setBody('');
    setImage(undefined);
    setError(undefined);
    send({ body: text, image }).catch((err: unknown) => setError(errorText(err)));
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const onChange = (value: string) => {
    setBody(value);
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      onTyping();
    }
  };
  return (
    <div className="composer">
      <Notes closed={closed} error={error} />
      <Attachment image={image} uploading={uploading} onRemove={() => setImage(undefined)} />
      <div className="composer__row">
        <AttachButton input={input} onPick={(f) => void upload(f)} />
        <textarea
          data-testid="bo-reply-input"
          aria-label={t('reply.label')}
          placeholder={t('reply.placeholder')}
          rows={2}
          maxLength={BODY_MAX}
          value={body}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKey}
        />
        <button
          className="btn btn--primary"
          data-testid="bo-reply-send"
          onClick={submit}
          disabled={(!body.trim() && !image) || uploading}
        >
          {t('reply.send')}
        </button>
      </div>
      <p className="composer__keys muted">{t('reply.hint')}</p>
    </div>
  );
}
