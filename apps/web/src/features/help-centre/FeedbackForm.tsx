import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeedbackListValue } from '@lotto/contracts';
import { wordCount } from '@lotto/contracts/help/rules';
import { errorText } from '../../lib/api-errors.ts';
import { openModal } from '../../lib/modals.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { useSession } from '../../lib/session.ts';
import { sendFeedback, useMyFeedback } from './api.ts';
import { addImages, contentProblem, type ImageProblem } from './feedback-rules.ts';
import { FeedbackList } from './FeedbackList.tsx';

type Rules = FeedbackListValue['rules'];

/**
 * Feedback (FEEDBACK3; docs/product/content-and-system.md#feedback): a signed-in member picks a
 * category, writes within the brand's word bounds and 140 characters, adds up to 3 images, and
 * reads its earlier feedback with our replies (which also arrive as platform messages).
 */
export function Feedback() {
  const { t } = useTranslation();
  const session = useSession();
  const on = useModuleOn('FEEDBACK3');
  const mine = useMyFeedback(session !== null && on);
  if (!on) return <p className="help-note">{t('feedback.off')}</p>;
  if (!session)
    return (
      <section className="feedback" data-testid="feedback">
        <p>{t('feedback.signIn')}</p>
        <button
          type="button"
          className="button"
          onClick={() => openModal('loginPopupModal', { tab: 'login' })}
        >
          {t('feedback.signInButton')}
        </button>
      </section>
    );
  if (mine.isError) return <p role="alert">{errorText(t, mine.error)}</p>;
  if (!mine.data) return <p aria-busy="true">{t('helpCentre.loading')}</p>;
  return (
    <section className="feedback" data-testid="feedback">
      <FeedbackForm rules={mine.data.rules} />
      <FeedbackList list={mine.data.list} />
    </section>
  );
}

function FeedbackForm({ rules }: { rules: Rules }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [imageIssue, setImageIssue] = useState<ImageProblem>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { error: string } | null>(null);
  const problem = contentProblem(content, rules);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!category || problem) return;
    setBusy(true);
    setResult(null);
    try {
      await sendFeedback({ category, content, images: files });
      setResult({ ok: true });
      setCategory('');
      setContent('');
      setFiles([]);
      setTried(false);
      await client.invalidateQueries({ queryKey: ['help', 'feedback'] });
    } catch (error) {
      setResult({ error: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="feedback__form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('feedback.title')}</h2>
      <div className="feedback__field">
        <label htmlFor={`${id}-category`}>{t('feedback.category')}</label>
        <select
          id={`${id}-category`}
          className="text-input"
          value={category}
          aria-invalid={tried && !category ? true : undefined}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">{t('feedback.chooseCategory')}</option>
          {rules.categories.map((c) => (
            <option key={c} value={c}>
              {t(`feedback.categories.${c}`)}
            </option>
          ))}
        </select>
        {tried && !category && <p className="feedback__error">{t('feedback.categoryRequired')}</p>}
      </div>
      <ContentField id={id} content={content} onContent={setContent} rules={rules} showProblem={tried} />
      <ImagesField
        files={files}
        rules={rules}
        problem={imageIssue}
        onPick={(picked) => {
          const next = addImages(files, { picked, rules });
          setFiles(next.files);
          setImageIssue(next.problem);
        }}
        onRemove={(i) => setFiles(files.filter((_, j) => j !== i))}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('feedback.sending') : t('feedback.send')}
      </button>
      <SendResult result={result} />
    </form>
  );
}

function SendResult({ result }: { result: { ok: true } | { error: string } | null }) {
  const { t } = useTranslation();
  if (!result) return null;
  return 'ok' in result ? (
    <p role="status" className="feedback__ok" data-testid="feedback-sent">
      {t('feedback.sent')}
    </p>
  ) : (
    <p role="alert" className="feedback__error">
      {result.error}
    </p>
  );
}

type ContentProps = {
  id: string;
  content: string;
  onContent: (v: string) => void;
  rules: Rules;
  showProblem: boolean;
};

/** The text with its two counts: characters of 140 and words within the brand's bounds. */
function ContentField({ id, content, onContent, rules, showProblem }: ContentProps) {
  const { t } = useTranslation();
  const problem = contentProblem(content, rules);
  const chars = content.trim().length;
  const words = wordCount(content);
  const shown = problem === 'long' || (showProblem && problem !== null);
  return (
    <div className="feedback__field">
      <div className="feedback__head">
        <label htmlFor={`${id}-content`}>{t('feedback.content')}</label>
        <span className="feedback__counts" aria-live="polite" data-testid="feedback-counts">
          <span data-over={chars > rules.maxChars || undefined}>
            {t('feedback.chars', { n: chars, max: rules.maxChars })}
          </span>
          <span data-over={(words > 0 && (words < rules.minWords || words > rules.maxWords)) || undefined}>
            {t('feedback.words', { n: words, min: rules.minWords, max: rules.maxWords })}
          </span>
        </span>
      </div>
      <textarea
        id={`${id}-content`}
        className="text-input"
        rows={4}
        value={content}
        placeholder={t('feedback.contentHint')}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => onContent(e.target.value)}
      />
      {shown && (
        <p className="feedback__error">
          {problem === 'long'
            ? t('feedback.tooLong', { max: rules.maxChars })
            : problem === 'empty'
              ? t('feedback.contentRequired')
              : t('feedback.wordBounds', { min: rules.minWords, max: rules.maxWords })}
        </p>
      )}
    </div>
  );
}

type ImagesProps = {
  files: File[];
  rules: Rules;
  problem: ImageProblem;
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
};

function ImagesField({ files, rules, problem, onPick, onRemove }: ImagesProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const mb = Math.round(rules.maxImageBytes / (1024 * 1024));
  return (
    <div className="feedback__field">
      <div className="feedback__head">
        <span>{t('feedback.images')}</span>
        <span className="feedback__counts">
          {t('feedback.imageCount', { n: files.length, max: rules.maxImages })}
        </span>
      </div>
      <p className="help-note">{t('feedback.imagesHint', { max: rules.maxImages, mb })}</p>
      {files.length > 0 && (
        <ul className="feedback__previews" data-testid="feedback-previews">
          {files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${i}`}>
              <img src={urls[i]} alt={f.name} width={72} height={72} />
              <button
                type="button"
                aria-label={t('feedback.removeImage', { n: i + 1 })}
                onClick={() => onRemove(i)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        data-testid="feedback-file"
        onChange={(e) => {
          onPick([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {files.length < rules.maxImages && (
        <button type="button" className="button button--ghost" onClick={() => input.current?.click()}>
          {t('feedback.addImages')}
        </button>
      )}
      {problem && (
        <p className="feedback__error">
          {t(`feedback.imageProblems.${problem}`, { max: rules.maxImages, mb })}
        </p>
      )}
    </div>
  );
}
