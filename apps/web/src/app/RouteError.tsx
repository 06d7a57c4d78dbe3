import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from './load-chunk.ts';

const messageKeyOf = (error: unknown) => {
  if (!(error instanceof ChunkLoadError)) return 'errors.unknown';
  return error.reason === 'timeout' ? 'errors.chunkTimeout' : 'errors.chunkLoad';
};

/** Root error boundary: a render that threw. */
export function RouteError() {
  return <ErrorView error={useRouteError()} />;
}

/** The message for a failed page: chunk-load, chunk timeout or unknown error, and Reload. */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);

  return (
    <main className="page page--centered">
      <p role="alert">{t(messageKeyOf(error))}</p>
      {/* A full reload also picks up a new deploy whose chunk names replaced the old ones. */}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
