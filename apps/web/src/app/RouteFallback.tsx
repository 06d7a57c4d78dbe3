import { useTranslation } from 'react-i18next';

/** Shown while the first route chunk downloads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <main className="page page--centered" aria-busy="true">
      <p className="muted">{t('app.loading')}</p>
    </main>
  );
}
