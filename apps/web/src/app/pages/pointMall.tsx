import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame.tsx';

/** /pointMall: the point mall (catalogue and redeeming come with the point-system module). */
export function Component() {
  const { t } = useTranslation();
  return <PageFrame title={t('nav.pointMall')} testId="point-mall" />;
}
