import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-errors.ts';

type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** Loading text while a query has no data yet, or its failure with a retry; nothing once it has data. */
export function QueryStatus({ query }: { query: QueryLike }) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <div className="mc-status" role="alert">
        <p>{errorText(t, query.error)}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('memberCentre.retry')}
        </button>
      </div>
    );
  if (query.isPending)
    return (
      <p className="mc-status" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  return null;
}
