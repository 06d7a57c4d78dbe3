import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Application, Promotion } from '@lotto/contracts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { isOpen } from '../../lib/queries/promotions.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { applyToPromotion, useAfterApply, useApplications } from './applications.ts';
import {
  addImages,
  APPLICATION_MAX_FILES,
  APPLICATION_REMARK_MAX,
  remarkLength,
  type ImageProblem,
} from './application-rules.ts';
import './apply.css';

const imageText = (t: TFunction, problem: ImageProblem) =>
  problem === 'type' ? t('promo.apply.imageType') : problem === 'size' ? t('promo.apply.imageSize') : null;

/** The member's latest application to this promotion: applying, rejected with the reason, or issued. */
function ApplicationStatus({ application }: { application: Application }) {
  const { t } = useTranslation();
  const time = formatTimestamp(application.createdAt);
  return (
    <div className="apply-status" data-testid="promo-application" data-status={application.status}>
      <p role="status">
        <span className="promo-badge apply-badge" data-status={application.status}>
          {t(`promo.statuses.${application.status}`)}
        </span>{' '}
        {application.status === 'applying'
          ? t('promo.apply.applying', { time })
          : application.status === 'rejected'
            ? t('promo.apply.rejected', { time })
            : t('promo.apply.issued', { time })}
      </p>
      {application.status === 'rejected' && application.note && (
        <p className="apply-status__note" data-testid="promo-application-note">
          {t('promo.apply.note', { note: application.note })}
        </p>
      )}
    </div>
  );
}

/** Chosen images with their previews, each removable; object URLs let go when they leave. */
function ImagePreviews({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation();
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  if (files.length === 0) return null;
  return (
    <ul className="apply-previews" data-testid="apply-previews">
      {files.map((f, i) => (
        <li key={`${f.name}-${f.size}-${i}`} className="apply-preview">
          <img src={urls[i]} alt={f.name} width={96} height={96} />
          <button
            type="button"
            className="apply-preview__remove"
            aria-label={t('promo.apply.removeImage', { n: i + 1 })}
            onClick={() => onRemove(i)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The remark with its counter (characters as the server counts them). */
function RemarkField({
  id,
  remark,
  onRemark,
  refused,
}: {
  id: string;
  remark: string;
  onRemark: (v: string) => void;
  refused: boolean;
}) {
  const { t } = useTranslation();
  const used = remarkLength(remark);
  const tooLong = used > APPLICATION_REMARK_MAX;
  return (
    <div className="apply-field">
      <div className="apply-field__head">
        <label htmlFor={`${id}-remark`}>{t('promo.apply.remark')}</label>
        <span
          className="apply-counter"
          data-over={tooLong || undefined}
          data-testid="apply-counter"
          aria-live="polite"
        >
          {used}/{APPLICATION_REMARK_MAX}
        </span>
      </div>
      <textarea
        id={`${id}-remark`}
        name="remark"
        className="text-input apply-remark"
        rows={3}
        value={remark}
        placeholder={t('promo.apply.remarkHint')}
        aria-invalid={tooLong || refused ? true : undefined}
        onChange={(e) => onRemark(e.target.value)}
      />
      {(tooLong || refused) && (
        <p className="promo-error">{t('promo.apply.remarkLong', { max: APPLICATION_REMARK_MAX })}</p>
      )}
    </div>
  );
}

/** Up to 3 proof images: picked through a hidden input, checked (type, size) before they are kept, previewed. */
function ImagesField({
  id,
  files,
  onFiles,
}: {
  id: string;
  files: File[];
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<ImageProblem>(null);
  return (
    <div className="apply-field">
      <span className="apply-field__label" id={`${id}-images`}>
        {t('promo.apply.images')}
      </span>
      <ImagePreviews
        files={files}
        onRemove={(i) => {
          onFiles(files.filter((_, j) => j !== i));
          setIssue(null);
        }}
      />
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        data-testid="apply-images"
        aria-labelledby={`${id}-images`}
        onChange={(e) => {
          const added = addImages(files, Array.from(e.target.files ?? []));
          onFiles(added.files);
          setIssue(added.problem);
          e.target.value = '';
        }}
      />
      {files.length < APPLICATION_MAX_FILES && (
        <button
          type="button"
          className="button button--ghost apply-add"
          onClick={() => picker.current?.click()}
        >
          {t('promo.apply.addImage')} ({files.length}/{APPLICATION_MAX_FILES})
        </button>
      )}
      {issue && (
        <p className="promo-error" role="alert" data-testid="apply-image-problem">
          {imageText(t, issue)}
        </p>
      )}
    </div>
  );
}

/** The application form: a remark with its counter, up to 3 proof images checked before they are sent. */
function ApplyForm({ promo, onApplied }: { promo: Promotion; onApplied: (a: Application) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sending = useRef(false);
  const tooLong = remarkLength(remark) > APPLICATION_REMARK_MAX;
  const remarkRefused = fieldIssues(error)['remark'] !== undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (tooLong || sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      onApplied(await applyToPromotion(promo.id, { remark, images: files }));
    } catch (failure) {
      setError(failure);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <form className="apply-form" noValidate onSubmit={(e) => void submit(e)} data-testid="apply-form">
      <p className="apply-form__intro">{t('promo.apply.intro')}</p>
      <RemarkField id={id} remark={remark} onRemark={setRemark} refused={remarkRefused} />
      <ImagesField id={id} files={files} onFiles={setFiles} />
      {error !== null && !remarkRefused && (
        <p className="promo-error" role="alert" data-testid="apply-error">
          {errorText(t, error)}
        </p>
      )}
      <div className="promo-actions">
        <button type="submit" className="button" disabled={busy || tooLong} data-testid="apply-submit">
          {busy ? t('promo.apply.sending') : t('promo.apply.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * An application promotion's part of the promotion page (docs/product/agents-and-promotions.md#promotion-screens):
 * the member's latest application with its status, and the form while none waits for review.
 */
export function MemberApply({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  const applications = useApplications();
  const refresh = useAfterApply();
  const [sent, setSent] = useState<Application | null>(null);
  const latest = sent ?? applications.data?.list.find((a) => a.promotionId === promo.id) ?? null;
  const open = isOpen(promo.status) && latest?.status !== 'applying' && !applications.isPending;
  return (
    <>
      {latest && <ApplicationStatus application={latest} />}
      {latest && latest.status !== 'applying' && open && (
        <p className="apply-form__intro">{t('promo.apply.again')}</p>
      )}
      {open && (
        <ApplyForm
          key={latest?.id ?? 0}
          promo={promo}
          onApplied={(a) => {
            setSent(a);
            void refresh();
          }}
        />
      )}
    </>
  );
}
