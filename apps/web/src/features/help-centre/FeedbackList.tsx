import { useTranslation } from 'react-i18next';
import type { Feedback } from '@lotto/contracts';
import { formatTimestamp } from '../../lib/time.ts';

/** The member's earlier feedback, newest first, with our replies. */
export function FeedbackList({ list }: { list: Feedback[] }) {
  const { t } = useTranslation();
  return (
    <section className="feedback__mine" aria-labelledby="feedback-mine">
      <h2 id="feedback-mine">{t('feedback.mine')}</h2>
      {list.length === 0 ? (
        <p className="help-note">{t('feedback.none')}</p>
      ) : (
        <ul className="feedback__list">
          {list.map((f) => (
            <li key={f.id} data-testid="feedback-item" data-status={f.status}>
              <p className="feedback__meta">
                <span>{t(`feedback.categories.${f.category}`)}</span>
                <time>{formatTimestamp(f.createdAt)}</time>
              </p>
              <p>{f.content}</p>
              {f.images > 0 && <p className="help-note">{t('feedback.withImages', { count: f.images })}</p>}
              {f.reply ? (
                <p className="feedback__reply">
                  <strong>{t('feedback.reply')}</strong> {f.reply}
                </p>
              ) : (
                <p className="help-note">{t('feedback.waiting')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
