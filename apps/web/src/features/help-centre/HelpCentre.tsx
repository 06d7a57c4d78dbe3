import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpArticle, HelpCentreValue } from '@lotto/contracts';
import { HELP_QUERY_MAX } from '@lotto/contracts/help/rules';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { useHelpCentre, type HelpPlace } from './api.ts';
import { VerifyRepresentative } from './VerifyRepresentative.tsx';
import { Feedback } from './FeedbackForm.tsx';
import './help-centre.css';

type Props = { place: HelpPlace; onPlace: (place: HelpPlace) => void };

/** The footer's Verify Representative link names this topic; it shows the check above its articles. */
export const VERIFY_TOPIC = 'verify-representative';
/** The feedback form's topic (FEEDBACK3). */
export const FEEDBACK_TOPIC = 'feedback';
/** What a topic shows above its articles, by topic: shown even when the brand has no such category. */
const EXTRAS: Record<string, () => ReactNode> = {
  [VERIFY_TOPIC]: () => <VerifyRepresentative />,
  [FEEDBACK_TOPIC]: () => <Feedback />,
};

/**
 * The help centre (docs/product/content-and-system.md#help-centre): a search the server runs,
 * the topics, and the articles of the chosen topic or search, each opened in place. The modal
 * and /helpmc share it; /helpmc keeps the place in its address (deep links).
 */
export function HelpCentre({ place, onPlace }: Props) {
  const { t } = useTranslation();
  const query = useHelpCentre(place);
  const feedbackOn = useModuleOn('FEEDBACK3');
  const data = query.data;
  return (
    <div className="help-centre" data-testid="help-centre">
      <SearchForm key={place.q ?? ''} initial={place.q ?? ''} onSearch={(q) => onPlace(q ? { q } : {})} />
      {data && data.categories.length > 0 && (
        <nav className="help-topics" aria-label={t('helpCentre.topics')}>
          <button type="button" aria-pressed={!place.topic && !place.q} onClick={() => onPlace({})}>
            {t('helpCentre.allTopics')}
          </button>
          {data.categories.map((c) => (
            <button
              key={c.code}
              type="button"
              aria-pressed={data.topic === c.code && !place.q}
              onClick={() => onPlace({ topic: c.code })}
            >
              {c.title}
            </button>
          ))}
          {[VERIFY_TOPIC, FEEDBACK_TOPIC]
            .filter((topic) => !data.categories.some((c) => c.code === topic))
            .filter((topic) => topic !== FEEDBACK_TOPIC || feedbackOn)
            .map((topic) => (
              <button
                key={topic}
                type="button"
                aria-pressed={place.topic === topic && !place.q}
                onClick={() => onPlace({ topic })}
              >
                {t(topic === VERIFY_TOPIC ? 'verifyRep.title' : 'feedback.title')}
              </button>
            ))}
        </nav>
      )}
      {query.isError && !data && <p role="alert">{t('helpCentre.failed')}</p>}
      {!data && !query.isError && <p aria-busy="true">{t('helpCentre.loading')}</p>}
      {data && <Results data={data} place={place} />}
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="help-search" role="search" onSubmit={submit}>
      <input
        type="search"
        className="text-input"
        name="q"
        value={text}
        maxLength={HELP_QUERY_MAX}
        aria-label={t('helpCentre.search')}
        placeholder={t('helpCentre.searchHint')}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button">
        {t('helpCentre.searchButton')}
      </button>
    </form>
  );
}

function Results({ data, place }: { data: HelpCentreValue; place: HelpPlace }) {
  const { t } = useTranslation();
  const extra = place.topic && !place.q ? EXTRAS[place.topic] : undefined;
  // A form's own topic (feedback) is no category: the whole centre under it would only push it away.
  const articles = extra && !data.topic ? [] : data.articles;
  const single = articles.length === 1;
  return (
    <section className="help-results" aria-live="polite">
      {place.topic && !data.topic && !place.q && !extra && (
        <p className="help-note">{t('helpCentre.unknownTopic')}</p>
      )}
      {data.q && (
        <p className="help-note" data-testid="help-search-count">
          {t('helpCentre.found', { count: data.articles.length, q: data.q })}
        </p>
      )}
      {extra?.()}
      {articles.length === 0 && !extra && (
        <p className="help-empty">{data.q ? t('helpCentre.noMatch') : t('helpCentre.empty')}</p>
      )}
      <div className="help-articles">
        {articles.map((a) => (
          <Article key={a.code} article={a} open={single || data.topic === a.code} />
        ))}
      </div>
    </section>
  );
}

function Article({ article, open }: { article: HelpArticle; open: boolean }) {
  const { t } = useTranslation();
  return (
    <details className="help-article" open={open} data-testid="help-article" data-code={article.code}>
      <summary>{article.title}</summary>
      {/* Help articles are HTML written by the brand's operators, as announcements are. */}
      <div className="help-article__body" dangerouslySetInnerHTML={{ __html: article.body }} />
      <p className="help-article__updated">
        {t('helpCentre.updated', { time: formatTimestamp(article.updatedAt) })}
      </p>
    </details>
  );
}
