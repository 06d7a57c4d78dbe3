import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="page page--centered">
      <title>{t('notFound.title')}</title>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
